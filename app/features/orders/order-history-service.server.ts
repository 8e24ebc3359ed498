/**
 * A person's orders in My Gazette (issue 11 point 9): the latest on the account page, all of them a page
 * at a time, one with its lines, addresses and payment, and its VAT invoice once it has been paid. Only
 * the person's own orders: someone else's reference is answered as an unknown one, so references cannot
 * be probed.
 */
import type { Database } from "../../db/client.server.ts";
import type { OrderStatus } from "../../db/schema/shop-values.ts";
import { MY_GAZETTE_PAGE_SIZE } from "../../lib/paging.ts";
import { ownOrder } from "./checkout-service.server.ts";
import { ordersOfUserPage } from "./order-admin-repository.server.ts";
import { orderInvoicePdf } from "./order-confirmation.server.ts";
import {
  type OrderDetailView,
  type OrderSummary,
  orderDetailView,
  orderSummary,
} from "./order-detail-view.ts";
import type { Seller } from "./order-documents.ts";
import { awaitsConfirmation } from "./order-representations.ts";

/** An order has a VAT invoice once it has been paid (a refunded one keeps it, a credit note aside). */
export const INVOICED_STATUSES: readonly OrderStatus[] = ["paid", "fulfilled", "refunded"];

export function hasInvoice(status: OrderStatus): boolean {
  return INVOICED_STATUSES.includes(status);
}

/** The person's latest orders, for the account page's "Purchased items". */
export async function latestOrdersOf(db: Database, userId: number, limit = 5): Promise<OrderSummary[]> {
  const { rows } = await ordersOfUserPage(db, userId, { offset: 0, limit });
  return rows.map(orderSummary);
}

/** One page of the person's orders, newest first. */
export async function ordersPageOf(
  db: Database,
  userId: number,
  page: number,
): Promise<{ orders: OrderSummary[]; total: number }> {
  const { rows, total } = await ordersOfUserPage(db, userId, {
    offset: (page - 1) * MY_GAZETTE_PAGE_SIZE,
    limit: MY_GAZETTE_PAGE_SIZE,
  });
  return { orders: rows.map(orderSummary), total };
}

/** One page of the person's orders as rows, newest first, for the placement API's order history. */
export async function orderHistoryPage(db: Database, userId: number, page: number) {
  const { rows, total } = await ordersOfUserPage(db, userId, {
    offset: (page - 1) * MY_GAZETTE_PAGE_SIZE,
    limit: MY_GAZETTE_PAGE_SIZE,
  });
  return { orders: rows, total, page, pageSize: MY_GAZETTE_PAGE_SIZE };
}

/** The person's own order as its page shows it; null when unknown or someone else's. */
export async function ownOrderDetail(
  db: Database,
  userId: number,
  reference: string,
): Promise<
  (OrderDetailView & { invoice: boolean; waiting: boolean; purchaseOrderNumber: string | null }) | null
> {
  const found = await ownOrder(db, userId, reference);
  if (!found) return null;
  return {
    ...orderDetailView(found.order, found.lines),
    invoice: hasInvoice(found.order.status),
    /** A purchase order the placement API made, waiting for its number and confirmation. */
    waiting: awaitsConfirmation(found.order),
    purchaseOrderNumber: found.order.purchaseOrderNumber,
  };
}

/** The VAT invoice of the person's own paid order; null when there is none for them to have. */
export async function ownOrderInvoice(
  db: Database,
  userId: number,
  reference: string,
  seller: Seller,
): Promise<{ reference: string; pdf: Uint8Array } | null> {
  const found = await ownOrder(db, userId, reference);
  if (!found || !hasInvoice(found.order.status)) return null;
  const pdf = await orderInvoicePdf(db, found.order.id, seller);
  return pdf ? { reference: found.order.reference, pdf } : null;
}
