/**
 * SQL of what staff and customers read about orders after checkout: a person's orders a page at a time,
 * an order's history with who made each change, and the refunds of its payments.
 */
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { orderEvents, orders, payments, refunds, users } from "../../db/schema.ts";
import { type OrderRow, pageOfOrders } from "./order-repository.server.ts";

/** The person's orders, newest first, a page at a time, with how many there are in all. */
export async function ordersOfUserPage(
  db: Database,
  userId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  return pageOfOrders(db, eq(orders.userId, userId), page);
}

export interface OrderEventWithActor {
  id: number;
  event: string;
  fromStatus: OrderRow["status"] | null;
  toStatus: OrderRow["status"];
  detail: Record<string, unknown>;
  at: Date;
  /** Null for the system (payment return, reconciler) or a person since removed. */
  actorName: string | null;
  actorEmail: string | null;
}

/** Every transition of the order, oldest first, naming the person who made it. */
export function orderHistory(db: Database, orderId: number): Promise<OrderEventWithActor[]> {
  return db
    .select({
      id: orderEvents.id,
      event: orderEvents.event,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      detail: orderEvents.detail,
      at: orderEvents.at,
      actorName: users.name,
      actorEmail: users.email,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorUserId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}

export interface RefundWithActor {
  id: number;
  paymentId: number;
  providerRefundId: string | null;
  amountPence: number;
  state: (typeof refunds.$inferSelect)["state"];
  createdAt: Date;
  actorName: string | null;
}

/** The refunds of all the order's card payments, oldest first. */
export function refundsOfOrder(db: Database, orderId: number): Promise<RefundWithActor[]> {
  return db
    .select({
      id: refunds.id,
      paymentId: refunds.paymentId,
      providerRefundId: refunds.providerRefundId,
      amountPence: refunds.amountPence,
      state: refunds.state,
      createdAt: refunds.createdAt,
      actorName: users.name,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(users, eq(users.id, refunds.actorUserId))
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(refunds.id));
}
