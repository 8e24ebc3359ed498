/**
 * `/checkout/confirmation/{reference}` (spec §2 order confirmation, titled 'Confirmation'): the order's
 * reference, status, lines and totals. While the payment is still being confirmed (a delayed
 * confirmation), the page asks for the status every 10 seconds (spec §9) and says when it changes;
 * without JavaScript a link checks again. Only the person who ordered sees it.
 */

import { redirect } from "react-router";
import { appContext } from "../../context.ts";
import { getCurrentUser, signInUrlFor } from "../../features/accounts/require-user.server.ts";
import { OrderConfirmation } from "../../features/orders/order-confirmation-page.tsx";
import { currentOwnOrder } from "../../features/orders/order-status.server.ts";
import { orderView } from "../../features/orders/order-view.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/confirmation";

export const meta: Route.MetaFunction = () => [{ title: "Confirmation - The Gazette" }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = getCurrentUser(context);
  if (!user) throw redirect(signInUrlFor(request));
  const { db, payments } = context.get(appContext);
  const found = await currentOwnOrder(db, payments, user.id, params.reference);
  if (!found) notFound();
  return orderView(found.order, found.lines);
}

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  return <OrderConfirmation order={loaderData} />;
}
