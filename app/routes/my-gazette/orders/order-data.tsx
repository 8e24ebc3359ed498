import { redirect } from "react-router";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { apiRefusal } from "../../../features/api-access/api-call.server.ts";
import { chooseRepresentation } from "../../../features/notices/representations/negotiation.ts";
import { ownOrder } from "../../../features/orders/checkout-service.server.ts";
import { orderToJson, orderToXml } from "../../../features/orders/order-representations.ts";
import { PURCHASE_ORDER_MESSAGES } from "../../../features/orders/purchase-order-service.server.ts";
import { DomainError } from "../../../lib/domain-errors.ts";
import type { Route } from "./+types/order-data";

/**
 * One of the person's orders as data (placement-api.md steps 7 and 8): `/my-gazette/order/{id}` and its
 * `/confirmation` by `Accept` (JSON or XML; a browser is sent to the order's page, or to the checkout's
 * confirmation page), and `/my-gazette/order/{id}/data.json|data.xml`. `{id}` is the reference (GZ-…);
 * someone else's order is answered as an unknown one.
 */
function formatOf(request: Request): "json" | "xml" | "html" {
  const path = new URL(request.url).pathname;
  if (path.endsWith("/data.json")) return "json";
  if (path.endsWith("/data.xml")) return "xml";
  const wanted = chooseRepresentation(request.headers.get("accept"));
  return wanted === "json" || wanted === "xml" ? wanted : "html";
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const format = formatOf(request);
  const found = await ownOrder(db, signedInUser(context).id, params.reference);
  if (!found) return apiRefusal(new DomainError("not-found", PURCHASE_ORDER_MESSAGES.notFound), request);
  const { order, lines } = found;
  if (format === "html")
    throw redirect(
      new URL(request.url).pathname.endsWith("/confirmation")
        ? `/checkout/confirmation/${order.reference}`
        : `/my-gazette/orders/${order.reference}`,
    );
  const headers = { "Cache-Control": "private, no-store", Vary: "Accept" };
  return format === "json"
    ? Response.json(orderToJson(order, lines, siteUrl), { headers })
    : new Response(orderToXml(order, lines, siteUrl), {
        headers: { ...headers, "Content-Type": "application/xml; charset=utf-8" },
      });
}
