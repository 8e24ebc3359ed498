/**
 * SQL of orders: making one with its lines (prices copied as sold), moving its status with the event
 * recorded in the same statement batch, and reading orders for their owner and for staff.
 */
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import {
  type OrderAddress,
  type OrderStatus,
  orderEvents,
  orderLines,
  orders,
  type PaymentType,
  payments,
} from "../../db/schema.ts";

export interface NewOrderLine {
  productId: string;
  noticeId: number | null;
  name: string;
  quantity: number;
  unitPricePence: number;
  vatRatePercent: number;
  discountPence: number;
  grossPence: number;
  netPence: number;
  vatPence: number;
  editionId: string | null;
  issueNumber: number | null;
  fullName: string | null;
  honour: string | null;
}

export interface NewOrder {
  userId: number | null;
  organisationId: number | null;
  paymentType: PaymentType;
  purchaseOrderNumber: string | null;
  deliveryAddress: OrderAddress | null;
  invoiceAddress: OrderAddress;
  email: string;
  discountCodeId: number | null;
  discountCode: string | null;
  subtotalPence: number;
  discountPence: number;
  netPence: number;
  vatPence: number;
  totalPence: number;
  idempotencyKey: string;
  lines: readonly NewOrderLine[];
}

export type { OrderAddress };

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/**
 * Inserts the order (status "created", reference GZ- and the next number), its lines and its first event.
 * Run inside a transaction: an order is never seen without its lines.
 */
export async function insertOrder(db: Database, order: NewOrder, detail: Record<string, unknown>) {
  const { lines, ...columns } = order;
  const [row] = await db
    .insert(orders)
    .values({ ...columns, reference: sql`'GZ-' || nextval('order_reference_seq')` })
    .returning();
  if (!row) throw new Error("the order was not inserted");
  if (lines.length > 0)
    await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
  await db
    .insert(orderEvents)
    .values({ orderId: row.id, event: "create", fromStatus: null, toStatus: "created", detail });
  return row;
}

/**
 * Removes an order that never reached the payment provider (still "created", no payment the provider
 * knows): as if it had not been made, so the same checkout can be sent again. Its lines, events, payment
 * rows and discount use go with it.
 */
export async function deleteUnstartedOrder(db: Database, orderId: number): Promise<boolean> {
  const rows = await db
    .delete(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, "created"),
        sql`not exists (select 1 from ${payments} where ${payments.orderId} = ${orderId} and ${payments.providerPaymentId} is not null)`,
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

export async function findOrderByIdempotencyKey(db: Database, key: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row ?? null;
}

export async function findOrder(db: Database, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export async function findOrderByReference(db: Database, reference: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.reference, reference.toUpperCase()));
  return row ?? null;
}

export function orderLinesOf(db: Database, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

export function orderEventsOf(db: Database, orderId: number): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

/**
 * Moves the order from `from` to `to` only if it is still in `from`, and records the event with it: of
 * two racing settlements (the customer's return and the reconciling job) exactly one moves the order.
 * False when the order was not in `from` (nothing written).
 */
export async function transitionOrder(
  db: Database,
  change: {
    orderId: number;
    from: OrderStatus;
    to: OrderStatus;
    event: string;
    actorUserId: number | null;
    detail: Record<string, unknown>;
  },
): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ status: change.to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, change.orderId), eq(orders.status, change.from)))
    .returning({ id: orders.id });
  if (moved.length === 0) return false;
  await db.insert(orderEvents).values({
    orderId: change.orderId,
    event: change.event,
    fromStatus: change.from,
    toStatus: change.to,
    actorUserId: change.actorUserId,
    detail: change.detail,
  });
  return true;
}

/**
 * Sets a purchase order's number while it waits for confirmation (still "created"); false when the order
 * is not such an order any more (confirmed or cancelled meanwhile: nothing written).
 */
export async function setPurchaseOrderNumber(
  db: Database,
  orderId: number,
  poNumber: string,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ purchaseOrderNumber: poNumber, updatedAt: sql`now()` })
    .where(
      and(eq(orders.id, orderId), eq(orders.status, "created"), eq(orders.paymentType, "purchase-order")),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * Adds facts to the order's latest event, in the transaction that wrote it: what a payment took from stock
 * is known only after the order was moved (its row is locked first, then the products', always in that
 * order), and belongs with the event that marked it paid.
 */
export async function addToLatestEventDetail(
  db: Database,
  orderId: number,
  detail: Record<string, unknown>,
): Promise<void> {
  await db
    .update(orderEvents)
    .set({ detail: sql`${orderEvents.detail} || ${JSON.stringify(detail)}::jsonb` })
    .where(
      eq(
        orderEvents.id,
        sql`(select max(${orderEvents.id}) from ${orderEvents} where ${orderEvents.orderId} = ${orderId})`,
      ),
    );
}

export function ordersOfUser(db: Database, userId: number, limit = 50): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export interface OrderFilter {
  reference?: string | undefined;
  statuses?: readonly OrderStatus[] | undefined;
  /** Made on or after this moment, and before that one. */
  from?: Date | undefined;
  before?: Date | undefined;
}

/** Staff's order list: newest first, filtered by reference (exact), status and date. */
export async function listOrders(
  db: Database,
  filter: OrderFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    filter.reference ? eq(orders.reference, filter.reference.toUpperCase()) : undefined,
    filter.statuses?.length ? inArray(orders.status, [...filter.statuses]) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.before ? lt(orders.createdAt, filter.before) : undefined,
  );
  return pageOfOrders(db, where, page);
}

/** The orders `where` picks, newest first, a page at a time, with how many there are in all. */
export async function pageOfOrders(
  db: Database,
  where: SQL | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/**
 * What an organisation owes on purchase orders not yet settled: orders on account are invoiced and due
 * within 30 days, so those placed (paid or fulfilled on account) in the last 30 days count against its
 * credit limit.
 */
export async function owedOnAccount(db: Database, organisationId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({ owed: sql<number>`coalesce(sum(${orders.totalPence}), 0)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.organisationId, organisationId),
        eq(orders.paymentType, "purchase-order"),
        inArray(orders.status, ["paid", "fulfilled"]),
        gte(orders.createdAt, since),
      ),
    );
  return row?.owed ?? 0;
}
