/**
 * Reading notices for pages and data formats: id parsing, visibility, related notices, earlier versions
 * and provenance; and the notices of an issue, for the issue pages and PDFs (publications).
 */
import type { Database } from "../../db/client.server.ts";
import { parseId } from "../../lib/ids.ts";
import { TtlCache } from "../../lib/ttl-cache.ts";
import {
  findNoticeVersion,
  findPublishedNotice,
  findPublishedNotices,
  noticeIdsInSupplement,
  noticesOnIssuePage,
  relatedNotices,
} from "./notice-repository.server.ts";
import { asTombstone } from "./notice-tombstone.ts";
import type { Notice, NoticeSummary, NoticeVersion } from "./notice-types.ts";

export {
  findNoticeOfAnyStatus,
  findPublishedNotices,
  latestNotices,
  listProvenance,
  noticePagesInIssue,
  noticeSummariesInIssue,
} from "./notice-repository.server.ts";

/** Notice ids are positive integers that fit PostgreSQL's integer; anything else is not a notice. */
export function parseNoticeId(value: string | undefined): number | null {
  return parseId(value);
}

export async function getNotice(db: Database, idParam: string | undefined): Promise<Notice | null> {
  const id = parseNoticeId(idParam);
  if (id === null) return null;
  const notice = await findPublishedNotice(db, id);
  return notice ? asTombstone(notice) : null;
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

/** Forgets a notice's page data on this server at once (staff withdrew it permanently). */
export function forgetNoticePage(id: number): void {
  pageCache.delete(id);
}

export async function getNoticeWithRelated(
  db: Database,
  idParam: string | undefined,
): Promise<{ notice: Notice; related: NoticeSummary[] } | null> {
  const id = parseNoticeId(idParam);
  if (id === null) return null;
  const result = await pageCache.getOrLoad(id, async () => {
    const found = await findPublishedNotice(db, id);
    if (!found) return undefined;
    const notice = asTombstone(found);
    return { notice, related: notice.withdrawal ? [] : await relatedNotices(db, notice) };
  });
  return result ?? null;
}

/**
 * Version `n` of a notice (`/notice/{id}/version/{n}`). Earlier versions are kept in notice_versions; the
 * current version is the notice itself, so a notice never corrected has only version 1, the current one.
 */
export async function getNoticeVersion(
  db: Database,
  idParam: string | undefined,
  versionParam: string | undefined,
): Promise<{ version: NoticeVersion; current: number } | null> {
  const notice = await getNotice(db, idParam);
  const n = parseId(versionParam, "noticeVersion");
  if (!notice || n === null || n > notice.version) return null;
  // A tombstone keeps none of the withdrawn text, earlier versions' included.
  const stored = n === notice.version || notice.withdrawal ? null : await findNoticeVersion(db, notice.id, n);
  if (n !== notice.version && !stored) return null;
  const version = stored ?? {
    noticeId: notice.id,
    version: n,
    title: notice.title,
    bodyHtml: notice.bodyHtml,
    data: notice.data,
    createdAt: notice.submittedAt ?? notice.publishedAt ?? new Date(0).toISOString(),
    reason: n === 1 ? "as submitted" : "current",
  };
  return { version, current: notice.version };
}

/** The published notices of a supplement, in page order (`B1`, `B2`…). */
export async function publishedNoticesInSupplement(db: Database, supplementId: number): Promise<Notice[]> {
  return findPublishedNotices(db, await noticeIdsInSupplement(db, supplementId));
}

/** The published notices on one numbered page of an issue. */
export async function publishedNoticesOnPage(db: Database, issueId: number, page: number): Promise<Notice[]> {
  return findPublishedNotices(db, await noticesOnIssuePage(db, issueId, page));
}
