/** The shop's catalogue, read side: what can be bought and at what price now. Staff editing comes later. */
import type { Database } from "../../db/client.server.ts";
import { type ProductRow, selectActiveProducts, selectProductsByIds } from "./catalogue-repository.server.ts";

export type { ProductRow } from "./catalogue-repository.server.ts";

/** A product that can be bought: active, with a price in force. */
export type Product = ProductRow & { pricePence: number };

export function isPurchasable(product: ProductRow | null | undefined): product is Product {
  return Boolean(product?.active && product.pricePence !== null);
}

/** The products on sale now, in catalogue order. */
export function listProducts(db: Database, now = new Date()): Promise<Product[]> {
  return selectActiveProducts(db, now) as Promise<Product[]>;
}

/** One product (withdrawn or unpriced ones too, so a basket can say why it cannot be bought); null if unknown. */
export async function getProduct(db: Database, id: string, now = new Date()): Promise<ProductRow | null> {
  const [row] = await selectProductsByIds(db, [id], now);
  return row ?? null;
}

/** Several products by id at once, keyed by id (unknown ids are absent). */
export async function getProducts(
  db: Database,
  ids: readonly string[],
  now = new Date(),
): Promise<Map<string, ProductRow>> {
  const unique = [...new Set(ids)];
  const rows = await selectProductsByIds(db, unique, now);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The price in force now in pence including VAT; null when the product is unknown, withdrawn or unpriced. */
export async function priceOf(db: Database, id: string, now = new Date()): Promise<number | null> {
  const product = await getProduct(db, id, now);
  return isPurchasable(product) ? product.pricePence : null;
}
