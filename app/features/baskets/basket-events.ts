/**
 * The basket's events in the page (spec §4 "Basket requests"): each request announces start, abort,
 * success, error and complete; a changed basket tells the header's count; other scripts (the shop widget,
 * checkout) can ask the mini basket to show itself after an add.
 */
import type { BasketJson } from "./basket-json.ts";

export const BASKET_REQUEST_EVENT = "gazette:basket-request";
export const BASKET_CHANGED_EVENT = "gazette:basket-changed";
export const SHOW_BASKET_EVENT = "gazette:show-basket";

export type BasketRequestPhase = "start" | "abort" | "success" | "error" | "complete";

export interface BasketRequestDetail {
  phase: BasketRequestPhase;
  kind: "read" | "add" | "update" | "item-update" | "item-delete";
  itemId?: number;
  /** Lower-cased status text on error (spec §8). */
  error?: string;
}

export function announceBasketRequest(detail: BasketRequestDetail): void {
  document.dispatchEvent(new CustomEvent(BASKET_REQUEST_EVENT, { detail }));
}

export function announceBasketChanged(basket: BasketJson): void {
  document.dispatchEvent(new CustomEvent(BASKET_CHANGED_EVENT, { detail: basket }));
}

/** Opens the mini basket pop-up, as after adding an item (spec §4: scrolls to top and shows it). */
export function showMiniBasket(): void {
  window.scrollTo({ top: 0 });
  document.dispatchEvent(new CustomEvent(SHOW_BASKET_EVENT));
}
