/** SQL the checkout needs of a basket: the discount code it carries, and taking out what was ordered. */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { basketItems, baskets } from "../../db/schema.ts";

export async function selectBasketDiscountId(db: Database, basketId: number): Promise<number | null> {
  const [row] = await db.select({ id: baskets.discountCodeId }).from(baskets).where(eq(baskets.id, basketId));
  return row?.id ?? null;
}

export async function updateBasketDiscountId(
  db: Database,
  basketId: number,
  discountCodeId: number | null,
): Promise<void> {
  await db.update(baskets).set({ discountCodeId, updatedAt: sql`now()` }).where(eq(baskets.id, basketId));
}

/** Deletes the items that were ordered (those still there); the code goes with them when none is left. */
export async function deleteOrderedItems(db: Database, basketId: number, itemIds: readonly number[]) {
  if (itemIds.length > 0)
    await db
      .delete(basketItems)
      .where(and(eq(basketItems.basketId, basketId), inArray(basketItems.id, [...itemIds])));
  await db
    .update(baskets)
    .set({ discountCodeId: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(baskets.id, basketId),
        sql`not exists (select 1 from ${basketItems} where ${basketItems.basketId} = ${basketId})`,
      ),
    );
}
