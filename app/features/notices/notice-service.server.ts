/** Reading notices for pages and data formats: id parsing, visibility, related notices. */
import type { Database } from "../../db/client.server.ts";
import { findPublishedNotice, relatedNotices } from "./notice-repository.server.ts";
import type { Notice, NoticeSummary } from "./notice-types.ts";

/** Notice ids are positive integers that fit PostgreSQL's integer; anything else is not a notice. */
export function parseNoticeId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2147483647 ? id : null;
}

export async function getNotice(db: Database, idParam: string | undefined): Promise<Notice | null> {
  const id = parseNoticeId(idParam);
  return id === null ? null : findPublishedNotice(db, id);
}

export async function getNoticeWithRelated(
  db: Database,
  idParam: string | undefined,
): Promise<{ notice: Notice; related: NoticeSummary[] } | null> {
  const notice = await getNotice(db, idParam);
  if (!notice) return null;
  return { notice, related: await relatedNotices(db, notice) };
}
