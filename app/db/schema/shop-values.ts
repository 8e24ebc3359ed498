/**
 * The fixed words of the shop's tables (CHECKs in shop.ts, baskets.ts and orders.ts keep the columns to
 * them). Pure, so forms and state machines can use exactly these values without loading the schema.
 */

/**
 * What a product is. issue-copy: a printed copy of an issue or supplement (zero-rated printed matter);
 * certificate: a certificate of a gazetted entry bearing a name and honour; commemorative: First World
 * War commemorative items; notice: a placed notice (the placement issue adds them to the same basket).
 */
export const PRODUCT_KINDS = ["issue-copy", "certificate", "commemorative", "notice"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/**
 * The one product every placed notice's basket line and order line points at (kind "notice"). It is never
 * for sale: inactive and without a price, so the shop never lists it and no form can add it; a notice's
 * line is priced from the notice itself (the fee it was submitted at).
 */
export const NOTICE_PRODUCT_ID = "notice";

/** The spec's product ids (§9) for items bought without a notice. */
export const SHOP_PRODUCT_IDS = [
  "ce1",
  "ce2",
  "ce3",
  "ww1a",
  "ww1b",
  "ww1c",
  "ww1d",
  "ww1e",
  "gaz176",
  "gaz177",
] as const;

/** A discount takes a percentage off, or a fixed amount of pence. */
export const DISCOUNT_KINDS = ["percentage", "fixed"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/**
 * An order's life (issue 11): created → awaiting-payment → paid | failed | cancelled; paid → fulfilled |
 * refunded; fulfilled → refunded. The transitions are the order state machine's (features/orders).
 */
export const ORDER_STATUSES = [
  "created",
  "awaiting-payment",
  "paid",
  "failed",
  "cancelled",
  "fulfilled",
  "refunded",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How an order is paid (spec §3 paymentType): by card through the payment provider, or on account. */
export const PAYMENT_TYPES = ["card", "purchase-order"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Which payment provider took a card payment. */
export const PAYMENT_PROVIDERS = ["simulator", "govuk-pay"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** GOV.UK Pay's payment states (its `state.status`), which the simulator speaks too. */
export const PAYMENT_STATES = [
  "created",
  "started",
  "submitted",
  "capturable",
  "success",
  "failed",
  "cancelled",
  "error",
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** GOV.UK Pay's refund states. */
export const REFUND_STATES = ["submitted", "success", "error"] as const;
export type RefundState = (typeof REFUND_STATES)[number];
