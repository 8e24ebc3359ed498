/**
 * SQL for baskets and their items. Every change runs with the basket row locked (`lockBasket`, inside the
 * service's transaction), so two requests changing one basket queue up instead of losing a change.
 * Item queries are always scoped to a basket id the caller owns.
 */
import { and, asc, eq, isNull, lt, type SQL, sql, sum } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { basketItems, baskets } from "../../db/schema.ts";
import type { BasketOwner } from "./basket-owner.server.ts";

export interface BasketItemRow {
  id: number;
  basketId: number;
  productId: string;
  noticeId: number | null;
  quantity: number;
  editionId: string | null;
  issueNumber: number | null;
  fullName: string | null;
  honour: string | null;
}

export interface NewBasketItemRow {
  productId: string;
  quantity: number;
  noticeId?: number | null;
  editionId?: string | null;
  issueNumber?: number | null;
  fullName?: string | null;
  honour?: string | null;
}

function ownedBy(owner: BasketOwner): SQL {
  return "userId" in owner ? eq(baskets.userId, owner.userId) : eq(baskets.visitorKey, owner.visitorKey);
}

const itemColumns = {
  id: basketItems.id,
  basketId: basketItems.basketId,
  productId: basketItems.productId,
  noticeId: basketItems.noticeId,
  quantity: basketItems.quantity,
  editionId: basketItems.editionId,
  issueNumber: basketItems.issueNumber,
  fullName: basketItems.fullName,
  honour: basketItems.honour,
};

/**
 * Inside a basket change's transaction: its commit does not wait for the disk (PostgreSQL's asynchronous
 * commit, this transaction only). A basket change is cheap to redo and the customer sees it at once, so a
 * database server crash may lose the last fraction of a second of basket changes, never corrupt them;
 * in exchange a change does not queue behind the WAL flush (~4 ms here, more when the disk is busy).
 * Orders, payments and stock always commit durably: nothing that touches them calls this.
 */
export async function commitBasketChangeAsynchronously(tx: Database): Promise<void> {
  await tx.execute(sql`set local synchronous_commit = off`);
}

/** The owner's basket id, without locking (reads); null when they have none. */
export async function findBasketId(db: Database, owner: BasketOwner): Promise<number | null> {
  const [row] = await db.select({ id: baskets.id }).from(baskets).where(ownedBy(owner)).limit(1);
  return row?.id ?? null;
}

/**
 * The owner's basket with its items and discount code, in one query (a read: no lock); basketId null when
 * they have none. Reading the basket is the shop's most frequent call, so its id, code and lines come back
 * together rather than one after the other.
 */
export async function findBasketWithItems(
  db: Database,
  owner: BasketOwner,
): Promise<{ basketId: number | null; discountCodeId: number | null; items: BasketItemRow[] }> {
  const rows = await db
    .select({
      basket: baskets.id,
      discountCodeId: baskets.discountCodeId,
      id: basketItems.id,
      productId: basketItems.productId,
      noticeId: basketItems.noticeId,
      quantity: basketItems.quantity,
      editionId: basketItems.editionId,
      issueNumber: basketItems.issueNumber,
      fullName: basketItems.fullName,
      honour: basketItems.honour,
    })
    .from(baskets)
    .leftJoin(basketItems, eq(basketItems.basketId, baskets.id))
    .where(ownedBy(owner))
    .orderBy(asc(basketItems.id));
  const [first] = rows;
  if (!first) return { basketId: null, discountCodeId: null, items: [] };
  const items: BasketItemRow[] = [];
  for (const row of rows)
    if (row.id !== null && row.productId !== null && row.quantity !== null)
      items.push({
        id: row.id,
        basketId: row.basket,
        productId: row.productId,
        noticeId: row.noticeId,
        quantity: row.quantity,
        editionId: row.editionId,
        issueNumber: row.issueNumber,
        fullName: row.fullName,
        honour: row.honour,
      });
  return { basketId: first.basket, discountCodeId: first.discountCodeId, items };
}

/**
 * The owner's basket id, its row locked until the transaction ends and marked used now (one statement: the
 * UPDATE takes the row lock a SELECT … FOR UPDATE would, and housekeeping's clock moves with it); null when
 * they have none. For changes to the basket; a refusal rolls the touch back with the rest.
 */
export async function lockAndTouchBasket(tx: Database, owner: BasketOwner): Promise<number | null> {
  const [row] = await tx
    .update(baskets)
    .set({ updatedAt: sql`now()` })
    .where(ownedBy(owner))
    .returning({ id: baskets.id });
  return row?.id ?? null;
}

/** The owner's basket id, its row locked until the transaction ends; null when they have none. */
export async function lockBasket(tx: Database, owner: BasketOwner): Promise<number | null> {
  const [row] = await tx
    .select({ id: baskets.id })
    .from(baskets)
    .where(ownedBy(owner))
    .limit(1)
    .for("update");
  return row?.id ?? null;
}

/**
 * The owner's basket, made if they have none, locked until the transaction ends and marked used now. Two
 * first adds at once both insert; the unique owner index lets one win and the other finds (and waits for)
 * that row.
 */
export async function lockOrCreateBasket(tx: Database, owner: BasketOwner): Promise<number> {
  const existing = await lockAndTouchBasket(tx, owner);
  if (existing !== null) return existing;
  await tx
    .insert(baskets)
    .values("userId" in owner ? { userId: owner.userId } : { visitorKey: owner.visitorKey })
    .onConflictDoNothing();
  const id = await lockAndTouchBasket(tx, owner);
  if (id === null) throw new Error("basket vanished while being made");
  return id;
}

export async function selectBasketItems(db: Database, basketId: number): Promise<BasketItemRow[]> {
  return db
    .select(itemColumns)
    .from(basketItems)
    .where(eq(basketItems.basketId, basketId))
    .orderBy(asc(basketItems.id));
}

/** Returns the new item's id. */
export async function insertBasketItem(
  tx: Database,
  basketId: number,
  item: NewBasketItemRow,
): Promise<number> {
  const [row] = await tx
    .insert(basketItems)
    .values({
      basketId,
      productId: item.productId,
      quantity: item.quantity,
      noticeId: item.noticeId ?? null,
      editionId: item.editionId ?? null,
      issueNumber: item.issueNumber ?? null,
      fullName: item.fullName ?? null,
      honour: item.honour ?? null,
    })
    .returning({ id: basketItems.id });
  if (!row) throw new Error("basket item not inserted");
  return row.id;
}

/** True when the item is in this basket (and so was changed). */
export async function updateBasketItemQuantity(
  tx: Database,
  basketId: number,
  itemId: number,
  quantity: number,
): Promise<boolean> {
  const rows = await tx
    .update(basketItems)
    .set({ quantity })
    .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basketId)))
    .returning({ id: basketItems.id });
  return rows.length > 0;
}

/**
 * Moves an item to another basket, keeping its id: a visitor's line that joins a person's basket at
 * sign-in is the same line, so a page drawn before the sign-in still names it rightly.
 */
export async function moveBasketItem(
  tx: Database,
  fromBasketId: number,
  itemId: number,
  toBasketId: number,
): Promise<void> {
  await tx
    .update(basketItems)
    .set({ basketId: toBasketId })
    .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, fromBasketId)));
}

/** True when the item was in this basket. */
export async function deleteBasketItem(tx: Database, basketId: number, itemId: number): Promise<boolean> {
  const rows = await tx
    .delete(basketItems)
    .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basketId)))
    .returning({ id: basketItems.id });
  return rows.length > 0;
}

export async function deleteAllBasketItems(tx: Database, basketId: number): Promise<void> {
  await tx.delete(basketItems).where(eq(basketItems.basketId, basketId));
}

/** Removes a basket and (by cascade) its items. */
export async function deleteBasket(tx: Database, basketId: number): Promise<void> {
  await tx.delete(baskets).where(eq(baskets.id, basketId));
}

/** Visitors' baskets not changed since `before`; returns how many went. */
export async function deleteVisitorBasketsUntouchedSince(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(baskets)
    .where(and(isNull(baskets.userId), lt(baskets.updatedAt, before)))
    .returning({ id: baskets.id });
  return rows.length;
}

/** How many things the owner's basket holds (the sum of quantities), in one query; 0 with no basket. */
export async function sumBasketQuantities(db: Database, owner: BasketOwner): Promise<number> {
  const [row] = await db
    .select({ n: sum(basketItems.quantity) })
    .from(baskets)
    .innerJoin(basketItems, eq(basketItems.basketId, baskets.id))
    .where(ownedBy(owner));
  return Number(row?.n ?? 0);
}
