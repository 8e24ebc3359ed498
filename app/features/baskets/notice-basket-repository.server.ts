/**
 * SQL for placed notices in baskets (issue 12 point 6): the product their lines point at, what a notice's
 * line is priced and named from, where a notice's line is, and taking it out. A notice has at most one
 * line in all baskets: its row is locked by the workflow step that puts it in or takes it out.
 */
import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { NOTICE_PRODUCT_ID } from "../../db/schema/shop-values.ts";
import { basketItems, editions, noticeFees, notices, noticeTypes, products, users } from "../../db/schema.ts";
import type { BasketNotice } from "./notice-basket-line.ts";

/**
 * The product every notice line points at, made if missing (at every start, with the notice fees):
 * inactive and unpriced, so the shop never offers it.
 */
export async function insertNoticeProduct(db: Database): Promise<void> {
  await db
    .insert(products)
    .values({
      id: NOTICE_PRODUCT_ID,
      kind: "notice",
      name: "Placed notice",
      description: "A notice placed in the Gazette, priced by its fee.",
      vatRatePercent: 20,
      active: false,
      sortOrder: 1000,
    })
    .onConflictDoNothing();
}

/** The notices of basket lines, by id, with what their lines are priced and named from (one query). */
export async function selectBasketNotices(db: Database, ids: readonly number[]): Promise<BasketNotice[]> {
  if (ids.length === 0) return [];
  const feeRate = db
    .select({ rate: noticeFees.vatRatePercent })
    .from(noticeFees)
    .where(
      and(
        eq(noticeFees.noticeCode, notices.noticeCode),
        eq(noticeFees.editionId, notices.editionId),
        lte(noticeFees.effectiveFrom, sql`coalesce(${notices.submittedAt}, now())`),
      ),
    )
    .orderBy(desc(noticeFees.effectiveFrom))
    .limit(1);
  return db
    .select({
      id: notices.id,
      status: notices.status,
      typeName: noticeTypes.name,
      editionName: editions.name,
      pricePence: notices.pricePence,
      // The fee in force when the notice was submitted (now, for one not yet submitted).
      vatRatePercent: sql<number | null>`(${feeRate})`,
    })
    .from(notices)
    .innerJoin(noticeTypes, eq(noticeTypes.code, notices.noticeCode))
    .innerJoin(editions, eq(editions.id, notices.editionId))
    .where(inArray(notices.id, [...ids]));
}

/** The basket line of a notice, in whichever basket it is; null when it is in none. */
export async function findNoticeBasketItem(
  db: Database,
  noticeId: number,
): Promise<{ id: number; basketId: number } | null> {
  const [row] = await db
    .select({ id: basketItems.id, basketId: basketItems.basketId })
    .from(basketItems)
    .where(eq(basketItems.noticeId, noticeId))
    .limit(1);
  return row ?? null;
}

/** Takes the notice's line out of every basket; true when there was one. */
export async function deleteNoticeBasketItems(db: Database, noticeId: number): Promise<boolean> {
  const rows = await db
    .delete(basketItems)
    .where(eq(basketItems.noticeId, noticeId))
    .returning({ id: basketItems.id });
  return rows.length > 0;
}

/** The basket's owner as the workflow's placer rule reads a person; null for a visitor's basket. */
export async function selectPersonForWorkflow(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      organisationId: users.organisationId,
      permissions: users.permissions,
      name: users.name,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
