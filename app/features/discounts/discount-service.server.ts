/**
 * Discount codes for the rest of the application: the checkout reads a code and its uses and records a
 * use; staff create, list and disable codes. The rules themselves are pure (discount-rules.ts).
 */
export type { DiscountCodeRecord, NewDiscountCode } from "./discount-repository.server.ts";
export {
  countDiscountUses,
  disableDiscountCode,
  findDiscountCodeByCode,
  findDiscountCodeById,
  insertDiscountCode,
  insertRedemption,
  listDiscountCodes,
  lockDiscountCode,
} from "./discount-repository.server.ts";
