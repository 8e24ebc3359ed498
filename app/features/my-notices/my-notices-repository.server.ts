/**
 * SQL of My Gazette's notices placed: a person's notices (or their team's) in a set of statuses, newest
 * first, a page at a time; one of them by id (with its body and data, for its page); and a draft deleted only while it is still a draft.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { NoticeStatus } from "../../db/schema/notices-values.ts";
import { notices, noticeTypes, users } from "../../db/schema.ts";
import type { MyNoticeDetail, MyNoticeRecord } from "./my-notice-types.ts";

/** Whose notices: the person's own, and their organisation's when they may see the team's. */
export interface MyNoticeScope {
  userId: number;
  teamOrganisationId: number | null;
}

/**
 * Only notices placed through the site have a placer: demo notices never show in anyone's lists. A notice
 * the placer deleted from their lists (withdrawn or rejected) is in none.
 */
function inScope(scope: MyNoticeScope): SQL {
  const own = eq(notices.placedByUserId, scope.userId);
  const visible = isNull(notices.placerHiddenAt);
  if (scope.teamOrganisationId === null) return and(own, visible)!;
  return and(
    visible,
    or(
      own,
      and(isNotNull(notices.placedByUserId), eq(notices.placingOrganisationId, scope.teamOrganisationId)),
    ),
  )!;
}

const columns = {
  id: notices.id,
  noticeCode: notices.noticeCode,
  noticeTypeName: noticeTypes.name,
  editionId: notices.editionId,
  status: notices.status,
  title: notices.title,
  placedByUserId: notices.placedByUserId,
  placedByName: users.name,
  createdAt: notices.createdAt,
  updatedAt: notices.updatedAt,
  submittedAt: notices.submittedAt,
  earliestPublicationAt: notices.earliestPublicationAt,
  publishedAt: notices.publishedAt,
};

export async function selectMyNotices(
  db: Database,
  scope: MyNoticeScope,
  statuses: readonly NoticeStatus[],
  page: { limit: number; offset: number },
): Promise<MyNoticeRecord[]> {
  return db
    .select(columns)
    .from(notices)
    .innerJoin(noticeTypes, eq(noticeTypes.code, notices.noticeCode))
    .leftJoin(users, eq(users.id, notices.placedByUserId))
    .where(and(inScope(scope), inArray(notices.status, [...statuses])))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMyNotices(
  db: Database,
  scope: MyNoticeScope,
  statuses: readonly NoticeStatus[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(inScope(scope), inArray(notices.status, [...statuses])));
  return row?.n ?? 0;
}

/** One of the person's notices, with its body as it will be published and its data (for its page). */
export async function selectMyNotice(
  db: Database,
  scope: MyNoticeScope,
  id: number,
): Promise<MyNoticeDetail | null> {
  const [row] = await db
    .select({ ...columns, bodyHtml: notices.bodyHtml, data: notices.data })
    .from(notices)
    .innerJoin(noticeTypes, eq(noticeTypes.code, notices.noticeCode))
    .leftJoin(users, eq(users.id, notices.placedByUserId))
    .where(and(inScope(scope), eq(notices.id, id)));
  return row ?? null;
}

/** Deletes the notice if it is still a draft (its places, people and trail go with it, by cascade). */
export async function deleteDraftNotice(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(notices)
    .where(and(eq(notices.id, id), eq(notices.status, "draft")))
    .returning({ id: notices.id });
  return rows.length > 0;
}

/**
 * Takes a withdrawn or rejected notice out of its placer's lists (their 'Delete'); the record and its
 * trail stay. False when it is in another state or already gone from the lists.
 */
export async function hideNoticeFromPlacer(
  db: Database,
  id: number,
  statuses: readonly NoticeStatus[],
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(notices)
    .set({ placerHiddenAt: at })
    .where(and(eq(notices.id, id), inArray(notices.status, [...statuses]), isNull(notices.placerHiddenAt)))
    .returning({ id: notices.id });
  return rows.length > 0;
}
