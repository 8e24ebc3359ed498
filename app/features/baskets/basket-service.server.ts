/**
 * Baskets (issue 11, ADR 015): adding, changing and removing items for a signed-in person or a visitor,
 * merging a visitor's basket at sign-in, and clearing visitors' baskets left alone. Every change locks the
 * basket row inside one transaction, and a refusal throws before anything is written (or rolls it back),
 * so a refused request changes nothing. Totals are always worked out from the lines (basket-view.ts).
 */
import type { Database } from "../../db/client.server.ts";
import { inTransaction } from "../../db/transaction.server.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { QUANTITY_MAX, QUANTITY_MIN } from "../../lib/forms/field-schemas.ts";
import { getProducts, isPurchasable, type ProductRow } from "../shop/catalogue-service.server.ts";
import { isOutOfStock, stockMessage, stockProblem, unitsByProduct } from "../shop/stock-rules.ts";
import {
  EMPTY_ITEMS_MESSAGE,
  ITEM_NOT_FOUND_MESSAGE,
  LINE_LIMIT_MESSAGE,
  NOTICE_LINE_MESSAGES,
  QUANTITY_MESSAGE,
  UNKNOWN_PRODUCT_MESSAGE,
} from "./basket-messages.ts";
import type { BasketOwner } from "./basket-owner.server.ts";
import {
  type BasketItemRow,
  commitBasketChangeAsynchronously,
  deleteAllBasketItems,
  deleteBasket,
  deleteBasketItem,
  deleteVisitorBasketsUntouchedSince,
  findBasketWithItems,
  insertBasketItem,
  lockAndTouchBasket,
  lockBasket,
  lockOrCreateBasket,
  moveBasketItem,
  selectBasketItems,
  sumBasketQuantities,
  updateBasketItemQuantity,
} from "./basket-repository.server.ts";
import { type BasketView, basketLine, basketView, EMPTY_BASKET } from "./basket-view.ts";
import { noticeItemSource, noticesOfItems, releaseNoticeLines } from "./notice-basket.server.ts";

export {
  EMPTY_ITEMS_MESSAGE,
  ITEM_NOT_FOUND_MESSAGE,
  LINE_LIMIT_MESSAGE,
  QUANTITY_MESSAGE,
  UNKNOWN_PRODUCT_MESSAGE,
} from "./basket-messages.ts";
export type { BasketOwner } from "./basket-owner.server.ts";
export type { BasketLine, BasketTotals, BasketView } from "./basket-view.ts";

export interface NewBasketItem {
  productId: string;
  quantity: number;
  editionId?: string;
  issueNumber?: number;
  fullName?: string;
  honour?: string;
}

const MAX_TEXT = 200;

/** Visitors' baskets untouched this long are deleted by housekeeping. */
export const VISITOR_BASKET_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

function checkQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < QUANTITY_MIN || quantity > QUANTITY_MAX)
    throw new DomainError("invalid-input", QUANTITY_MESSAGE);
}

/** Trimmed text or null when blank; refused when too long to be a name, honour or edition. */
function optionalText(value: string | undefined, what: string): string | null {
  const text = value?.trim() ?? "";
  if (text.length > MAX_TEXT) throw new DomainError("invalid-input", `The ${what} is too long.`);
  return text === "" ? null : text;
}

interface CleanItem {
  productId: string;
  noticeId: null;
  quantity: number;
  editionId: string | null;
  issueNumber: number | null;
  fullName: string | null;
  honour: string | null;
}

function cleanItem(item: NewBasketItem, products: Map<string, ProductRow>): CleanItem {
  const product = products.get(item.productId);
  if (!isPurchasable(product)) throw new DomainError("invalid-input", UNKNOWN_PRODUCT_MESSAGE);
  if (isOutOfStock(product)) throw new DomainError("invalid-input", stockMessage(product.name, 0));
  checkQuantity(item.quantity);
  const editionId = optionalText(item.editionId, "edition");
  const issueNumber = item.issueNumber ?? null;
  if (issueNumber !== null && (!Number.isSafeInteger(issueNumber) || issueNumber < 1))
    throw new DomainError("invalid-input", "Choose an issue.");
  // An issue belongs to an edition: both or neither (the table's CHECK says the same).
  if ((editionId === null) !== (issueNumber === null))
    throw new DomainError("invalid-input", "Choose an issue.");
  return {
    productId: item.productId,
    noticeId: null,
    quantity: item.quantity,
    editionId,
    issueNumber,
    fullName: optionalText(item.fullName, "full name"),
    honour: optionalText(item.honour, "honour"),
  };
}

type LineKey = Pick<
  BasketItemRow,
  "productId" | "noticeId" | "editionId" | "issueNumber" | "fullName" | "honour"
>;

/** The same line: one product, of the same issue, bearing the same name and honour (notices are each their own). */
function sameLine(a: LineKey, b: LineKey): boolean {
  return (
    a.noticeId === null &&
    b.noticeId === null &&
    a.productId === b.productId &&
    a.editionId === b.editionId &&
    a.issueNumber === b.issueNumber &&
    a.fullName === b.fullName &&
    a.honour === b.honour
  );
}

export async function viewOf(db: Database, basketId: number | null): Promise<BasketView> {
  if (basketId === null) return EMPTY_BASKET;
  return viewOfItems(db, basketId, await selectBasketItems(db, basketId));
}

/**
 * The view of items already read, with their products as priced now (one query) and placed notices priced
 * from the notice (one more, only when the basket holds one).
 */
async function viewOfItems(
  db: Database,
  basketId: number,
  items: readonly BasketItemRow[],
  known?: Map<string, ProductRow>,
): Promise<BasketView> {
  const products =
    known ??
    (await getProducts(
      db,
      items.map((i) => i.productId),
    ));
  const notices = await noticesOfItems(db, items);
  const lines = items.flatMap((item) => {
    if (item.noticeId !== null) return [basketLine(noticeItemSource(item, notices))];
    const product = products.get(item.productId);
    return product ? [basketLine({ ...item, product })] : [];
  });
  return basketView(basketId, lines);
}

/**
 * Inside the change's transaction, after it: refused (so rolled back) when the basket now holds more of a
 * counted product among `productIds` than is left in stock. A basket never reserves stock; this only
 * stops a customer asking for what cannot be had (the checkout checks again, and payment takes it).
 */
function refuseBeyondStock(view: BasketView, productIds: Iterable<string>): void {
  const units = unitsByProduct(view.lines);
  for (const productId of productIds) {
    const line = view.lines.find((l) => l.productId === productId);
    const problem = line ? stockProblem(line, units.get(productId) ?? 0) : null;
    if (problem) throw new DomainError("invalid-input", problem);
  }
}

/** The owner's basket; a visitor without a cookie (owner null) or an owner without a basket has an empty one. */
export async function readBasket(db: Database, owner: BasketOwner | null): Promise<BasketView> {
  return (await readBasketWithCode(db, owner)).view;
}

/** The basket and the discount code it carries, in two queries (the basket with its lines, their products). */
export async function readBasketWithCode(
  db: Database,
  owner: BasketOwner | null,
): Promise<{ view: BasketView; discountCodeId: number | null }> {
  if (!owner) return { view: EMPTY_BASKET, discountCodeId: null };
  const { basketId, discountCodeId, items } = await findBasketWithItems(db, owner);
  if (basketId === null) return { view: EMPTY_BASKET, discountCodeId: null };
  return { view: await viewOfItems(db, basketId, items), discountCodeId };
}

/** The header's "Basket (n)": the sum of quantities, one query; no cookie and no user is 0 without one. */
export async function basketItemCount(db: Database, owner: BasketOwner | null): Promise<number> {
  return owner ? sumBasketQuantities(db, owner) : 0;
}

/**
 * Adds items (one request may add several: the issue purchase form). A line already there (same product,
 * issue, name and honour) grows by the quantity added, refused above 200. Any refusal changes nothing.
 */
export async function addBasketItems(
  db: Database,
  owner: BasketOwner,
  items: readonly NewBasketItem[],
): Promise<BasketView> {
  if (items.length === 0) throw new DomainError("invalid-input", EMPTY_ITEMS_MESSAGE);
  return inTransaction(db, async (tx) => {
    await commitBasketChangeAsynchronously(tx);
    const basketId = await lockOrCreateBasket(tx, owner);
    const existing = await selectBasketItems(tx, basketId);
    // The products of the basket and of the request in one read: the refusals below and the answer's view.
    const products = await getProducts(tx, [
      ...existing.map((i) => i.productId),
      ...items.map((i) => i.productId),
    ]);
    const clean = items.map((item) => cleanItem(item, products));
    // Quantities wanted per existing line, and new lines (two of the same in one request are one line).
    const grown = new Map<number, number>();
    const fresh: CleanItem[] = [];
    for (const item of clean) {
      const line = existing.find((row) => sameLine(item, row));
      if (line) {
        const quantity = (grown.get(line.id) ?? line.quantity) + item.quantity;
        if (quantity > QUANTITY_MAX) throw new DomainError("invalid-input", LINE_LIMIT_MESSAGE);
        grown.set(line.id, quantity);
        continue;
      }
      const twin = fresh.find((f) => sameLine(f, item));
      if (twin) {
        twin.quantity += item.quantity;
        if (twin.quantity > QUANTITY_MAX) throw new DomainError("invalid-input", LINE_LIMIT_MESSAGE);
      } else fresh.push({ ...item });
    }
    for (const [itemId, quantity] of grown) await updateBasketItemQuantity(tx, basketId, itemId, quantity);
    // The basket is locked, so its lines after the change are the ones read with what was written here:
    // the answer is built from them and the products already read, rather than read again.
    const after: BasketItemRow[] = existing.map((row) => ({
      ...row,
      quantity: grown.get(row.id) ?? row.quantity,
    }));
    for (const item of fresh)
      after.push({ ...item, basketId, id: await insertBasketItem(tx, basketId, item) });
    const view = await viewOfItems(tx, basketId, after, products);
    refuseBeyondStock(
      view,
      clean.map((i) => i.productId),
    );
    return view;
  });
}

/**
 * Sets an item's quantity. The item must be in the owner's basket, and `basketId` (when the caller sends
 * one, as the spec's call does) must be that basket: otherwise 404 and nothing changes.
 */
export async function setBasketItemQuantity(
  db: Database,
  owner: BasketOwner | null,
  itemId: number,
  quantity: number,
  basketId?: number | null,
): Promise<BasketView> {
  checkQuantity(quantity);
  return inTransaction(db, async (tx) => {
    await commitBasketChangeAsynchronously(tx);
    const ownId = owner ? await lockAndTouchBasket(tx, owner) : null;
    if (ownId === null || (basketId != null && basketId !== ownId))
      throw new DomainError("not-found", ITEM_NOT_FOUND_MESSAGE);
    const item = (await selectBasketItems(tx, ownId)).find((i) => i.id === itemId);
    if (item?.noticeId != null) throw new DomainError("invalid-input", NOTICE_LINE_MESSAGES.quantity);
    if (!(await updateBasketItemQuantity(tx, ownId, itemId, quantity)))
      throw new DomainError("not-found", ITEM_NOT_FOUND_MESSAGE);
    const view = await viewOf(tx, ownId);
    const changed = view.lines.find((l) => l.id === itemId);
    if (changed) refuseBeyondStock(view, [changed.productId]);
    return view;
  });
}

/**
 * Removes one item of the owner's basket; 404 when it is not there. A placed notice goes back to draft
 * with it (refused, changing nothing, while its card payment is under way).
 */
export async function removeBasketItem(
  db: Database,
  owner: BasketOwner | null,
  itemId: number,
): Promise<BasketView> {
  return inTransaction(db, async (tx) => {
    await commitBasketChangeAsynchronously(tx);
    const ownId = owner ? await lockAndTouchBasket(tx, owner) : null;
    const item =
      ownId === null ? undefined : (await selectBasketItems(tx, ownId)).find((i) => i.id === itemId);
    if (owner && item) await releaseNoticeLines(tx, owner, [item]);
    if (ownId === null || !(await deleteBasketItem(tx, ownId, itemId)))
      throw new DomainError("not-found", ITEM_NOT_FOUND_MESSAGE);
    return viewOf(tx, ownId);
  });
}

/** One item of the owner's basket (for the removal confirmation page); null when it is not theirs. */
export async function findBasketLine(
  db: Database,
  owner: BasketOwner | null,
  itemId: number,
): Promise<BasketView["lines"][number] | null> {
  const view = await readBasket(db, owner);
  return view.lines.find((l) => l.id === itemId) ?? null;
}

/**
 * Removes everything from the owner's basket (spec §7: POST with _method=delete); placed notices go back to
 * draft with it (refused, changing nothing, while one's card payment is under way).
 */
export async function emptyBasket(db: Database, owner: BasketOwner | null): Promise<BasketView> {
  if (!owner) return EMPTY_BASKET;
  return inTransaction(db, async (tx) => {
    await commitBasketChangeAsynchronously(tx);
    const basketId = await lockAndTouchBasket(tx, owner);
    if (basketId === null) return EMPTY_BASKET;
    await releaseNoticeLines(tx, owner, await selectBasketItems(tx, basketId));
    await deleteAllBasketItems(tx, basketId);
    return basketView(basketId, []);
  });
}

/**
 * At sign-in: the visitor's basket joins the person's. The same line adds quantities (capped at 200, as
 * nobody asked for more than either basket said), other lines move across, and the visitor's basket is
 * deleted. Returns true when there was a visitor basket (the caller clears its cookie either way).
 */
export async function mergeVisitorBasket(db: Database, visitorKey: string, userId: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const visitorBasketId = await lockBasket(tx, { visitorKey });
    if (visitorBasketId === null) return false;
    const incoming = await selectBasketItems(tx, visitorBasketId);
    if (incoming.length > 0) {
      const personBasketId = await lockOrCreateBasket(tx, { userId });
      const existing = await selectBasketItems(tx, personBasketId);
      for (const item of incoming) {
        const line = existing.find((row) => sameLine(item, row));
        if (line) {
          line.quantity = Math.min(QUANTITY_MAX, line.quantity + item.quantity);
          await updateBasketItemQuantity(tx, personBasketId, line.id, line.quantity);
        } else {
          // Moved, not copied: the line keeps its id, so a checkout page drawn before the sign-in can
          // carry on with the change it was asked for (checkout-sign-in.ts).
          await moveBasketItem(tx, visitorBasketId, item.id, personBasketId);
          existing.push({ ...item, basketId: personBasketId });
        }
      }
    }
    await deleteBasket(tx, visitorBasketId);
    return true;
  });
}

/** Housekeeping: visitors' baskets untouched for 30 days; returns how many were deleted. */
export function deleteAbandonedVisitorBaskets(db: Database, now = new Date()): Promise<number> {
  return deleteVisitorBasketsUntouchedSince(db, new Date(now.getTime() - VISITOR_BASKET_MAX_AGE_MS));
}
