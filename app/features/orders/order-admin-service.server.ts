/**
 * Staff's side of orders (issue 11 points 9 and 10): finding orders by reference, status and date; one
 * order with its lines, payments, refunds and every transition; marking it as sent; refunding it.
 *
 * A refund of a card order goes through the provider first, outside any transaction (the simulator answers
 * from this same app and database), asking for the whole amount left with `expectedAvailablePence`: the
 * provider refuses when the amount left has changed, so two staff refunding the same order at once refund
 * once. Only after the provider has accepted does the order move and the refund get recorded, together
 * (refund-recording.server.ts). Before the provider is asked, a durable job is queued that will ask it
 * again a few minutes later and record the refund if we never did (the server killed in between, the
 * answer lost): refund-catch-up-job.server.ts. A refusal or a provider that is down changes nothing here
 * and says why. An order on account (a purchase order) was never paid through the provider: its refund is
 * a credit note, the order's move alone.
 */
import type { Database } from "../../db/client.server.ts";
import type { OrderStatus } from "../../db/schema/shop-values.ts";
import { inTransaction } from "../../db/transaction.server.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { DomainError, isDomainError } from "../../lib/domain-errors.ts";
import { endOfLondonDay, londonMoment } from "../../lib/london-time.ts";
import { formatPounds } from "../../lib/money.ts";
import { enqueueJob } from "../jobs/enqueue-job.server.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { orderHistory, refundsOfOrder } from "./order-admin-repository.server.ts";
import {
  type OrderDetailView,
  type OrderSummary,
  orderDetailView,
  orderSummary,
} from "./order-detail-view.ts";
import { nextOrderStatus, ORDER_MESSAGES, orderAllows } from "./order-machine.ts";
import {
  findOrderByReference,
  listOrders,
  type OrderRow,
  orderLinesOf,
  transitionOrder,
} from "./order-repository.server.ts";
import { ORDER_STATUS_LABELS } from "./order-view.ts";
import { type PaymentRow, paymentsOfOrder, refundedPence } from "./payment-records-repository.server.ts";
import { REFUND_CATCH_UP_AFTER_MS, refundCatchUpJob } from "./refund-catch-up-job.server.ts";
import { NO_FACTS, recordProviderRefunds, recordRefunded } from "./refund-recording.server.ts";

export const STAFF_ORDERS_PAGE_SIZE = 25;

export const ORDER_ADMIN_MESSAGES = {
  refundUnavailable:
    "The payment provider could not be reached, so the order has not been refunded. Try again in a few minutes.",
  nothingToRefund: "This order has no card payment left to refund, so nothing has been changed.",
  notFound: "There is no order with this reference.",
} as const;

const REFERENCE = /^GZ-\d{1,12}$/i;

/** What staff search by; dates are ISO calendar days in UK time, "" when not given. */
export interface StaffOrderQuery {
  reference: string;
  status: OrderStatus | "";
  from: string;
  to: string;
}

/** Orders matching the query, newest first, a page at a time. */
export async function searchOrders(
  db: Database,
  query: StaffOrderQuery,
  page: number,
): Promise<{ orders: OrderSummary[]; total: number }> {
  const reference = query.reference.trim().toUpperCase();
  const { rows, total } = await listOrders(
    db,
    {
      reference: reference || undefined,
      statuses: query.status ? [query.status] : undefined,
      from: query.from ? londonMoment(query.from) : undefined,
      before: query.to ? endOfLondonDay(query.to) : undefined,
    },
    { offset: (page - 1) * STAFF_ORDERS_PAGE_SIZE, limit: STAFF_ORDERS_PAGE_SIZE },
  );
  return { orders: rows.map(orderSummary), total };
}

/** The card payment a refund goes back to: the one that succeeded (a failed attempt has nothing to give). */
function paidPayment(rows: readonly PaymentRow[]): PaymentRow | null {
  return rows.findLast((p) => p.state === "success" && p.providerPaymentId !== null) ?? null;
}

export interface StaffOrderView extends OrderDetailView {
  id: number;
  paymentType: OrderRow["paymentType"];
  purchaseOrderNumber: string | null;
  payments: {
    id: number;
    provider: string;
    providerPaymentId: string;
    amount: string;
    state: string;
    at: string;
  }[];
  refunds: { id: number; amount: string; state: string; providerRefundId: string; by: string; at: string }[];
  history: { id: number; at: string; change: string; by: string; detail: string }[];
  canFulfil: boolean;
  canRefund: boolean;
  /** What a refund would give back now. */
  refundable: string;
}

/** A transition's particulars as a line of text ("paymentId: 3, state: success"). */
function describeDetail(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .filter(([key]) => key !== "basketItemIds")
    .map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`)
    .join(", ");
}

function statusWords(status: OrderStatus | null): string {
  return status ? ORDER_STATUS_LABELS[status] : "New";
}

/** How much a refund of the order would give back now, in pence. */
async function refundablePence(db: Database, order: OrderRow, payment: PaymentRow | null) {
  if (order.paymentType === "purchase-order" || !payment) return order.totalPence;
  return Math.max(0, payment.amountPence - (await refundedPence(db, payment.id)));
}

/** An order as staff see it; null for an unknown reference. */
export async function staffOrder(db: Database, reference: string): Promise<StaffOrderView | null> {
  if (!REFERENCE.test(reference)) return null;
  const order = await findOrderByReference(db, reference);
  if (!order) return null;
  const [lines, payments, refunds, history] = await Promise.all([
    orderLinesOf(db, order.id),
    paymentsOfOrder(db, order.id),
    refundsOfOrder(db, order.id),
    orderHistory(db, order.id),
  ]);
  const refundable = await refundablePence(db, order, paidPayment(payments));
  return {
    ...orderDetailView(order, lines),
    id: order.id,
    paymentType: order.paymentType,
    purchaseOrderNumber: order.purchaseOrderNumber,
    payments: payments.map((p) => ({
      id: p.id,
      provider: p.provider === "govuk-pay" ? "GOV.UK Pay" : "Payment simulator",
      providerPaymentId: p.providerPaymentId ?? "–",
      amount: formatPounds(p.amountPence),
      state: p.state,
      at: formatDateTime(p.createdAt),
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: formatPounds(r.amountPence),
      state: r.state,
      providerRefundId: r.providerRefundId ?? "–",
      by: r.actorName ?? "System",
      at: formatDateTime(r.createdAt),
    })),
    history: history.map((e) => ({
      id: e.id,
      at: formatDateTime(e.at),
      change: `${statusWords(e.fromStatus)} → ${statusWords(e.toStatus)} (${e.event})`,
      by: e.actorName ? `${e.actorName} (${e.actorEmail ?? ""})` : "System",
      detail: describeDetail(e.detail),
    })),
    canFulfil: orderAllows(order.status, "fulfil"),
    canRefund: orderAllows(order.status, "refund") && refundable > 0,
    refundable: formatPounds(refundable),
  };
}

async function orderByReference(db: Database, reference: string): Promise<OrderRow> {
  const order = REFERENCE.test(reference) ? await findOrderByReference(db, reference) : null;
  if (!order) throw new DomainError("not-found", ORDER_ADMIN_MESSAGES.notFound);
  return order;
}

/** Paid → fulfilled ("Mark as sent"), recorded with the person who did it. */
export async function fulfilOrder(db: Database, actorUserId: number, reference: string): Promise<OrderRow> {
  const order = await orderByReference(db, reference);
  const to = nextOrderStatus(order.status, "fulfil", NO_FACTS);
  const moved = await transitionOrder(db, {
    orderId: order.id,
    from: order.status,
    to,
    event: "fulfil",
    actorUserId,
    detail: {},
  });
  if (!moved) throw new DomainError("conflict", ORDER_MESSAGES.notAllowed);
  return { ...order, status: to };
}

export interface RefundOutcome {
  order: OrderRow;
  amountPence: number;
  /** A purchase order's refund: a credit note, not money through the provider. */
  creditNote: boolean;
}

/**
 * Refunds the whole amount left (paid or fulfilled → refunded). A card order's money goes back through
 * `payments` first; a refusal (the amount left has changed, another refund got there first) or a provider
 * that is down is a DomainError with its message, and nothing is changed.
 */
export async function refundOrder(
  db: Database,
  payments: PaymentProvider,
  actorUserId: number,
  reference: string,
): Promise<RefundOutcome> {
  const order = await orderByReference(db, reference);
  // Asks the table first: a finished or unpaid order is refused before anyone asks the provider.
  nextOrderStatus(order.status, "refund", NO_FACTS);
  const payment = order.paymentType === "card" ? paidPayment(await paymentsOfOrder(db, order.id)) : null;

  if (order.paymentType === "purchase-order" || (payment === null && order.totalPence === 0)) {
    const creditNote = order.paymentType === "purchase-order";
    const moved = await inTransaction(db, (tx) =>
      recordRefunded(tx, order.id, actorUserId, { amountPence: order.totalPence, creditNote }),
    );
    if (!moved) throw new DomainError("conflict", ORDER_MESSAGES.notAllowed);
    return { order: { ...order, status: "refunded" }, amountPence: order.totalPence, creditNote };
  }

  if (!payment?.providerPaymentId) throw new DomainError("conflict", ORDER_ADMIN_MESSAGES.nothingToRefund);
  const available = await refundablePence(db, order, payment);
  if (available <= 0) throw new DomainError("conflict", ORDER_ADMIN_MESSAGES.nothingToRefund);

  // Queued (and committed) before the provider is asked: if this server dies once the provider has
  // accepted, or its answer never arrives, the job finds the refund and records it.
  await enqueueJob(
    db,
    refundCatchUpJob,
    { paymentId: payment.id, requestedBy: actorUserId },
    { runAt: new Date(Date.now() + REFUND_CATCH_UP_AFTER_MS) },
  );
  let submitted: Awaited<ReturnType<PaymentProvider["refund"]>>;
  try {
    submitted = await payments.refund(payment.providerPaymentId, {
      amountPence: available,
      expectedAvailablePence: available,
    });
  } catch (error) {
    // Down, slow or busy: said in a refund's words (the provider's own message speaks of baskets). A
    // refusal keeps its reason; a fault of ours (PaymentProviderError) stays a 500 to be logged and fixed.
    if (isDomainError(error) && error.code === "unavailable")
      throw new DomainError("unavailable", ORDER_ADMIN_MESSAGES.refundUnavailable, {
        retryAfterSeconds: 60,
        cause: error,
      });
    throw error;
  }

  await inTransaction(db, (tx) =>
    recordProviderRefunds(
      tx,
      payment,
      [{ refundId: submitted.refundId, amountPence: available, state: submitted.state }],
      actorUserId,
    ),
  );
  return { order: { ...order, status: "refunded" }, amountPence: available, creditNote: false };
}
