/** SQL for a person's saved notices (favourites). Every query is scoped to the owner's user id. */
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { notices, noticeTypes, savedNotices } from "../../db/schema.ts";

export interface SavedNoticeRow {
  noticeId: number;
  title: string;
  noticeCode: string;
  noticeTypeName: string;
  publishedAt: string | null;
  savedAt: string;
}

/** Whether a published notice with this id exists (only those can be saved). */
export async function publishedNoticeExists(db: Database, noticeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.id, noticeId), eq(notices.status, "published")))
    .limit(1);
  return Boolean(row);
}

/** Saving twice is the same as saving once. */
export async function insertSavedNotice(db: Database, userId: number, noticeId: number): Promise<void> {
  await db.insert(savedNotices).values({ userId, noticeId }).onConflictDoNothing();
}

/** True when a row was removed. */
export async function deleteSavedNotice(db: Database, userId: number, noticeId: number): Promise<boolean> {
  const rows = await db
    .delete(savedNotices)
    .where(and(eq(savedNotices.userId, userId), eq(savedNotices.noticeId, noticeId)))
    .returning({ noticeId: savedNotices.noticeId });
  return rows.length > 0;
}

/** Which of `noticeIds` the person has saved: one indexed look-up for a whole list. */
export async function savedNoticeIdsAmong(
  db: Database,
  userId: number,
  noticeIds: readonly number[],
): Promise<number[]> {
  if (noticeIds.length === 0) return [];
  const rows = await db
    .select({ noticeId: savedNotices.noticeId })
    .from(savedNotices)
    .where(and(eq(savedNotices.userId, userId), inArray(savedNotices.noticeId, [...noticeIds])));
  return rows.map((r) => r.noticeId);
}

export async function countSavedNotices(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedNotices).where(eq(savedNotices.userId, userId));
  return Number(row?.n ?? 0);
}

function savedNoticeQuery(db: Database) {
  return db
    .select({
      noticeId: savedNotices.noticeId,
      title: notices.title,
      noticeCode: notices.noticeCode,
      noticeTypeName: noticeTypes.name,
      publishedAt: notices.publishedAt,
      savedAt: savedNotices.createdAt,
    })
    .from(savedNotices)
    .innerJoin(notices, eq(notices.id, savedNotices.noticeId))
    .innerJoin(noticeTypes, eq(noticeTypes.code, notices.noticeCode));
}

function toSavedNotice(r: Awaited<ReturnType<typeof savedNoticeQuery>>[number]): SavedNoticeRow {
  return {
    ...r,
    publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
    savedAt: r.savedAt.toISOString(),
  };
}

export async function listSavedNotices(
  db: Database,
  userId: number,
  page: { limit: number; offset: number },
): Promise<SavedNoticeRow[]> {
  const rows = await savedNoticeQuery(db)
    .where(eq(savedNotices.userId, userId))
    .orderBy(desc(savedNotices.createdAt), desc(savedNotices.noticeId))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toSavedNotice);
}

export async function findSavedNotice(
  db: Database,
  userId: number,
  noticeId: number,
): Promise<SavedNoticeRow | null> {
  const [row] = await savedNoticeQuery(db)
    .where(and(eq(savedNotices.userId, userId), eq(savedNotices.noticeId, noticeId)))
    .limit(1);
  return row ? toSavedNotice(row) : null;
}
