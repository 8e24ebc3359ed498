/**
 * Addresses of the basket and checkout that the shop's pages post to, fetch or link to (spec §2, §7),
 * written once and typed with `href()`.
 */
import { href } from "react-router";

/** The basket (the mini basket's page without JavaScript) and where an item is added (POST). */
export const BASKET_PATH = href("/my-gazette/basket");
/** The shop widget's cost summary fragment: `?item=&quantity=`. */
export const COSTS_PARTIAL_PATH = href("/assets/gazettesShopWidget/views/costsPartial.html");
export const CHECKOUT_PATH = href("/checkout");
