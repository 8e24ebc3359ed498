/**
 * SQL of stock: taking units when an order is paid and putting them back. Every change is one conditional
 * update on the product's row, so two orders racing for the last units cannot both take them and stock
 * never goes below zero (the table's CHECK says so too). Products without a stock (null) are never changed.
 * And what staff see of it: each counted product's stock beside the paid orders still to be sent.
 */
import { and, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { orderEvents, orderLines, orders, products } from "../../db/schema.ts";
import type { StockPosition } from "./stock-rules.ts";

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

export interface CountedProductStock extends StockPosition {
  id: string;
  name: string;
}

/**
 * Every counted product, in catalogue order, with what is left and, over the orders paid and not yet sent,
 * the units they hold and the units their payment took from stock (the paid event's `stockTaken`).
 */
export async function selectStockPositions(db: Database): Promise<CountedProductStock[]> {
  const result = await db.execute<{
    id: string;
    name: string;
    in_stock: number;
    awaiting_dispatch: number;
    set_aside: number;
  }>(sql`
    with awaiting as (
      select ${orderLines.productId} as product_id, sum(${orderLines.quantity})::int as units
      from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
      where ${orders.status} = 'paid'
      group by ${orderLines.productId}
    ), set_aside as (
      select taken.key as product_id, sum(taken.value::int)::int as units
      from ${orders}
      join ${orderEvents} on ${orderEvents.orderId} = ${orders.id} and ${orderEvents.toStatus} = 'paid'
      cross join lateral jsonb_each_text(
        case when jsonb_typeof(${orderEvents.detail} -> 'stockTaken') = 'object'
          then ${orderEvents.detail} -> 'stockTaken' else '{}'::jsonb end
      ) as taken
      where ${orders.status} = 'paid'
      group by taken.key
    )
    select ${products.id} as id, ${products.name} as name, ${products.stock} as in_stock,
      coalesce(awaiting.units, 0) as awaiting_dispatch, coalesce(set_aside.units, 0) as set_aside
    from ${products}
    left join awaiting on awaiting.product_id = ${products.id}
    left join set_aside on set_aside.product_id = ${products.id}
    where ${products.stock} is not null
    order by ${products.sortOrder}, ${products.id}`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    inStock: Number(row.in_stock),
    awaitingDispatch: Number(row.awaiting_dispatch),
    setAside: Number(row.set_aside),
  }));
}
