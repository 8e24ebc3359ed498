/**
 * A person's orders as data for the placer's software (placement-api.md steps 7 and 8):
 * `/my-gazette/order/{id}/data.{json,xml}` (and the order's address by `Accept`), its confirmation, and
 * `/my-gazette/order/history/data.{json,xml}` a page at a time. `{id}` is the order's reference (GZ-…).
 * Amounts are pounds as strings with two decimals ("96.00"), never floating numbers; the links say what
 * can be done next (a purchase order waiting for its number and confirmation links its three steps).
 * Pure.
 */
import type { OrderStatus, PaymentType } from "../../db/schema/shop-values.ts";
import { pageLinks } from "../../lib/paging.ts";
import { escapeXmlAttribute } from "../notices/representations/xhtml-text.ts";
import { xmlElement as element, xmlLink as link } from "../notices/representations/xml-data.ts";
import type { OrderLineRow, OrderRow } from "./order-repository.server.ts";
import { ORDER_STATUS_LABELS } from "./order-view.ts";

export const ORDER_HISTORY_PATH = "/my-gazette/order/history";
export const orderPath = (reference: string) => `/my-gazette/order/${reference}`;

/** The API's names for the payment types (placement-api.md: `paymentType=PurchaseOrder`). */
const API_PAYMENT_TYPES: Record<PaymentType, string> = { "purchase-order": "PurchaseOrder", card: "Card" };

const pounds = (pence: number) => (pence / 100).toFixed(2);

/** A purchase order that waits for its number and confirmation (placement-api.md step 7). */
export function awaitsConfirmation(order: Pick<OrderRow, "status" | "paymentType">): boolean {
  return order.status === "created" && order.paymentType === "purchase-order";
}

function orderLinks(order: OrderRow, siteUrl: string) {
  const self = `${siteUrl}${orderPath(order.reference)}`;
  return {
    self: `${self}/data.json`,
    alternates: [`${self}/data.xml`, `${siteUrl}/my-gazette/orders/${order.reference}`],
    confirmation: `${self}/confirmation`,
    ...(awaitsConfirmation(order)
      ? {
          "assign-po-number": `${self}/assign-po-number`,
          confirm: `${self}/confirm`,
          cancel: `${self}/cancel`,
        }
      : {}),
    history: `${siteUrl}${ORDER_HISTORY_PATH}/data.json`,
  };
}

export interface OrderJson {
  id: string;
  status: OrderStatus;
  "status-label": string;
  "payment-type": string;
  "po-number": string | null;
  "placed-at": string;
  "updated-at": string;
  currency: "GBP";
  subtotal: string;
  discount: string;
  vat: string;
  total: string;
  lines: {
    name: string;
    "notice-id": string | null;
    quantity: string;
    "unit-price": string;
    total: string;
  }[];
  links: ReturnType<typeof orderLinks>;
}

/** What an order says of itself in both the order and the history. */
function orderHeadline(order: OrderRow) {
  return {
    id: order.reference,
    status: order.status,
    "status-label": ORDER_STATUS_LABELS[order.status],
    "payment-type": API_PAYMENT_TYPES[order.paymentType],
    "po-number": order.purchaseOrderNumber,
    "placed-at": order.createdAt.toISOString(),
  };
}

export function orderToJson(order: OrderRow, lines: readonly OrderLineRow[], siteUrl: string): OrderJson {
  return {
    ...orderHeadline(order),
    "updated-at": order.updatedAt.toISOString(),
    currency: "GBP",
    subtotal: pounds(order.subtotalPence),
    discount: pounds(order.discountPence),
    vat: pounds(order.vatPence),
    total: pounds(order.totalPence),
    lines: lines.map((line) => ({
      name: line.name,
      "notice-id": line.noticeId === null ? null : String(line.noticeId),
      quantity: String(line.quantity),
      "unit-price": pounds(line.unitPricePence),
      total: pounds(line.grossPence),
    })),
    links: orderLinks(order, siteUrl),
  };
}

function orderXmlBody(json: OrderJson): string {
  const { self, alternates, history, ...steps } = json.links;
  return (
    `<order id="${escapeXmlAttribute(json.id)}" status="${json.status}">` +
    element("status-label", json["status-label"]) +
    element("payment-type", json["payment-type"]) +
    element("po-number", json["po-number"]) +
    element("placed-at", json["placed-at"]) +
    element("updated-at", json["updated-at"]) +
    `<amounts currency="GBP">` +
    element("subtotal", json.subtotal) +
    element("discount", json.discount) +
    element("vat", json.vat) +
    element("total", json.total) +
    `</amounts><lines>` +
    json.lines
      .map(
        (line) =>
          `<line${line["notice-id"] === null ? "" : ` notice-id="${line["notice-id"]}"`}>` +
          element("name", line.name) +
          element("quantity", line.quantity) +
          element("unit-price", line["unit-price"]) +
          element("total", line.total) +
          "</line>",
      )
      .join("") +
    "</lines>" +
    link("self", self.replace(/\.json$/, ".xml"), "application/xml") +
    link("alternate", self, "application/json") +
    link("alternate", alternates[1] ?? "", "text/html") +
    Object.entries(steps)
      .map(([rel, href]) => link(rel, href))
      .join("") +
    link("history", history.replace(/\.json$/, ".xml")) +
    "</order>"
  );
}

export function orderToXml(order: OrderRow, lines: readonly OrderLineRow[], siteUrl: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${orderXmlBody(orderToJson(order, lines, siteUrl))}`;
}

export interface OrderHistoryPage {
  orders: readonly OrderRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of the person's orders, newest first, each with its address (lines are read one by one). */
export function orderHistoryToJson(history: OrderHistoryPage, siteUrl: string) {
  const at = (page: number, format: "json" | "xml" = "json") =>
    `${siteUrl}${ORDER_HISTORY_PATH}/data.${format}?page=${page}`;
  return {
    total: String(history.total),
    page: String(history.page),
    "page-size": String(history.pageSize),
    orders: history.orders.map((order) => ({
      ...orderHeadline(order),
      total: pounds(order.totalPence),
      link: `${siteUrl}${orderPath(order.reference)}/data.json`,
    })),
    links: {
      ...pageLinks(at, history.page, history.total, history.pageSize),
      alternates: [at(history.page, "xml"), `${siteUrl}/my-gazette/orders?page=${history.page}`],
    },
  };
}

export function orderHistoryToXml(history: OrderHistoryPage, siteUrl: string): string {
  const json = orderHistoryToJson(history, siteUrl);
  const { self, alternates, ...pages } = json.links;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<orders total="${json.total}" page="${json.page}" page-size="${json["page-size"]}">` +
    json.orders
      .map(
        (order) =>
          `<order id="${escapeXmlAttribute(order.id)}" status="${order.status}">` +
          element("status-label", order["status-label"]) +
          element("payment-type", order["payment-type"]) +
          element("po-number", order["po-number"]) +
          element("placed-at", order["placed-at"]) +
          element("total", order.total) +
          link("self", order.link.replace(/\.json$/, ".xml"), "application/xml") +
          "</order>",
      )
      .join("") +
    link("self", alternates[0] ?? "", "application/xml") +
    link("alternate", self, "application/json") +
    link("alternate", alternates[1] ?? "", "text/html") +
    Object.entries(pages)
      .map(([rel, href]) => link(rel, String(href).replace("/data.json?", "/data.xml?")))
      .join("") +
    "</orders>"
  );
}
