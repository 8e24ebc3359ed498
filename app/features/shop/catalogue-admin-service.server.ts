/**
 * Staff's catalogue (issue 11 point 1): every product with its price in force and any price scheduled,
 * one product with its prices over time, changing its details, and adding a price from now or from a
 * moment to come. A price is never edited: the new row takes over at its moment, and orders keep the
 * prices they were made with (copied into their lines).
 */
import type { Database } from "../../db/client.server.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { formatPounds } from "../../lib/money.ts";
import {
  insertPrice,
  type ProductRecord,
  selectPricesOf,
  selectProduct,
  selectProductsWithPrices,
  updateProduct,
} from "./catalogue-admin-repository.server.ts";
import { effectiveMoment, type PriceRow, priceScheduleRows } from "./price-schedule.ts";
import { PRODUCT_FORM_MESSAGES, type PriceInput, type ProductDetailsInput } from "./product-forms.ts";

export interface StaffProductRow {
  id: string;
  name: string;
  vatRate: string;
  stock: string;
  active: boolean;
  price: string;
  scheduled: string | null;
}

const money = (pence: number | null) => (pence === null ? "No price" : formatPounds(pence));

/** Every product as staff's list shows it at `now`. */
export async function productsForStaff(db: Database, now = new Date()): Promise<StaffProductRow[]> {
  const rows = await selectProductsWithPrices(db, now);
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    vatRate: `${p.vatRatePercent}%`,
    stock: p.stock === null ? "Not counted" : String(p.stock),
    active: p.active,
    price: money(p.pricePence),
    scheduled:
      p.nextPricePence !== null && p.nextPriceFrom
        ? `${formatPounds(p.nextPricePence)} from ${formatDateTime(p.nextPriceFrom)}`
        : null,
  }));
}

export interface StaffProductView {
  product: Pick<
    ProductRecord,
    "id" | "name" | "description" | "stock" | "active" | "vatRatePercent" | "kind"
  >;
  prices: PriceRow[];
}

/** One product with its prices, the latest to begin first; null when there is no such product. */
export async function productForStaff(
  db: Database,
  id: string,
  now = new Date(),
): Promise<StaffProductView | null> {
  const product = await selectProduct(db, id);
  if (!product) return null;
  return { product, prices: priceScheduleRows(await selectPricesOf(db, id), now) };
}

export async function saveProductDetails(
  db: Database,
  id: string,
  input: ProductDetailsInput,
): Promise<void> {
  if (!(await updateProduct(db, id, input))) throw new DomainError("not-found", "There is no such product.");
}

/** Adds a price from now, or from a moment to come (price-schedule.ts says when). */
export async function addProductPrice(
  db: Database,
  actorUserId: number,
  id: string,
  input: PriceInput,
  now = new Date(),
): Promise<Date> {
  if (!(await selectProduct(db, id))) throw new DomainError("not-found", "There is no such product.");
  const effectiveFrom = effectiveMoment(input, now);
  const added = await insertPrice(db, {
    productId: id,
    pricePence: input.price,
    effectiveFrom,
    createdBy: actorUserId,
  });
  if (added === null) throw new DomainError("conflict", PRODUCT_FORM_MESSAGES.sameMoment);
  return effectiveFrom;
}
