/**
 * `/checkout/payment-return/{token}`: where the card page sends the customer back. The token names one
 * payment; how it went is asked of the provider (a replayed or forged address cannot pay). Paid or still
 * being confirmed: the order's confirmation page. Declined or cancelled: back to checkout, basket kept.
 */
import { href, redirect } from "react-router";
import { appContext } from "../../context.ts";
import { redirectWithFlash } from "../../features/flash/flash.server.ts";
import { returnFromPayment } from "../../features/orders/checkout-service.server.ts";
import type { Route } from "./+types/payment-return";

export const RETURN_MESSAGES = {
  failed:
    "Your payment was not taken. Your basket has been kept: check your card details and try again, or use another card.",
  cancelled: "You cancelled your payment. Your basket has been kept.",
} as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, payments, secureCookies } = context.get(appContext);
  const { order, outcome } = await returnFromPayment(db, payments, params.token);
  if (outcome === "failed" || outcome === "cancelled")
    return redirectWithFlash(href("/checkout"), RETURN_MESSAGES[outcome], {
      secure: secureCookies,
      kind: "info",
    });
  return redirect(href("/checkout/confirmation/:reference", { reference: order.reference }));
}
