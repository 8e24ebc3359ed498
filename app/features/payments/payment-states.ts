/**
 * What GOV.UK Pay's payment states mean for the shop. Pure, shared by the simulator (which speaks them)
 * and the checkout (which settles orders by them).
 */
import type { PaymentState } from "../../db/schema/shop-values.ts";

/** The states in which the person's journey has ended: Pay's `state.finished`. */
export const FINISHED_STATES: readonly PaymentState[] = ["success", "failed", "cancelled", "error"];

export function isFinished(state: PaymentState): boolean {
  return FINISHED_STATES.includes(state);
}

/** Pay's code for a payment the person cancelled on the card page (its state is "failed"). */
export const CANCELLED_BY_USER_CODE = "P0030";

export type PaymentOutcome = "paid" | "failed" | "cancelled" | "pending";

/**
 * What a payment's state means for its order: success is paid; cancelled — by the service, or by the
 * person on the card page, which Pay reports as failed with P0030 — is cancelled; failed (declined,
 * expired) and error are failed; anything else (created, started, submitted, capturable) is still pending,
 * to be asked again later.
 */
export function paymentOutcome(state: PaymentState, failureCode?: string | null): PaymentOutcome {
  switch (state) {
    case "success":
      return "paid";
    case "cancelled":
      return "cancelled";
    case "failed":
      return failureCode === CANCELLED_BY_USER_CODE ? "cancelled" : "failed";
    case "error":
      return "failed";
    case "created":
    case "started":
    case "submitted":
    case "capturable":
      return "pending";
  }
}
