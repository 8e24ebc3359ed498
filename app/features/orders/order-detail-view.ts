/**
 * An order as the My Gazette and staff pages show it: a row of a list, and the whole order with its
 * addresses on top of what the confirmation page shows (order-view.ts). Pure.
 */
import type { TagColour } from "../../components/ui/tag.tsx";
import type { OrderStatus, PaymentType } from "../../db/schema/shop-values.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { formatPounds } from "../../lib/money.ts";
import type { OrderAddress, OrderLineRow, OrderRow } from "./order-repository.server.ts";
import { ORDER_STATUS_LABELS, type OrderView, orderView } from "./order-view.ts";

/** The colour of an order's status tag: settled well, waiting, or gone wrong. */
export const ORDER_STATUS_COLOURS: Record<OrderStatus, TagColour> = {
  created: "grey",
  "awaiting-payment": "yellow",
  paid: "blue",
  failed: "red",
  cancelled: "grey",
  fulfilled: "green",
  refunded: "purple",
};

export interface OrderSummary {
  reference: string;
  placedOn: string;
  status: OrderStatus;
  statusLabel: string;
  paymentType: PaymentType;
  email: string;
  total: string;
}

export function orderSummary(order: OrderRow): OrderSummary {
  return {
    reference: order.reference,
    placedOn: formatLongDate(order.createdAt),
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    paymentType: order.paymentType,
    email: order.email,
    total: formatPounds(order.totalPence),
  };
}

/** An address as lines to print, the person's name first; empty parts left out. */
export function addressLines(address: OrderAddress | null): string[] {
  if (!address) return [];
  return [
    address.deliverTo,
    address.street1,
    address.street2,
    address.city,
    address.county,
    address.postalCode,
    address.country,
  ].filter((part) => part.trim() !== "");
}

export interface OrderDetailView extends OrderView {
  net: string;
  delivery: string[];
  invoiceAddress: string[];
  telephone: string;
  lines: (OrderView["lines"][number] & { unitPrice: string })[];
}

export function orderDetailView(order: OrderRow, lines: readonly OrderLineRow[]): OrderDetailView {
  const view = orderView(order, lines);
  const unit = new Map(lines.map((line) => [line.id, formatPounds(line.unitPricePence)]));
  return {
    ...view,
    lines: view.lines.map((line) => ({ ...line, unitPrice: unit.get(line.id) ?? "" })),
    net: formatPounds(order.netPence),
    delivery: addressLines(order.deliveryAddress),
    invoiceAddress: addressLines(order.invoiceAddress),
    telephone: order.invoiceAddress.telephone,
  };
}
