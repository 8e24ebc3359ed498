/**
 * What the shop asks of a card payment provider, in GOV.UK Pay's terms (issue 11, ADR 015): create a
 * payment and send the person to its `nextUrl`, read its state back when they return (never trust the
 * return address), cancel one left unfinished, refund one that was paid, list a payment's refunds. Two
 * implementations meet it: the GOV.UK Pay client (govuk-pay-client.server.ts), which also talks to the
 * built-in simulator, and the "unavailable" provider of a server where card payment is switched off
 * (payment-config.server.ts).
 *
 * Pure: types and the two errors, so the checkout, the orders and the tests can share them.
 */

import type { PaymentState, RefundState } from "../../db/schema/shop-values.ts";
import { DomainError } from "../../lib/domain-errors.ts";

export interface CreatePaymentRequest {
  /** Integer pence including VAT; Pay takes 1 to 10,000,000. */
  amountPence: number;
  /** Ours, shown to staff in Pay's admin tool: the order reference (GZ-100001). At most 255 characters. */
  reference: string;
  /** What the person sees on the card page. At most 255 characters. */
  description: string;
  /** Where the card page sends the person when they finish, pay or not: an absolute address. */
  returnUrl: string;
  /** The same key twice makes one payment (a double-submitted checkout, a retried request). */
  idempotencyKey: string;
  /** Prefills the card page's e-mail field. */
  email?: string | undefined;
}

export interface CreatedPayment {
  providerPaymentId: string;
  /** The card page: redirect the person here. */
  nextUrl: string;
  state: PaymentState;
}

export interface ProviderPayment {
  providerPaymentId: string;
  amountPence: number;
  state: PaymentState;
  /** The person's journey has ended (success, failed, cancelled or error): the state will not change. */
  finished: boolean;
  /** Pay's failure code and message, when it failed (P0010 "Payment method rejected", P0030 …). */
  failure?: { code: string; message: string } | undefined;
  /** How much has been refunded so far. */
  refundedPence: number;
}

export interface RefundRequest {
  amountPence: number;
  /**
   * What we believe can still be refunded (the payment's amount less earlier refunds): Pay refuses the
   * refund when it disagrees, so two staff refunding the same order at once cannot both succeed.
   */
  expectedAvailablePence: number;
}

export interface SubmittedRefund {
  refundId: string;
  state: RefundState;
}

/** A refund of a payment as the provider holds it. */
export interface ProviderRefund extends SubmittedRefund {
  amountPence: number;
}

export interface PaymentProvider {
  /** Which provider this is, as stored with a payment (payments.provider). */
  readonly name: "govuk-pay" | "simulator";
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  getPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /** Ends an unfinished payment; a finished one is a conflict ("already-decided"). */
  cancelPayment(providerPaymentId: string): Promise<void>;
  /** A refund the provider refuses (more than is left, not paid) is a conflict with its reason. */
  refund(providerPaymentId: string, request: RefundRequest): Promise<SubmittedRefund>;
  /**
   * Every refund the provider has of the payment, oldest first: how a refund it accepted but whose
   * answer we never recorded (a server killed in between) is found again.
   */
  listRefunds(providerPaymentId: string): Promise<ProviderRefund[]>;
}

/** Spec-style wording for a provider that cannot take payments now: the basket is kept. */
export const PAYMENT_UNAVAILABLE_MESSAGE =
  "Card payments are not available at the moment. Your basket has been kept: try again in a few minutes, or pay by purchase order if your organisation has a credit account.";

/** Come back in a few minutes (sent as Retry-After). */
const RETRY_AFTER_SECONDS = 300;

/** The provider is down, slow, busy or switched off: the person is told, nothing is lost. */
export function paymentUnavailable(cause?: unknown): DomainError {
  return new DomainError("unavailable", PAYMENT_UNAVAILABLE_MESSAGE, {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
    cause,
  });
}

/**
 * The provider refused a request because of how we made it (a bad key, a field it does not accept, a
 * payment it does not know): a fault of ours to log and fix, answered as a 500, never shown to the person.
 */
export class PaymentProviderError extends Error {
  /** The provider's HTTP status (named so that nothing mistakes it for the status of our answer). */
  readonly providerStatus: number;
  readonly code: string | undefined;

  constructor(message: string, providerStatus: number, code?: string) {
    super(message);
    this.name = "PaymentProviderError";
    this.providerStatus = providerStatus;
    this.code = code;
  }
}
