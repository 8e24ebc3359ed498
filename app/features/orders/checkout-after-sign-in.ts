/**
 * Spec §4 Checkout: a visitor's change at checkout waits for sign-in (the modal), then carries on. At
 * sign-in the visitor's basket joins the account's (ADR 015): its lines keep their ids, but the account
 * may already have held items. The change then carries on only when the basket still holds exactly what
 * the page shows; otherwise the page is drawn again with a message saying why, and nothing is changed
 * (a removal, a "remove all" or a payment must not act on a basket the person has not seen).
 */
import type { BasketJson } from "../baskets/basket-json.ts";

/** The checkout's address after such a sign-in: the page says why it was drawn again. */
export const BASKET_JOINED_SEARCH = { basket: "joined" } as const;

export const BASKET_JOINED_MESSAGE =
  "You are now signed in. Your basket also holds the items that were saved in your account, so your " +
  "change has not been made. Check your basket, then carry on.";

export function basketJoinedAddress(checkoutPath: string): string {
  return `${checkoutPath}?${new URLSearchParams(BASKET_JOINED_SEARCH)}`;
}

export function isBasketJoined(search: URLSearchParams): boolean {
  return search.get("basket") === BASKET_JOINED_SEARCH.basket;
}

/** True when the basket read after sign-in has the page's lines, no more and no fewer, in the same numbers. */
export function basketStillShows(
  lines: readonly { id: number; quantity: number }[],
  basket: Pick<BasketJson, "items">,
): boolean {
  if (basket.items.length !== lines.length) return false;
  const shown = new Map(lines.map((line) => [line.id, line.quantity]));
  return basket.items.every((item) => shown.get(item.id) === Number(item.quantity));
}
