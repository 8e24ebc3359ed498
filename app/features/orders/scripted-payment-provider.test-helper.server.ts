/**
 * Test-only: a card payment provider whose answers the test chooses, shared by the checkout's, the
 * stock's and the refunds' database tests (the browser journeys and the payments tests drive the real
 * GOV.UK Pay client against the simulator instead). It keeps what Pay keeps: payments by id (the same
 * idempotency key gives the same payment), their state, and their refunds, with the amount left to refund
 * that a refund must expect (Pay's refund_amount_available) or be refused. A test can take it down (every
 * call is "unavailable"), hold refunds until several have arrived, and run something right after a refund
 * is accepted (a server dying there).
 */
import type { PaymentState } from "../../db/schema/shop-values.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import {
  REFUND_AMOUNT_CHANGED_MESSAGE,
  REFUND_NOT_AVAILABLE_MESSAGE,
} from "../payments/govuk-pay-client.server.ts";
import type * as Pay from "../payments/payment-provider.ts";
import { PaymentProviderError, paymentUnavailable } from "../payments/payment-provider.ts";

export interface ScriptedPayment {
  amountPence: number;
  state: PaymentState;
  idempotencyKey: string | null;
  refunds: Pay.ProviderRefund[];
}

/** Payment ids unique across every provider of a test file (its tests share one database). */
let nextId = 1;

export class ScriptedPaymentProvider implements Pay.PaymentProvider {
  readonly name = "simulator" as const;
  readonly payments = new Map<string, ScriptedPayment>();
  /** Every refund asked for, accepted or not. */
  readonly refundCalls: { id: string; request: Pay.RefundRequest }[] = [];
  /** While true, every call fails as a provider out of reach does. */
  down = false;
  /** Runs after a refund is accepted and before it is answered. */
  afterRefund: ((providerPaymentId: string) => Promise<void>) | null = null;
  private holdUntil = 0;
  private release: () => void = () => {};
  private held: Promise<void> = Promise.resolve();

  /** `paid`: payments made elsewhere (makePaidOrder's), by provider id, with their amounts. */
  constructor(paid: Readonly<Record<string, number>> = {}) {
    for (const [id, amountPence] of Object.entries(paid))
      this.payments.set(id, { amountPence, state: "success", idempotencyKey: null, refunds: [] });
  }

  /** Every payment still waiting for its card ends in `state`. */
  finish(state: PaymentState = "success"): void {
    for (const payment of this.payments.values()) if (payment.state === "created") payment.state = state;
  }

  /** What is left to refund of a payment, as the provider counts it. */
  leftToRefund(id: string): number {
    const payment = this.payments.get(id);
    if (payment?.state !== "success") return 0;
    const refunded = payment.refunds
      .filter((r) => r.state !== "error")
      .reduce((n, r) => n + r.amountPence, 0);
    return payment.amountPence - refunded;
  }

  /** Refunds wait until `n` have been asked for, so that they all read the order before any is recorded. */
  holdRefundsUntil(n: number): void {
    this.holdUntil = n;
    this.held = new Promise<void>((resolve) => {
      this.release = resolve;
    });
  }

  private reachable(): void {
    if (this.down) throw paymentUnavailable(new Error("connection refused"));
  }

  private known(id: string): ScriptedPayment {
    const payment = this.payments.get(id);
    if (!payment) throw new PaymentProviderError(`no payment ${id}`, 404);
    return payment;
  }

  async createPayment(request: Pay.CreatePaymentRequest): Promise<Pay.CreatedPayment> {
    this.reachable();
    const existing = [...this.payments].find(([, p]) => p.idempotencyKey === request.idempotencyKey);
    const id = existing?.[0] ?? `scripted-pay-${nextId++}`;
    if (!existing)
      this.payments.set(id, {
        amountPence: request.amountPence,
        state: "created",
        idempotencyKey: request.idempotencyKey,
        refunds: [],
      });
    return { providerPaymentId: id, nextUrl: `https://pay.example/card/${id}`, state: "created" };
  }

  async getPayment(id: string): Promise<Pay.ProviderPayment> {
    this.reachable();
    const payment = this.known(id);
    return {
      providerPaymentId: id,
      amountPence: payment.amountPence,
      state: payment.state,
      finished: payment.state !== "created",
      refundedPence: payment.amountPence - this.leftToRefund(id),
    };
  }

  async cancelPayment(): Promise<void> {
    this.reachable();
  }

  async refund(id: string, request: Pay.RefundRequest): Promise<Pay.SubmittedRefund> {
    this.refundCalls.push({ id, request });
    this.reachable();
    if (this.refundCalls.length === this.holdUntil) this.release();
    await this.held;
    const left = this.leftToRefund(id);
    if (request.expectedAvailablePence !== left)
      throw new DomainError("conflict", REFUND_AMOUNT_CHANGED_MESSAGE);
    if (request.amountPence > left) throw new DomainError("conflict", REFUND_NOT_AVAILABLE_MESSAGE);
    const payment = this.known(id);
    const refund: Pay.ProviderRefund = {
      refundId: `${id}-refund-${payment.refunds.length + 1}`,
      amountPence: request.amountPence,
      state: "success",
    };
    payment.refunds.push(refund);
    await this.afterRefund?.(id);
    return { refundId: refund.refundId, state: refund.state };
  }

  async listRefunds(id: string): Promise<Pay.ProviderRefund[]> {
    this.reachable();
    return this.known(id).refunds.map((refund) => ({ ...refund }));
  }
}
