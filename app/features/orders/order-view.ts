/**
 * An order as its customer reads it (confirmation page, My Gazette): the status in words, the lines and
 * the totals in pounds. Pure.
 */
import type { OrderStatus } from "../../db/schema/shop-values.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { formatPounds } from "../../lib/money.ts";
import { lineDetail, paymentLabel } from "./order-documents.ts";
import type { OrderLineRow, OrderRow } from "./order-repository.server.ts";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  created: "Not yet paid",
  "awaiting-payment": "Waiting for your payment to be confirmed",
  paid: "Paid",
  failed: "Payment not taken",
  cancelled: "Cancelled",
  fulfilled: "Sent",
  refunded: "Refunded",
};

export interface OrderView {
  reference: string;
  status: OrderStatus;
  statusLabel: string;
  /** Still waiting for the provider: the page asks again every 10 seconds (spec §9). */
  pending: boolean;
  placedOn: string;
  payment: string;
  email: string;
  lines: { id: number; name: string; detail: string; quantity: number; price: string }[];
  totals: { subTotal: string; discount: string | null; vat: string; total: string };
  discountCode: string | null;
}

export function orderView(order: OrderRow, lines: readonly OrderLineRow[]): OrderView {
  return {
    reference: order.reference,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    pending: order.status === "awaiting-payment" || order.status === "created",
    placedOn: formatLongDate(order.createdAt),
    payment: paymentLabel(order),
    email: order.email,
    lines: lines.map((line) => ({
      id: line.id,
      name: line.name,
      detail: lineDetail(line),
      quantity: line.quantity,
      price: formatPounds(line.grossPence),
    })),
    totals: {
      subTotal: formatPounds(order.subtotalPence),
      discount: order.discountPence > 0 ? formatPounds(order.discountPence) : null,
      vat: formatPounds(order.vatPence),
      total: formatPounds(order.totalPence),
    },
    discountCode: order.discountCode,
  };
}
