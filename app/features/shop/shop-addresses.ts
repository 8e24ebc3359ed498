/**
 * Addresses of the shop that the basket's and checkout's routes answer (spec §2, §7). Their routes are
 * built on other branches, so `href()` cannot type them here yet; written once, so they are replaced in
 * one place when it can.
 */

/** The basket (the mini basket's page without JavaScript) and where an item is added (POST). */
export const BASKET_PATH = "/my-gazette/basket";
export const BASKET_DATA_PATH = "/my-gazette/basket/data.json";
export const CHECKOUT_PATH = "/checkout";
/** The shop widget's cost summary fragment: `?item=&quantity=`. */
export const COSTS_PARTIAL_PATH = "/assets/gazettesShopWidget/views/costsPartial.html";
