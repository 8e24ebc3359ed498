/**
 * Recording a refund in our books (ADR 015): the refund's row, and the order's move to refunded with its
 * units back in stock when nothing was sent. Two paths record the same refunds: the staff refund right
 * after the provider accepts it, and the catch-up job (refund-catch-up-job.server.ts) some minutes later,
 * from the provider's own list of the payment's refunds. Both record under the payment's row lock and
 * match refunds by the provider's refund id, so whichever comes second finds the refund recorded and
 * records nothing: once, whichever of them runs, however often.
 */
import type { Database } from "../../db/client.server.ts";
import type { OrderStatus } from "../../db/schema/shop-values.ts";
import { inTransaction } from "../../db/transaction.server.ts";
import type { PaymentProvider, ProviderRefund } from "../payments/payment-provider.ts";
import { restockRefundedOrder } from "./checkout-service.server.ts";
import { nextOrderStatus, orderAllows } from "./order-machine.ts";
import { findOrder, transitionOrder } from "./order-repository.server.ts";
import {
  findPaymentById,
  insertRefund,
  lockPayment,
  type PaymentRow,
  recordedRefundIds,
  refundedPence,
} from "./payment-records-repository.server.ts";
import type { RefundCatchUp, RefundCatchUpPayload } from "./refund-catch-up-job.server.ts";

/** The facts the order machine asks of a refund: none matter to it. */
export const NO_FACTS = { totalPence: 0, creditAvailablePence: null };

/**
 * Moves a refunded order from whatever refundable status it is in now: the money has gone back already,
 * so a "Mark as sent" that slipped in since the order was read does not lose it. Units come back to
 * stock only if the order had not been sent (the stock rule). False when the order can no longer move.
 */
export async function recordRefunded(
  tx: Database,
  orderId: number,
  actorUserId: number | null,
  detail: Record<string, unknown>,
): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = await findOrder(tx, orderId);
    if (!now || !orderAllows(now.status, "refund")) return false;
    const from: OrderStatus = now.status;
    const moved = await transitionOrder(tx, {
      orderId,
      from,
      to: nextOrderStatus(from, "refund", NO_FACTS),
      event: "refund",
      actorUserId,
      detail,
    });
    if (moved) {
      await restockRefundedOrder(tx, orderId, from);
      return true;
    }
  }
  return false;
}

export interface RecordedRefunds {
  /** The refunds that were not in our books and now are. */
  recorded: ProviderRefund[];
  /** The order moved to refunded. */
  refunded: boolean;
}

/**
 * In the caller's transaction: records those of the provider's `refunds` of `payment` that we lack
 * (matched by the provider's refund id) and, once they leave nothing to refund, moves the order to
 * refunded. `detail` joins the refund event's (who or what recorded it).
 */
export async function recordProviderRefunds(
  tx: Database,
  payment: Pick<PaymentRow, "id" | "orderId" | "amountPence">,
  refunds: readonly ProviderRefund[],
  actorUserId: number | null,
  detail: Record<string, unknown> = {},
): Promise<RecordedRefunds> {
  await lockPayment(tx, payment.id);
  const known = await recordedRefundIds(tx, payment.id);
  const missing = refunds.filter((refund) => !known.has(refund.refundId));
  for (const refund of missing)
    await insertRefund(tx, {
      paymentId: payment.id,
      providerRefundId: refund.refundId,
      amountPence: refund.amountPence,
      state: refund.state,
      actorUserId,
    });
  // An errored refund gave nothing back; a part refund (made in the provider's own tool) leaves the order.
  const given = missing.filter((refund) => refund.state !== "error");
  if (given.length === 0 || (await refundedPence(tx, payment.id)) < payment.amountPence)
    return { recorded: missing, refunded: false };
  const refunded = await recordRefunded(tx, payment.orderId, actorUserId, {
    paymentId: payment.id,
    refundId: given.map((refund) => refund.refundId).join(", "),
    amountPence: given.reduce((sum, refund) => sum + refund.amountPence, 0),
    ...detail,
  });
  return { recorded: missing, refunded };
}

/**
 * The catch-up job's work: the provider's refunds of the payment, then what we lack recorded in one
 * transaction. The provider is asked outside any transaction (the simulator answers from this same app
 * and database); when it cannot be reached the error goes to the worker, which tries again later.
 */
export async function catchUpRefunds(
  db: Database,
  payments: PaymentProvider,
  { paymentId, requestedBy }: RefundCatchUpPayload,
): Promise<RecordedRefunds> {
  const payment = await findPaymentById(db, paymentId);
  // Gone with its order, or never reached the provider: there is nothing the provider could have refunded.
  if (!payment?.providerPaymentId) return { recorded: [], refunded: false };
  const refunds = await payments.listRefunds(payment.providerPaymentId);
  if (refunds.length === 0) return { recorded: [], refunded: false };
  return inTransaction(db, (tx) =>
    recordProviderRefunds(tx, payment, refunds, requestedBy, { recordedBy: "refund catch-up" }),
  );
}

/** What the job is registered with (server/jobs.ts): the catch-up through this server's provider. */
export function refundCatchUp(payments: PaymentProvider): RefundCatchUp {
  return { run: (db, payload) => catchUpRefunds(db, payments, payload) };
}
