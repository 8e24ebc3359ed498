/**
 * Helpers the checkout calls around a card payment, independent of orders: the random token its return
 * address carries, and what a payment's state means for the order. The provider itself is in the request
 * context (`context.get(appContext).payments`, chosen by payment-config.server.ts).
 */
import { randomBytes } from "node:crypto";

export {
  CANCELLED_BY_USER_CODE,
  isFinished,
  type PaymentOutcome,
  paymentOutcome,
} from "./payment-states.ts";

/**
 * A return address's token (`/checkout/return/{token}`): 32 random bytes, URL-safe. It only names one
 * payment to read back from the provider; it proves nothing, so a replayed or forged one cannot pay.
 */
export function returnToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The shape of a token `returnToken` makes, for routes to refuse anything else before a query. */
export const RETURN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
