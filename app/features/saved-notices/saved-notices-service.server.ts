/** Saving notices to My Gazette (the favourite toggle), and which listed notices a person has saved. */
import type { Database } from "../../db/client.server.ts";
import {
  deleteSavedNotice,
  insertSavedNotice,
  publishedNoticeExists,
  savedNoticeIdsAmong,
} from "./saved-notices-repository.server.ts";

/** My saved notices, a page at a time, and removing one from that list (true when it was there). */
export {
  countSavedNotices,
  deleteSavedNotice,
  findSavedNotice,
  listSavedNotices,
  type SavedNoticeRow,
} from "./saved-notices-repository.server.ts";

/** Returns false when there is no such published notice (the route answers 404). */
export async function saveNotice(db: Database, userId: number, noticeId: number): Promise<boolean> {
  if (!(await publishedNoticeExists(db, noticeId))) return false;
  await insertSavedNotice(db, userId, noticeId);
  return true;
}

/** Removing twice is fine; removing a notice that does not exist (and was never saved) is a 404. */
export async function unsaveNotice(db: Database, userId: number, noticeId: number): Promise<boolean> {
  if (await deleteSavedNotice(db, userId, noticeId)) return true;
  return publishedNoticeExists(db, noticeId);
}

/**
 * The saved ones among the listed notices, for a signed-in person only: anonymous pages make no query.
 */
export async function savedAmong(
  db: Database,
  userId: number | null | undefined,
  noticeIds: readonly number[],
): Promise<number[]> {
  if (!userId || noticeIds.length === 0) return [];
  return savedNoticeIdsAmong(db, userId, noticeIds);
}
