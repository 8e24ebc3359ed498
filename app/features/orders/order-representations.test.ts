import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import type { OrderLineRow, OrderRow } from "./order-repository.server.ts";
import { orderHistoryToJson, orderHistoryToXml, orderToJson, orderToXml } from "./order-representations.ts";

const SITE = "https://gazette.example";
const at = new Date("2026-11-24T10:00:00Z");

function orderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 7,
    reference: "GZ-100007",
    userId: 1,
    organisationId: 2,
    status: "created",
    paymentType: "purchase-order",
    purchaseOrderNumber: null,
    deliveryAddress: null,
    invoiceAddress: {} as OrderRow["invoiceAddress"],
    email: "placer@example.test",
    discountCodeId: null,
    discountCode: null,
    subtotalPence: 9600,
    discountPence: 0,
    netPence: 8000,
    vatPence: 1600,
    totalPence: 9600,
    idempotencyKey: "k",
    createdAt: at,
    updatedAt: at,
    ...overrides,
  } as OrderRow;
}
const line = {
  name: "Deceased Estates notice 5",
  noticeId: 5,
  quantity: 1,
  unitPricePence: 9600,
  grossPence: 9600,
} as OrderLineRow;

describe("an order as data", () => {
  it("gives amounts as pounds in strings, the API's payment type, and a waiting order's three steps", () => {
    const json = orderToJson(orderRow(), [line], SITE);
    expect(json).toMatchObject({
      id: "GZ-100007",
      status: "created",
      "payment-type": "PurchaseOrder",
      "po-number": null,
      total: "96.00",
      vat: "16.00",
      lines: [{ "notice-id": "5", quantity: "1", "unit-price": "96.00", total: "96.00" }],
    });
    expect(json.links).toMatchObject({
      self: `${SITE}/my-gazette/order/GZ-100007/data.json`,
      confirm: `${SITE}/my-gazette/order/GZ-100007/confirm`,
      cancel: `${SITE}/my-gazette/order/GZ-100007/cancel`,
      "assign-po-number": `${SITE}/my-gazette/order/GZ-100007/assign-po-number`,
    });
  });

  it("a paid order links no steps, and its XML says the same", () => {
    const paid = orderRow({ status: "paid", purchaseOrderNumber: "1234" });
    expect(orderToJson(paid, [line], SITE).links).not.toHaveProperty("confirm");
    const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(
      orderToXml(paid, [line], SITE),
    );
    expect(parsed.order["@_id"]).toBe("GZ-100007");
    expect(parsed.order["@_status"]).toBe("paid");
    expect(parsed.order["po-number"]).toBe("1234");
    expect(parsed.order.amounts.total).toBe("96.00");
    expect(parsed.order.lines.line["@_notice-id"]).toBe("5");
    const rels = parsed.order.link.map((l: Record<string, string>) => l["@_rel"]);
    expect(rels).not.toContain("confirm");
    expect(rels).toContain("self");
  });

  it("pages the history with next and previous links, in JSON and XML", () => {
    const page = {
      orders: [orderRow(), orderRow({ reference: "GZ-100008", status: "cancelled" })],
      total: 45,
      page: 2,
      pageSize: 20,
    };
    const json = orderHistoryToJson(page, SITE);
    expect(json).toMatchObject({ total: "45", page: "2", "page-size": "20" });
    expect(json.orders.map((o) => o.id)).toEqual(["GZ-100007", "GZ-100008"]);
    expect(json.links).toMatchObject({
      prev: `${SITE}/my-gazette/order/history/data.json?page=1`,
      next: `${SITE}/my-gazette/order/history/data.json?page=3`,
    });
    const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(
      orderHistoryToXml(page, SITE),
    );
    expect(parsed.orders.order).toHaveLength(2);
    const links = Object.fromEntries(
      parsed.orders.link.map((l: Record<string, string>) => [l["@_rel"], l["@_href"]]),
    );
    expect(links.next).toBe(`${SITE}/my-gazette/order/history/data.xml?page=3`);
    expect(orderHistoryToJson({ ...page, page: 3 }, SITE).links).not.toHaveProperty("next");
  });
});
