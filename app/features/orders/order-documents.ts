/**
 * What an order says to its customer, drawn from the order's own rows (the prices it was made with): the
 * VAT invoice's figures and the confirmation e-mail (text and HTML from the same blocks), with the
 * invoice attached.
 */
import { formatPounds } from "../../lib/money.ts";
import type { EmailAttachment, EmailContent } from "../email/email-message.ts";
import { type LineChoices, lineParticulars } from "../shop/line-particulars.ts";
import type { InvoiceData, InvoiceLine } from "./invoice-pdf.ts";
import type { OrderLineRow, OrderRow } from "./order-repository.server.ts";

/** The seller as the invoice must name it (configured, with the VAT registration number). */
export interface Seller {
  name: string;
  address: readonly string[];
  vatNumber: string;
}

/** A line's particulars as one phrase, for the e-mail, the invoice and the order's pages. */
export function lineDetail(line: LineChoices): string {
  return lineParticulars(line).join("; ");
}

export function paymentLabel(order: Pick<OrderRow, "paymentType" | "purchaseOrderNumber">): string {
  return order.paymentType === "purchase-order"
    ? `On account, purchase order ${order.purchaseOrderNumber ?? ""}`.trim()
    : "Card";
}

function addressLines(order: OrderRow): string[] {
  const a = order.invoiceAddress;
  return [a.street1, a.street2, a.city, a.county, a.postalCode, a.country].filter((l) => l.trim() !== "");
}

export function invoiceDataFor(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  seller: Seller,
  issuedAt: Date,
): InvoiceData {
  return {
    reference: order.reference,
    issuedAt,
    seller,
    customer: { name: order.invoiceAddress.deliverTo, address: addressLines(order), email: order.email },
    payment: paymentLabel(order),
    discountCode: order.discountCode,
    lines: lines.map(
      (line): InvoiceLine => ({
        name: line.name,
        detail: lineDetail(line),
        quantity: line.quantity,
        unitPricePence: line.unitPricePence,
        discountPence: line.discountPence,
        netPence: line.netPence,
        vatRatePercent: line.vatRatePercent,
        vatPence: line.vatPence,
        grossPence: line.grossPence,
      }),
    ),
    totals: {
      subtotal: order.subtotalPence,
      discount: order.discountPence,
      net: order.netPence,
      vat: order.vatPence,
      total: order.totalPence,
    },
  };
}

export function invoiceAttachment(reference: string, pdf: Uint8Array): EmailAttachment {
  return {
    filename: `invoice-${reference}.pdf`,
    contentType: "application/pdf",
    contentBase64: Buffer.from(pdf).toString("base64"),
  };
}

/** The e-mail sent when an order is paid (by card or on account), with its invoice. */
export function orderConfirmationEmail(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  options: { orderUrl: string; invoice: EmailAttachment },
): EmailContent {
  const items = lines.map((line) => {
    const detail = lineDetail(line);
    return {
      text: `${line.quantity} × ${line.name}${detail ? ` (${detail})` : ""}: ${formatPounds(line.grossPence)}`,
    };
  });
  const totals = [
    { text: `Sub-total: ${formatPounds(order.subtotalPence)}` },
    ...(order.discountPence > 0
      ? [
          {
            text: `Discount${order.discountCode ? ` (${order.discountCode})` : ""}: -${formatPounds(order.discountPence)}`,
          },
        ]
      : []),
    { text: `VAT: ${formatPounds(order.vatPence)}` },
    { text: `Total: ${formatPounds(order.totalPence)}` },
  ];
  return {
    to: order.email,
    subject: `Your Gazette order ${order.reference}`,
    greeting: `Dear ${order.invoiceAddress.deliverTo},`,
    blocks: [
      {
        kind: "paragraph",
        text: `Thank you for your order. Its reference is ${order.reference}; please quote it if you contact us.`,
      },
      { kind: "list", items },
      { kind: "list", items: totals },
      { kind: "paragraph", text: `Paid: ${paymentLabel(order)}. Your VAT invoice is attached.` },
      { kind: "button", label: "View your order", url: options.orderUrl },
    ],
    attachments: [options.invoice],
  };
}
