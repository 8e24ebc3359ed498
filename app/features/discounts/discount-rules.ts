/**
 * Whether a discount code may be used on a basket (issue 11 point 8). Pure: the checkout's service reads
 * the code's row and how often it has been used, and asks here; the answer is the discount for
 * `priceOrder` or a refusal with its message, shown against the discount field with nothing changed.
 * The checks run in the order a customer can act on: a code that does not exist or was withdrawn first,
 * then its dates, then its limits, then whether anything in the basket is covered.
 */
import { type DiscountKind, NOTICE_PRODUCT_ID } from "../../db/schema/shop-values.ts";
import { formatLongDate } from "../../lib/dates.ts";
import type { OrderDiscount } from "../orders/order-pricing.ts";

/** The columns of `discount_codes` the rules read. */
export interface DiscountCodeRow {
  code: string;
  kind: DiscountKind;
  amount: number;
  validFrom: Date | null;
  validUntil: Date | null;
  /** Empty for every product. */
  productIds: readonly string[];
  maxUses: number | null;
  maxUsesPerAccount: number | null;
  disabledAt: Date | null;
}

export interface DiscountUses {
  /** Redemptions by anyone (orders that were not cancelled or failed). */
  overall: number;
  /** Redemptions by this account; 0 for a visitor. */
  byAccount: number;
}

export const DISCOUNT_REFUSALS = [
  "unknown",
  "disabled",
  "not-yet-valid",
  "expired",
  "used-up",
  "used-up-by-account",
  "nothing-covered",
] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

export const DISCOUNT_MESSAGES = {
  unknown: "This discount code is not recognised. Check the code and try again.",
  disabled: "This discount code is no longer available.",
  notYetValid: (from: Date) => `This discount code cannot be used until ${formatLongDate(from)}.`,
  expired: (until: Date) => `This discount code expired on ${formatLongDate(until)}.`,
  usedUp: "This discount code has already been used the maximum number of times.",
  usedUpByAccount: "You have already used this discount code the maximum number of times.",
  nothingCovered: "This discount code does not apply to any item in your basket.",
} as const;

export type DiscountDecision =
  | { ok: true; discount: OrderDiscount }
  | { ok: false; refusal: DiscountRefusal; message: string };

/** What a customer typed, as codes are stored: without spaces around it, in capitals. */
export function normaliseDiscountCode(typed: string): string {
  return typed.trim().toUpperCase();
}

function refuse(refusal: DiscountRefusal, message: string): DiscountDecision {
  return { ok: false, refusal, message };
}

/**
 * The discount `row` gives a basket holding `basketProductIds` at `now`. A code is valid from its
 * `validFrom` (inclusive) until its `validUntil` (exclusive: at that moment it has expired).
 */
export function decideDiscount(
  row: DiscountCodeRow | null,
  uses: DiscountUses,
  basketProductIds: readonly string[],
  now: Date,
): DiscountDecision {
  if (row === null) return refuse("unknown", DISCOUNT_MESSAGES.unknown);
  if (row.disabledAt !== null && row.disabledAt.getTime() <= now.getTime())
    return refuse("disabled", DISCOUNT_MESSAGES.disabled);
  if (row.validFrom !== null && now.getTime() < row.validFrom.getTime())
    return refuse("not-yet-valid", DISCOUNT_MESSAGES.notYetValid(row.validFrom));
  if (row.validUntil !== null && now.getTime() >= row.validUntil.getTime())
    return refuse("expired", DISCOUNT_MESSAGES.expired(row.validUntil));
  if (row.maxUses !== null && uses.overall >= row.maxUses) return refuse("used-up", DISCOUNT_MESSAGES.usedUp);
  if (row.maxUsesPerAccount !== null && uses.byAccount >= row.maxUsesPerAccount)
    return refuse("used-up-by-account", DISCOUNT_MESSAGES.usedUpByAccount);
  // Placed notices are never discounted (order-pricing.ts discountCovers): a basket of notices alone has
  // nothing a code covers.
  const shopProductIds = basketProductIds.filter((id) => id !== NOTICE_PRODUCT_ID);
  const covers =
    row.productIds.length === 0 ? shopProductIds : shopProductIds.filter((id) => row.productIds.includes(id));
  if (covers.length === 0) return refuse("nothing-covered", DISCOUNT_MESSAGES.nothingCovered);
  return {
    ok: true,
    discount: { code: row.code, kind: row.kind, amount: row.amount, productIds: [...row.productIds] },
  };
}
