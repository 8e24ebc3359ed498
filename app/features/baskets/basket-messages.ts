/** The basket's words: the service's refusals and the mini basket's texts (spec §8 where it gives them). */
import { QUANTITY_MAX, QUANTITY_MIN } from "../../lib/forms/field-schemas.ts";

export const QUANTITY_MESSAGE = `Choose a quantity from ${QUANTITY_MIN} to ${QUANTITY_MAX}.`;
export const LINE_LIMIT_MESSAGE = `You can have at most ${QUANTITY_MAX} of an item in your basket.`;
export const UNKNOWN_PRODUCT_MESSAGE = "This item cannot be bought. Please choose another.";
export const ITEM_NOT_FOUND_MESSAGE = "This item is not in your basket.";
export const EMPTY_ITEMS_MESSAGE = "Please select at least 1 product.";

/** Spec §8, the mini basket. */
export const BASKET_LOAD_ERROR =
  "A problem has occurred retrieving your basket contents. Please try again later.";
export const BASKET_SESSION_EXPIRED = "Your session has expired. Please sign-in again to view your basket.";
export const ITEM_UPDATE_ERROR = "A problem has occurred updating your item. Please try again later.";
export const ITEM_DELETE_ERROR = "A problem has occurred removing your item. Please try again later.";
export const ITEM_ERROR = "A problem has occurred. Please try again later.";
export const EMPTY_BASKET_MESSAGE = "There are no items in your basket.";

/** The one-time messages after a plain form post. */
export const FLASH = {
  added: "The item was added to your basket.",
  updated: "The quantity was updated.",
  removed: "The item was removed from your basket.",
  emptied: "All items were removed from your basket.",
} as const;

/** A placed notice in the basket (issue 12 point 6). */
export const NOTICE_LINE_MESSAGES = {
  quantity: "A notice is placed once, so its quantity cannot be changed.",
  paymentUnderWay:
    "A card payment for this notice is under way. Finish paying, or wait until the payment has ended, before changing it.",
  notWaiting: "This notice is no longer waiting for payment. Please remove it from your basket.",
  notSubmitted: "Only a finished notice waiting for payment can be added to the basket.",
  alreadyInBasket: "This notice is already in a basket.",
  visitor: "Sign in to add a notice to your basket.",
} as const;
