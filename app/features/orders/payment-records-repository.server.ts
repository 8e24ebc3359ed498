/**
 * SQL of the card payments asked of the provider for orders, and of refunds: what we asked, what the
 * provider last told us, and the token that ties a return address to one payment.
 */
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import {
  type PaymentProviderName,
  type PaymentState,
  payments,
  type RefundState,
  refunds,
} from "../../db/schema.ts";

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(
  db: Database,
  payment: {
    orderId: number;
    provider: PaymentProviderName;
    amountPence: number;
    returnToken: string;
    idempotencyKey: string;
  },
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(payment).returning();
  if (!row) throw new Error("the payment was not inserted");
  return row;
}

/** What the provider gave when the payment was created: its id, where the customer pays, its state. */
export async function recordProviderPayment(
  db: Database,
  id: number,
  created: { providerPaymentId: string; nextUrl: string; state: PaymentState },
): Promise<void> {
  await db
    .update(payments)
    .set({ ...created, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}

export async function setPaymentState(db: Database, id: number, state: PaymentState): Promise<void> {
  await db.update(payments).set({ state, updatedAt: sql`now()` }).where(eq(payments.id, id));
}

export async function findPaymentById(db: Database, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

export async function findPaymentByReturnToken(db: Database, token: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.returnToken, token));
  return row ?? null;
}

export function paymentsOfOrder(db: Database, orderId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}

export async function latestPaymentOfOrder(db: Database, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/**
 * Payments the provider has not told us the end of, last touched before `before`: the reconciling job
 * asks the provider about each (a server killed between the payment and the order's update).
 */
export function unsettledPayments(db: Database, before: Date, limit = 100): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.state, ["created", "started", "submitted", "capturable"]),
        lt(payments.updatedAt, before),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
}

export async function insertRefund(
  db: Database,
  refund: {
    paymentId: number;
    providerRefundId: string;
    amountPence: number;
    state: RefundState;
    actorUserId: number | null;
  },
): Promise<void> {
  await db.insert(refunds).values(refund);
}

/**
 * The payment's row, locked until the transaction ends: a refund is recorded under this lock, so the
 * staff refund and the job catching up on it never both record the same refund.
 */
export async function lockPayment(tx: Database, id: number): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("no key update");
  return row ?? null;
}

/** The provider's ids of the refunds recorded against the payment. */
export async function recordedRefundIds(db: Database, paymentId: number): Promise<Set<string>> {
  const rows = await db
    .select({ id: refunds.providerRefundId })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])));
}

export async function refundedPence(db: Database, paymentId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPence}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.state, ["submitted", "success"])));
  return row?.total ?? 0;
}
