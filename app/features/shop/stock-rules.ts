/**
 * Stock (issue 11 point 1, ADR 015): which products count their units, and what a customer is told when
 * they ask for more than is left. Pure, so the basket, the shop pages and the checkout say the same thing.
 *
 * A product has a stock only where it applies (`products.stock` not null: the facsimile issues and the
 * remembrance pin); printed copies and certificates are made to order and never run out. Stock goes down
 * when an order is paid, never below zero (the checkout's conditional update), and is never reserved by a
 * basket: a basket may hold more than is left, and says so, until the checkout refuses it.
 */

/** What the shop and the basket show for a product with none left. */
export const OUT_OF_STOCK = "Out of stock";

/** A product's stock: null where it does not apply. */
export interface Stocked {
  name: string;
  stock: number | null;
}

export function isOutOfStock(product: Pick<Stocked, "stock">): boolean {
  return product.stock !== null && product.stock <= 0;
}

/** The refusal for `wanted` units of a product with `left` units, naming the item and what is left. */
export function stockMessage(name: string, left: number): string {
  if (left <= 0) return `${OUT_OF_STOCK}: ${name}. Please remove it from your basket.`;
  return `Only ${left} left in stock: ${name}. Please choose ${left} or fewer.`;
}

/** Why `wanted` units cannot be had (null when they can, or when the product has no stock to count). */
export function stockProblem(product: Stocked, wanted: number): string | null {
  if (product.stock === null || wanted <= product.stock) return null;
  return stockMessage(product.name, product.stock);
}

/** The units wanted of each product, over every line that holds it (one product may be on several lines). */
export function unitsByProduct(
  lines: readonly { productId: string; quantity: number }[],
): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}

/** What a paid order could not take from stock: recorded in its event for staff (ADR 015, stock rule). */
export interface StockShortfall {
  productId: string;
  name: string;
  wanted: number;
  /** Units taken from stock (all that was left). */
  taken: number;
  short: number;
}

/** A counted product's stock beside the orders paid for and not yet sent (staff's products page). */
export interface StockPosition {
  /** Units left to sell: those paid for were taken when they were paid. */
  inStock: number;
  /** Units in orders paid for and not yet sent. */
  awaitingDispatch: number;
  /** Of those, the units their payments took from stock: already set aside for them. */
  setAside: number;
}

/**
 * Units paid for that stock could not give when they were paid (a shortfall, or a product counted only
 * since): they must come out of what is in stock before those orders can be sent.
 */
export function unitsStillToTake(position: StockPosition): number {
  return Math.max(0, position.awaitingDispatch - position.setAside);
}

/** How many units the stock lacks for the paid orders waiting to be sent; 0 when it covers them. */
export function shortBy(position: StockPosition): number {
  return Math.max(0, unitsStillToTake(position) - position.inStock);
}

/** Staff's warning for a product whose stock cannot cover its paid orders. */
export function shortByMessage(units: number): string {
  return `Short by ${units}`;
}
