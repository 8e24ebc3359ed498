/**
 * The e-mail of a paid order with its VAT invoice attached: drawn when the job runs, from the order's own
 * rows, so a retry after a failed send writes the same message.
 */
import type { Database } from "../../db/client.server.ts";
import { renderEmail } from "../email/email-message.ts";
import { queueEmail } from "../email/send-email.server.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import { invoiceAttachment, invoiceDataFor, orderConfirmationEmail, type Seller } from "./order-documents.ts";
import { findOrder, orderEventsOf, orderLinesOf } from "./order-repository.server.ts";

/** When the order was paid: the event that made it so (the invoice's tax point). */
async function paidAt(db: Database, orderId: number): Promise<Date> {
  const events = await orderEventsOf(db, orderId);
  return events.find((e) => e.toStatus === "paid")?.at ?? new Date();
}

export async function orderInvoicePdf(
  db: Database,
  orderId: number,
  seller: Seller,
): Promise<Uint8Array | null> {
  const order = await findOrder(db, orderId);
  if (!order) return null;
  const lines = await orderLinesOf(db, orderId);
  return invoicePdf(invoiceDataFor(order, lines, seller, await paidAt(db, orderId)));
}

export async function sendOrderConfirmation(
  db: Database,
  orderId: number,
  options: { siteUrl: string; seller: Seller },
): Promise<void> {
  const order = await findOrder(db, orderId);
  if (!order) return;
  const lines = await orderLinesOf(db, orderId);
  const pdf = await invoicePdf(invoiceDataFor(order, lines, options.seller, await paidAt(db, orderId)));
  await queueEmail(
    db,
    renderEmail(
      orderConfirmationEmail(order, lines, {
        orderUrl: `${options.siteUrl}/my-gazette/orders/${order.reference}`,
        invoice: invoiceAttachment(order.reference, pdf),
      }),
    ),
  );
}
