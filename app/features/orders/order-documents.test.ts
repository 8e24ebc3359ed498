import { describe, expect, it } from "vitest";
import { renderEmail } from "../email/email-message.ts";
import { invoiceAttachment, invoiceDataFor, lineDetail, orderConfirmationEmail } from "./order-documents.ts";
import type { OrderLineRow, OrderRow } from "./order-repository.server.ts";

const address = {
  deliverTo: "Jane Example",
  telephone: "020 7946 0000",
  street1: "1 Test Street",
  street2: "",
  city: "London",
  county: "",
  country: "United Kingdom",
  postalCode: "SW1A 1AA",
};

const order: OrderRow = {
  id: 7,
  reference: "GZ-100007",
  userId: 1,
  organisationId: null,
  status: "paid",
  paymentType: "purchase-order",
  purchaseOrderNumber: "12345",
  deliveryAddress: address,
  invoiceAddress: address,
  email: "jane@example.test",
  discountCodeId: 3,
  discountCode: "SPRING10",
  subtotalPence: 10250,
  discountPence: 950,
  netPence: 8083,
  vatPence: 1217,
  totalPence: 9300,
  idempotencyKey: "k",
  createdAt: new Date("2026-11-24T10:00:00Z"),
  updatedAt: new Date("2026-11-24T10:00:00Z"),
};

const line = (over: Partial<OrderLineRow>): OrderLineRow => ({
  id: 1,
  orderId: 7,
  productId: "ce1",
  noticeId: null,
  name: "Certificate of a gazetted entry",
  quantity: 1,
  unitPricePence: 9500,
  vatRatePercent: 20,
  discountPence: 950,
  grossPence: 8550,
  netPence: 7125,
  vatPence: 1425,
  editionId: "london",
  issueNumber: 64941,
  fullName: "Ada Example",
  honour: "MBE",
  ...over,
});

describe("order documents", () => {
  it("describe a line by its issue and the name and honour it bears", () => {
    expect(lineDetail(line({}))).toBe("The London Gazette, issue 64941; For: Ada Example MBE");
    expect(lineDetail(line({ editionId: null, issueNumber: null, fullName: null, honour: null }))).toBe("");
  });

  it("give the invoice the order's own figures and addresses", () => {
    const data = invoiceDataFor(
      order,
      [line({})],
      { name: "The Gazette", address: ["Norwich"], vatNumber: "GB1" },
      new Date(),
    );
    expect(data.totals).toEqual({ subtotal: 10250, discount: 950, net: 8083, vat: 1217, total: 9300 });
    expect(data.customer.address).toEqual(["1 Test Street", "London", "SW1A 1AA", "United Kingdom"]);
    expect(data.payment).toBe("On account, purchase order 12345");
    expect(data.lines[0]).toMatchObject({
      netPence: 7125,
      vatPence: 1425,
      grossPence: 8550,
      vatRatePercent: 20,
    });
  });

  it("write a confirmation e-mail with the lines, the totals, the discount and the invoice attached", () => {
    const invoice = invoiceAttachment("GZ-100007", new Uint8Array([37, 80, 68, 70]));
    const message = renderEmail(
      orderConfirmationEmail(order, [line({})], {
        orderUrl: "https://gazette.example/my-gazette/orders/GZ-100007",
        invoice,
      }),
    );
    expect(message.subject).toBe("Your Gazette order GZ-100007");
    expect(message.text).toContain(
      "1 × Certificate of a gazetted entry (The London Gazette, issue 64941; For: Ada Example MBE): £85.50",
    );
    expect(message.text).toContain("Discount (SPRING10): -£9.50");
    expect(message.text).toContain("Total: £93.00");
    expect(message.html).toContain("Total: £93.00");
    expect(message.attachments).toEqual([
      { filename: "invoice-GZ-100007.pdf", contentType: "application/pdf", contentBase64: "JVBERg==" },
    ]);
  });
});
