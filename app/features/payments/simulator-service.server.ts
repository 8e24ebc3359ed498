/**
 * The payment simulator's behaviour, behind both its REST API (simulator-api.server.ts) and its card page
 * (routes/payment-simulator/card-page.tsx): payments made, paid by test card, cancelled, confirmed late
 * and refunded, as GOV.UK Pay would. Every function takes the moment it runs at, so tests move a clock
 * instead of waiting for a delayed confirmation.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "../../db/client.server.ts";
import type { PaymentState } from "../../db/schema/shop-values.ts";
import { isFinished } from "./payment-states.ts";
import { type CardForm, cardOutcome, DELAYED_CONFIRMATION_SECONDS, FAILURES } from "./simulator-cards.ts";
import {
  changeSimulatorPaymentState,
  findSimulatorPayment,
  findSimulatorPaymentByIdempotencyKey,
  insertSimulatorPayment,
  insertSimulatorRefund,
  lockSimulatorPayment,
  type SimulatorPaymentRow,
  type SimulatorRefundRow,
  selectSimulatorRefunds,
  settleDelayedSimulatorPayment,
} from "./simulator-repository.server.ts";

export type { SimulatorPaymentRow, SimulatorRefundRow };

// Pay's ids are 26 lower-case letters and digits; 26 characters of a 32-letter alphabet carry 130 bits.
const ID_ALPHABET = "0123456789abcdefghijklmnopqrstuv";

function simulatorId(): string {
  return Array.from(randomBytes(26), (byte) => ID_ALPHABET[byte % 32]).join("");
}

/** An id the simulator could have made: anything else is not one of its payments (no query). */
export function isSimulatorId(value: string): boolean {
  return /^[0-9a-v]{26}$/.test(value);
}

/** The states a person can still pay (or cancel) from on the card page. */
const PAYABLE: readonly PaymentState[] = ["created", "started"];
/** The states the service can still cancel through the API. */
const CANCELLABLE: readonly PaymentState[] = ["created", "started", "submitted", "capturable"];

export interface NewPayment {
  amountPence: number;
  reference: string;
  description: string;
  returnUrl: string;
  email: string | null;
  idempotencyKey: string | null;
}

export type CreateResult =
  | { kind: "created" | "existing"; payment: SimulatorPaymentRow }
  /** The idempotency key was used before for a different payment. */
  | { kind: "key-reused" };

/** A new payment; with an idempotency key already used for the same payment, that payment again. */
export async function createSimulatedPayment(
  db: Database,
  input: NewPayment,
  now: Date,
): Promise<CreateResult> {
  const inserted = await insertSimulatorPayment(db, {
    paymentId: simulatorId(),
    amountPence: input.amountPence,
    reference: input.reference,
    description: input.description,
    returnUrl: input.returnUrl,
    idempotencyKey: input.idempotencyKey,
    metadata: input.email ? { email: input.email } : {},
    createdAt: now,
  });
  if (inserted) return { kind: "created", payment: inserted };
  // Only a used idempotency key makes the insert do nothing (a repeated random id is 2^-130 away).
  const existing = input.idempotencyKey
    ? await findSimulatorPaymentByIdempotencyKey(db, input.idempotencyKey)
    : null;
  if (!existing) throw new Error("simulator payment was neither inserted nor found");
  const same =
    existing.amountPence === input.amountPence &&
    existing.reference === input.reference &&
    existing.description === input.description &&
    existing.returnUrl === input.returnUrl;
  return same ? { kind: "existing", payment: existing } : { kind: "key-reused" };
}

/** The payment as it is at `now`: a delayed confirmation whose moment has passed reads as a success. */
export async function readSimulatedPayment(
  db: Database,
  paymentId: string,
  now: Date,
): Promise<SimulatorPaymentRow | null> {
  if (!isSimulatorId(paymentId)) return null;
  const payment = await findSimulatorPayment(db, paymentId);
  if (payment?.state === "submitted" && payment.settlesAt && payment.settlesAt <= now)
    return (await settleDelayedSimulatorPayment(db, paymentId, now)) ?? findSimulatorPayment(db, paymentId);
  return payment;
}

export type CancelResult = "cancelled" | "not-found" | "finished";

/** The service cancels a payment that has not finished (Pay's P0040). */
export async function cancelSimulatedPayment(
  db: Database,
  paymentId: string,
  now: Date,
): Promise<CancelResult> {
  const payment = await readSimulatedPayment(db, paymentId, now);
  if (!payment) return "not-found";
  const changed = await changeSimulatorPaymentState(db, paymentId, CANCELLABLE, {
    to: "cancelled",
    failure: FAILURES.cancelledByService,
    now,
  });
  return changed ? "cancelled" : "finished";
}

/** What can still be refunded: everything paid less what was refunded; nothing unless it was paid. */
export function refundAvailable(payment: SimulatorPaymentRow): number {
  return payment.state === "success" ? payment.amountPence - payment.refundedPence : 0;
}

/** Pay's refund_summary.status. */
export function refundStatus(payment: SimulatorPaymentRow): "pending" | "available" | "full" | "unavailable" {
  if (payment.state === "success") return refundAvailable(payment) > 0 ? "available" : "full";
  return isFinished(payment.state) ? "unavailable" : "pending";
}

export type RefundResult =
  | { kind: "refunded"; refund: SimulatorRefundRow }
  | { kind: "not-found" }
  /** Not paid, or more than is left. */
  | { kind: "not-available"; status: ReturnType<typeof refundStatus> }
  /** The caller's idea of what is left is not the simulator's. */
  | { kind: "mismatch" };

/**
 * Refunds up to what was paid. The payment is locked while it is checked and the refund added, so two
 * refunds at once cannot together take back more than was paid.
 */
export async function refundSimulatedPayment(
  db: Database,
  paymentId: string,
  request: { amountPence: number; expectedAvailablePence: number | null },
  now: Date,
): Promise<RefundResult> {
  // Settle first: a delayed confirmation whose moment has passed is paid and can be refunded.
  if (!(await readSimulatedPayment(db, paymentId, now))) return { kind: "not-found" };
  return db.transaction(async (tx): Promise<RefundResult> => {
    const payment = await lockSimulatorPayment(tx, paymentId);
    if (!payment) return { kind: "not-found" };
    const available = refundAvailable(payment);
    if (request.expectedAvailablePence !== null && request.expectedAvailablePence !== available)
      return { kind: "mismatch" };
    if (request.amountPence > available) return { kind: "not-available", status: refundStatus(payment) };
    const refund = await insertSimulatorRefund(tx, {
      refundId: simulatorId(),
      paymentId,
      amountPence: request.amountPence,
      createdAt: now,
    });
    return { kind: "refunded", refund };
  });
}

/** The payment's refunds, oldest first; null for a payment the simulator does not have. */
export async function listSimulatedRefunds(
  db: Database,
  paymentId: string,
  now: Date,
): Promise<SimulatorRefundRow[] | null> {
  if (!(await readSimulatedPayment(db, paymentId, now))) return null;
  return selectSimulatorRefunds(db, paymentId);
}

/** The card page is opened: a new payment is "started", as Pay's is once its page is visited. */
export async function openCardPage(
  db: Database,
  paymentId: string,
  now: Date,
): Promise<SimulatorPaymentRow | null> {
  const payment = await readSimulatedPayment(db, paymentId, now);
  if (payment?.state !== "created") return payment;
  return (
    (await changeSimulatorPaymentState(db, paymentId, ["created"], { to: "started", now })) ??
    findSimulatorPayment(db, paymentId)
  );
}

/**
 * The person pays with a (valid) card: its test number decides the outcome. A payment already finished
 * (paid in another tab, cancelled) is left as it is and returned, for the page to say so.
 */
export async function payByCard(
  db: Database,
  paymentId: string,
  card: CardForm,
  now: Date,
): Promise<SimulatorPaymentRow | null> {
  const outcome = cardOutcome(card.cardNumber);
  const change =
    outcome === "success"
      ? { to: "success" as const, now }
      : outcome === "declined"
        ? { to: "failed" as const, failure: FAILURES.declined, now }
        : outcome === "error"
          ? { to: "error" as const, failure: FAILURES.error, now }
          : {
              to: "submitted" as const,
              settlesAt: new Date(now.getTime() + DELAYED_CONFIRMATION_SECONDS * 1000),
              now,
            };
  return (
    (await changeSimulatorPaymentState(db, paymentId, PAYABLE, change)) ??
    readSimulatedPayment(db, paymentId, now)
  );
}

/** The person presses "Cancel payment": Pay reports it as failed with P0030. */
export async function cancelOnCardPage(
  db: Database,
  paymentId: string,
  now: Date,
): Promise<SimulatorPaymentRow | null> {
  return (
    (await changeSimulatorPaymentState(db, paymentId, PAYABLE, {
      to: "failed",
      failure: FAILURES.cancelledByUser,
      now,
    })) ?? readSimulatedPayment(db, paymentId, now)
  );
}

/** What the card page shows of a payment. */
export interface CardPageView {
  paymentId: string;
  amountPence: number;
  description: string;
  reference: string;
  returnUrl: string;
  /** Still to be paid on this page (created or started); otherwise the page says how it ended. */
  payable: boolean;
  state: PaymentState;
  failureCode: string | null;
}

export function cardPageView(payment: SimulatorPaymentRow): CardPageView {
  return {
    paymentId: payment.paymentId,
    amountPence: payment.amountPence,
    description: payment.description,
    reference: payment.reference,
    returnUrl: payment.returnUrl,
    payable: PAYABLE.includes(payment.state),
    state: payment.state,
    failureCode: payment.failureCode,
  };
}
