/**
 * Stock for the rest of the application (ADR 015, stock rule): the checkout takes an order's units in the
 * transaction that marks it paid, and a refund of an order never sent puts them back.
 *
 * Taking: the counted products' rows are locked in id order (two orders holding the same products queue
 * instead of deadlocking), then each is taken with a conditional update. When fewer are left than the
 * order holds, the caller chooses: `refuse` (nobody has paid yet: a purchase order, or nothing to pay) throws
 * the customer's message and the transaction undoes everything; `record` (the card is already charged)
 * takes what is left, stops at zero, and returns the shortfall for the order's event, for staff to send
 * later or refund.
 *
 * Staff's view (`stockForStaff`): since units are taken when an order is paid, what is in stock is what is
 * left to sell, and the paid orders not yet sent already hold theirs, except any their payment could not
 * take (a shortfall). Those must still come out of stock: when they are more than is in stock, staff are
 * told by how many it is short.
 */
import type { Database } from "../../db/client.server.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import {
  lockCountedProducts,
  returnUnits,
  selectStock,
  selectStockPositions,
  takeAllUnits,
  takeUnits,
} from "./stock-repository.server.ts";
import {
  type StockPosition,
  type StockShortfall,
  shortBy,
  shortByMessage,
  stockMessage,
  unitsByProduct,
  unitsStillToTake,
} from "./stock-rules.ts";

export type { StockShortfall } from "./stock-rules.ts";

export interface TakenStock {
  /** Units taken per counted product (what a refund may put back). */
  taken: Record<string, number>;
  shortfalls: StockShortfall[];
}

export async function takeStock(
  tx: Database,
  lines: readonly { productId: string; quantity: number }[],
  onShort: "refuse" | "record",
): Promise<TakenStock> {
  const units = unitsByProduct(lines);
  const counted = await lockCountedProducts(tx, [...units.keys()]);
  const result: TakenStock = { taken: {}, shortfalls: [] };
  for (const product of counted) {
    const wanted = units.get(product.id) ?? 0;
    if (wanted <= 0) continue;
    if (wanted <= product.stock) {
      // The row is locked, so this holds; if it ever did not, stock would not go below zero either way.
      if (!(await takeUnits(tx, product.id, wanted)))
        throw new Error(`stock of ${product.id} changed under a lock`);
      result.taken[product.id] = wanted;
      continue;
    }
    if (onShort === "refuse")
      throw new DomainError("invalid-input", stockMessage(product.name, product.stock));
    await takeAllUnits(tx, product.id);
    if (product.stock > 0) result.taken[product.id] = product.stock;
    result.shortfalls.push({
      productId: product.id,
      name: product.name,
      wanted,
      taken: product.stock,
      short: wanted - product.stock,
    });
  }
  return result;
}

/** Puts back units taken earlier (`TakenStock.taken`), in id order like `takeStock`. */
export async function returnStock(tx: Database, taken: Readonly<Record<string, number>>): Promise<void> {
  for (const productId of Object.keys(taken).sort()) {
    const units = taken[productId] ?? 0;
    if (Number.isInteger(units) && units > 0) await returnUnits(tx, productId, units);
  }
}

/** What is left of the counted products among `ids` (for tests and staff pages; baskets read it with prices). */
export function stockOf(db: Database, ids: readonly string[]): Promise<Map<string, number>> {
  return selectStock(db, ids);
}

/** A counted product's line in staff's stock table. */
export interface StaffStockRow extends StockPosition {
  id: string;
  name: string;
  /** Units of the paid orders not yet sent that their payments could not take from stock. */
  stillToTake: number;
  /** "Short by n" when the stock cannot cover them; null when it can. */
  warning: string | null;
}

/** Every counted product's stock beside its paid orders not yet sent, in catalogue order. */
export async function stockForStaff(db: Database): Promise<StaffStockRow[]> {
  return (await selectStockPositions(db)).map((position) => {
    const short = shortBy(position);
    return {
      ...position,
      stillToTake: unitsStillToTake(position),
      warning: short > 0 ? shortByMessage(short) : null,
    };
  });
}
