/**
 * SQL of stock: taking units when an order is paid and putting them back. Every change is one conditional
 * update on the product's row, so two orders racing for the last units cannot both take them and stock
 * never goes below zero (the table's CHECK says so too). Products without a stock (null) are never changed.
 */
import { and, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { products } from "../../db/schema.ts";

/** Takes `quantity` units if that many are left; false (nothing changed) when fewer are, or none are counted. */
export async function takeUnits(tx: Database, productId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), isNotNull(products.stock), gte(products.stock, quantity)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/**
 * The counted products among `ids` with what is left, their rows locked until the transaction ends (so
 * what is read here is what a following `takeAllUnits` takes). FOR NO KEY UPDATE, the lock an UPDATE of
 * the stock takes anyway: FOR UPDATE would also wait for the key-share locks that inserting order lines
 * (their foreign key to the product) holds, and two checkouts of the same product would deadlock.
 */
export function lockCountedProducts(
  tx: Database,
  ids: readonly string[],
): Promise<{ id: string; name: string; stock: number }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: products.id, name: products.name, stock: sql<number>`${products.stock}` })
    .from(products)
    .where(and(inArray(products.id, [...ids]), isNotNull(products.stock)))
    .orderBy(products.id)
    .for("no key update");
}

/** Takes whatever is left (the product's row must be locked: `lockCountedProducts`). */
export async function takeAllUnits(tx: Database, productId: string): Promise<void> {
  await tx
    .update(products)
    .set({ stock: 0 })
    .where(and(eq(products.id, productId), isNotNull(products.stock)));
}

/** Puts units back (a refund of an order never sent); products without a stock are left alone. */
export async function returnUnits(tx: Database, productId: string, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(and(eq(products.id, productId), isNotNull(products.stock)));
}

/** What is left of each counted product among `ids` (products that count none are absent). */
export async function selectStock(db: Database, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, stock: sql<number>`${products.stock}` })
    .from(products)
    .where(and(inArray(products.id, [...ids]), isNotNull(products.stock)));
  return new Map(rows.map((r) => [r.id, r.stock]));
}
