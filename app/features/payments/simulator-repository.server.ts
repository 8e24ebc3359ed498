/**
 * SQL for the payment simulator's own records (simulator_payments, simulator_refunds). Changes of state
 * are conditional updates (`where state in (…)`), so two servers finishing the same card page, or a card
 * page and a cancel racing, make one change and the other finds it made.
 */
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { PaymentState } from "../../db/schema/shop-values.ts";
import { simulatorPayments, simulatorRefunds } from "../../db/schema.ts";

export type SimulatorPaymentRow = typeof simulatorPayments.$inferSelect;
export type SimulatorRefundRow = typeof simulatorRefunds.$inferSelect;

export interface NewSimulatorPayment {
  paymentId: string;
  amountPence: number;
  reference: string;
  description: string;
  returnUrl: string;
  idempotencyKey: string | null;
  metadata: Record<string, string>;
  createdAt: Date;
}

/** The new payment, or null when a payment with its idempotency key exists already. */
export async function insertSimulatorPayment(
  db: Database,
  payment: NewSimulatorPayment,
): Promise<SimulatorPaymentRow | null> {
  const [row] = await db
    .insert(simulatorPayments)
    .values({ ...payment, updatedAt: payment.createdAt })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findSimulatorPayment(
  db: Database,
  paymentId: string,
): Promise<SimulatorPaymentRow | null> {
  const [row] = await db
    .select()
    .from(simulatorPayments)
    .where(eq(simulatorPayments.paymentId, paymentId))
    .limit(1);
  return row ?? null;
}

export async function findSimulatorPaymentByIdempotencyKey(
  db: Database,
  idempotencyKey: string,
): Promise<SimulatorPaymentRow | null> {
  const [row] = await db
    .select()
    .from(simulatorPayments)
    .where(eq(simulatorPayments.idempotencyKey, idempotencyKey))
    .limit(1);
  return row ?? null;
}

/** The payment, locked until the transaction ends (a refund reads, checks and adds under the lock). */
export async function lockSimulatorPayment(
  db: Database,
  paymentId: string,
): Promise<SimulatorPaymentRow | null> {
  const [row] = await db
    .select()
    .from(simulatorPayments)
    .where(eq(simulatorPayments.paymentId, paymentId))
    .for("update")
    .limit(1);
  return row ?? null;
}

export interface StateChange {
  to: PaymentState;
  failure?: { code: string; message: string } | null;
  settlesAt?: Date | null;
  now: Date;
}

/** Moves the payment to `change.to` if it is in one of `from`; the changed row, or null if it was not. */
export async function changeSimulatorPaymentState(
  db: Database,
  paymentId: string,
  from: readonly PaymentState[],
  change: StateChange,
): Promise<SimulatorPaymentRow | null> {
  const [row] = await db
    .update(simulatorPayments)
    .set({
      state: change.to,
      failureCode: change.failure?.code ?? null,
      failureMessage: change.failure?.message ?? null,
      settlesAt: change.settlesAt ?? null,
      updatedAt: change.now,
    })
    .where(and(eq(simulatorPayments.paymentId, paymentId), inArray(simulatorPayments.state, [...from])))
    .returning();
  return row ?? null;
}

/** A delayed confirmation whose moment has come becomes a success (the settling moment is kept). */
export async function settleDelayedSimulatorPayment(
  db: Database,
  paymentId: string,
  now: Date,
): Promise<SimulatorPaymentRow | null> {
  const [row] = await db
    .update(simulatorPayments)
    .set({ state: "success", updatedAt: now })
    .where(
      and(
        eq(simulatorPayments.paymentId, paymentId),
        eq(simulatorPayments.state, "submitted"),
        lte(simulatorPayments.settlesAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Records a refund of a payment locked by `lockSimulatorPayment` in the same transaction. */
export async function insertSimulatorRefund(
  tx: Database,
  refund: { refundId: string; paymentId: string; amountPence: number; createdAt: Date },
): Promise<SimulatorRefundRow> {
  await tx
    .update(simulatorPayments)
    .set({
      refundedPence: sql`${simulatorPayments.refundedPence} + ${refund.amountPence}`,
      updatedAt: refund.createdAt,
    })
    .where(eq(simulatorPayments.paymentId, refund.paymentId));
  const [row] = await tx
    .insert(simulatorRefunds)
    .values({ ...refund, state: "success" })
    .returning();
  return row!;
}

/** The payment's refunds, oldest first. */
export function selectSimulatorRefunds(db: Database, paymentId: string): Promise<SimulatorRefundRow[]> {
  return db
    .select()
    .from(simulatorRefunds)
    .where(eq(simulatorRefunds.paymentId, paymentId))
    .orderBy(asc(simulatorRefunds.createdAt), asc(simulatorRefunds.refundId));
}
