/**
 * What the checkout asks of a basket: the basket locked for the length of the order's transaction (so an
 * item changed in another tab waits, and the order is made from exactly what was shown), the discount code
 * it carries, and removing what was ordered once it is paid.
 */
import type { Database } from "../../db/client.server.ts";
import {
  deleteOrderedItems,
  selectBasketDiscountId,
  updateBasketDiscountId,
} from "./basket-checkout-repository.server.ts";
import type { BasketOwner } from "./basket-owner.server.ts";
import { findBasketId, lockBasket } from "./basket-repository.server.ts";
import { type BasketView, readBasketWithCode, viewOf } from "./basket-service.server.ts";

export interface CheckoutBasket {
  view: BasketView;
  discountCodeId: number | null;
}

/** The owner's basket and its discount code (an owner without one has an empty basket and no code). */
export function readCheckoutBasket(db: Database, owner: BasketOwner | null): Promise<CheckoutBasket> {
  return readBasketWithCode(db, owner);
}

/** Inside a transaction: the same, with the basket's row locked until it ends. */
export async function lockCheckoutBasket(tx: Database, owner: BasketOwner): Promise<CheckoutBasket> {
  const basketId = await lockBasket(tx, owner);
  return {
    view: await viewOf(tx, basketId),
    discountCodeId: basketId === null ? null : await selectBasketDiscountId(tx, basketId),
  };
}

/** Puts a code on the basket (the rules were asked first) or takes it off (null). False without a basket. */
export async function setBasketDiscount(
  db: Database,
  owner: BasketOwner,
  discountCodeId: number | null,
): Promise<boolean> {
  const basketId = await findBasketId(db, owner);
  if (basketId === null) return false;
  await updateBasketDiscountId(db, basketId, discountCodeId);
  return true;
}

/** Once an order is paid: its items leave the basket (anything added since stays). */
export async function removeOrderedItems(db: Database, basketId: number, itemIds: readonly number[]) {
  await deleteOrderedItems(db, basketId, itemIds);
}
