/**
 * SQL of staff's catalogue: every product with the price in force and the next one scheduled, a product's
 * prices over time, changing a product's words, stock and whether it is sold, and adding a price. Prices
 * are never updated: a change is a new row from a moment on (ADR 015), so an order keeps what it paid.
 */
import { and, asc, desc, eq, gt, ne } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { NOTICE_PRODUCT_ID } from "../../db/schema/shop-values.ts";
import { productPrices, products } from "../../db/schema.ts";
import { pricesInForce } from "./catalogue-repository.server.ts";

export type ProductRecord = typeof products.$inferSelect;
export type PriceRecord = typeof productPrices.$inferSelect;

export interface ProductWithPrices extends ProductRecord {
  /** Pence including VAT; null when no price has begun. */
  pricePence: number | null;
  /** The earliest price not yet begun, if any. */
  nextPricePence: number | null;
  nextPriceFrom: Date | null;
}

/**
 * Every product, in catalogue order, with its price at `now` and the next one scheduled after it. Not the
 * placed notices' product: a notice is priced by its fee (/admin/notice-fees), and staff must not put it
 * on sale.
 */
export async function selectProductsWithPrices(db: Database, now: Date): Promise<ProductWithPrices[]> {
  const inForce = pricesInForce(db, now);
  const next = db
    .selectDistinctOn([productPrices.productId], {
      productId: productPrices.productId,
      pricePence: productPrices.pricePence,
      effectiveFrom: productPrices.effectiveFrom,
    })
    .from(productPrices)
    .where(gt(productPrices.effectiveFrom, now))
    .orderBy(productPrices.productId, asc(productPrices.effectiveFrom))
    .as("next_price");
  const rows = await db
    .select({
      product: products,
      pricePence: inForce.pricePence,
      nextPricePence: next.pricePence,
      nextPriceFrom: next.effectiveFrom,
    })
    .from(products)
    .leftJoin(inForce, eq(inForce.productId, products.id))
    .leftJoin(next, eq(next.productId, products.id))
    .where(ne(products.id, NOTICE_PRODUCT_ID))
    .orderBy(asc(products.sortOrder), asc(products.id));
  return rows.map((r) => ({
    ...r.product,
    pricePence: r.pricePence,
    nextPricePence: r.nextPricePence,
    nextPriceFrom: r.nextPriceFrom,
  }));
}

export async function selectProduct(db: Database, id: string): Promise<ProductRecord | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), ne(products.id, NOTICE_PRODUCT_ID)));
  return row ?? null;
}

/** The product's prices, the latest to begin first. */
export function selectPricesOf(db: Database, productId: string): Promise<PriceRecord[]> {
  return db
    .select()
    .from(productPrices)
    .where(eq(productPrices.productId, productId))
    .orderBy(desc(productPrices.effectiveFrom), desc(productPrices.id));
}

export async function updateProduct(
  db: Database,
  id: string,
  change: { name: string; description: string; stock: number | null; active: boolean },
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set(change)
    .where(and(eq(products.id, id), ne(products.id, NOTICE_PRODUCT_ID)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** A new price from a moment on; null when the product already has a price from that very moment. */
export async function insertPrice(
  db: Database,
  price: { productId: string; pricePence: number; effectiveFrom: Date; createdBy: number | null },
): Promise<number | null> {
  const [row] = await db
    .insert(productPrices)
    .values(price)
    .onConflictDoNothing()
    .returning({ id: productPrices.id });
  return row?.id ?? null;
}
