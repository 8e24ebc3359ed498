/** Reading notices for pages and data formats: id parsing, visibility, related notices. */
import type { Database } from "../../db/client.server.ts";
import { parseId } from "../../lib/ids.ts";
import { TtlCache } from "../../lib/ttl-cache.ts";
import { findPublishedNotice, relatedNotices } from "./notice-repository.server.ts";
import type { Notice, NoticeSummary } from "./notice-types.ts";

/** Notice ids are positive integers that fit PostgreSQL's integer; anything else is not a notice. */
export function parseNoticeId(value: string | undefined): number | null {
  return parseId(value);
}

export async function getNotice(db: Database, idParam: string | undefined): Promise<Notice | null> {
  const id = parseNoticeId(idParam);
  return id === null ? null : findPublishedNotice(db, id);
}

/**
 * Published notices are never edited in place (a correction is a new version), so a notice page's data can
 * be kept briefly by each app server: a minute at most, for the 5,000 most recently read notices.
 */
const NOTICE_PAGE_CACHE_TTL_MS = 60_000;
const pageCache = new TtlCache<number, { notice: Notice; related: NoticeSummary[] }>(
  5000,
  NOTICE_PAGE_CACHE_TTL_MS,
);

export async function getNoticeWithRelated(
  db: Database,
  idParam: string | undefined,
): Promise<{ notice: Notice; related: NoticeSummary[] } | null> {
  const id = parseNoticeId(idParam);
  if (id === null) return null;
  const result = await pageCache.getOrLoad(id, async () => {
    const notice = await findPublishedNotice(db, id);
    return notice ? { notice, related: await relatedNotices(db, notice) } : undefined;
  });
  return result ?? null;
}
