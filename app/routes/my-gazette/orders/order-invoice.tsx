import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { invoiceResponse } from "../../../features/orders/invoice-response.ts";
import { ownOrderInvoice } from "../../../features/orders/order-history-service.server.ts";
import { notFound } from "../../../lib/http.server.ts";
import type { Route } from "./+types/order-invoice";

/**
 * `/my-gazette/orders/{reference}/invoice.pdf`: the VAT invoice of the person's own paid order, as a file
 * to save. Someone else's order, an unknown one and one not yet paid are all the same 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, seller } = context.get(appContext);
  const invoice = await ownOrderInvoice(db, signedInUser(context).id, params.reference, seller);
  if (!invoice) notFound();
  return invoiceResponse(invoice.reference, invoice.pdf);
}
