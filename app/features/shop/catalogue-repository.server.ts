/**
 * SQL for the catalogue's read side: products with the price in force at a moment, which is the latest
 * `product_prices` row whose effective_from has begun (prices change by adding a row, ADR 015).
 */
import { and, asc, desc, eq, inArray, lte, ne } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { NOTICE_PRODUCT_ID, type ProductKind } from "../../db/schema/shop-values.ts";
import { productPrices, products } from "../../db/schema.ts";

export interface ProductRow {
  id: string;
  kind: ProductKind;
  name: string;
  description: string;
  vatRatePercent: number;
  stock: number | null;
  needsIssue: boolean;
  needsName: boolean;
  active: boolean;
  sortOrder: number;
  /** Pence including VAT; null when no price has begun yet (the product cannot be bought). */
  pricePence: number | null;
}

/** One row per product: its latest price that has begun by `now`. */
export function pricesInForce(db: Database, now: Date) {
  return db
    .selectDistinctOn([productPrices.productId], {
      productId: productPrices.productId,
      pricePence: productPrices.pricePence,
    })
    .from(productPrices)
    .where(lte(productPrices.effectiveFrom, now))
    .orderBy(productPrices.productId, desc(productPrices.effectiveFrom))
    .as("price_in_force");
}

function productQuery(db: Database, now: Date) {
  const price = pricesInForce(db, now);
  return db
    .select({
      id: products.id,
      kind: products.kind,
      name: products.name,
      description: products.description,
      vatRatePercent: products.vatRatePercent,
      stock: products.stock,
      needsIssue: products.needsIssue,
      needsName: products.needsName,
      active: products.active,
      sortOrder: products.sortOrder,
      pricePence: price.pricePence,
    })
    .from(products)
    .leftJoin(price, eq(price.productId, products.id));
}

/** Every product that can be bought now, in catalogue order (never the placed notices' product). */
export async function selectActiveProducts(db: Database, now: Date): Promise<ProductRow[]> {
  const rows = await productQuery(db, now)
    .where(and(eq(products.active, true), ne(products.id, NOTICE_PRODUCT_ID)))
    .orderBy(asc(products.sortOrder), asc(products.id));
  return rows.filter((r) => r.pricePence !== null);
}

/** The named products (withdrawn ones too: a basket or an order may still hold them). */
export async function selectProductsByIds(
  db: Database,
  ids: readonly string[],
  now: Date,
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return productQuery(db, now).where(inArray(products.id, [...ids]));
}
