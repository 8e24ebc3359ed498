/**
 * `/checkout/confirmation/{reference}/status.json`: the order's status for the confirmation page's
 * 10-second check (`{ status, label, pending }`). The owner's only; 401 signed out, 404 otherwise.
 */
import { appContext } from "../../context.ts";
import { getCurrentUser } from "../../features/accounts/require-user.server.ts";
import { currentOwnOrder } from "../../features/orders/order-status.server.ts";
import { orderView } from "../../features/orders/order-view.ts";
import { jsonNotFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/confirmation-status";

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = getCurrentUser(context);
  if (!user) return Response.json({ error: "Unauthorized", status: 401 }, { status: 401 });
  const { db, payments } = context.get(appContext);
  const found = await currentOwnOrder(db, payments, user.id, params.reference);
  if (!found) return jsonNotFound();
  const view = orderView(found.order, found.lines);
  return Response.json(
    { status: view.status, label: view.statusLabel, pending: view.pending },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
