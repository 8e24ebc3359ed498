/**
 * What the checkout needs of a card payment provider (GOV.UK Pay or the built-in simulator, see
 * features/payments): the provider's own interface meets this, so checkout depends on no implementation.
 */
import type { PaymentState } from "../../db/schema/shop-values.ts";

export interface CardPayments {
  readonly name: "simulator" | "govuk-pay";
  createPayment(input: {
    amountPence: number;
    reference: string;
    description: string;
    returnUrl: string;
    idempotencyKey: string;
    email?: string;
  }): Promise<{ providerPaymentId: string; nextUrl: string; state: PaymentState }>;
  getPayment(providerPaymentId: string): Promise<{
    providerPaymentId: string;
    amountPence: number;
    state: PaymentState;
    finished: boolean;
    failure?: { code: string; message: string } | undefined;
  }>;
  refund(
    providerPaymentId: string,
    refund: { amountPence: number; expectedAvailablePence: number },
  ): Promise<{ refundId: string; state: "submitted" | "success" | "error" }>;
}

/** Pay's states as what they mean for an order. */
export type PaymentOutcome = "paid" | "failed" | "cancelled" | "pending";

export function outcomeOf(state: PaymentState): PaymentOutcome {
  switch (state) {
    case "success":
      return "paid";
    case "failed":
    case "error":
      return "failed";
    case "cancelled":
      return "cancelled";
    default:
      return "pending";
  }
}
