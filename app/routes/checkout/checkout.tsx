/**
 * `/checkout` (spec §2, §4 Checkout): the basket's items with remove and remove-all prompts, the discount
 * form, the details form with the payment type buttons, and the order summary. Anyone may look; every
 * change and the order itself need sign-in (a signed-out post goes to sign-in and back here).
 */
import { randomBytes } from "node:crypto";
import { data, href, redirect, useSearchParams } from "react-router";
import { appContext } from "../../context.ts";
import { getCurrentUser, isAjax, signInUrlFor } from "../../features/accounts/require-user.server.ts";
import { basketOwnerForRequest } from "../../features/baskets/basket-owner.server.ts";
import { emptyBasket } from "../../features/baskets/basket-service.server.ts";
import { redirectWithFlash } from "../../features/flash/flash.server.ts";
import { CheckoutPage } from "../../features/orders/checkout-page.tsx";
import { addressesOf, checkoutDetailsSchema, discountSchema } from "../../features/orders/checkout-schema.ts";
import {
  applyDiscountCode,
  checkoutBuyer,
  checkoutSummary,
  placeOrder,
  removeDiscountCode,
} from "../../features/orders/checkout-service.server.ts";
import { checkoutView, needsDelivery as needsDeliveryOf } from "../../features/orders/checkout-view.ts";
import { isDomainError } from "../../lib/domain-errors.ts";
import { type FieldError, parseForm } from "../../lib/forms/parse-form.ts";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = () => [{ title: "Checkout - The Gazette" }];

const FLASH = {
  emptied: "All items have been removed from your basket.",
  discountApplied: "Your discount code has been applied.",
  discountRemoved: "Your discount code has been removed.",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const user = getCurrentUser(context);
  const { owner } = basketOwnerForRequest(request, user, { create: false, secureCookies: false });
  // The basket and the buyer are independent reads: side by side (on PostgreSQL, two connections).
  const [summary, buyer] = await Promise.all([
    checkoutSummary(db, owner, user?.id ?? null),
    user ? checkoutBuyer(db, user.id, new Date()) : null,
  ]);
  const confirmRemoveAll = new URL(request.url).searchParams.get("confirm") === "remove-all";
  return checkoutView({
    summary,
    signedIn: user !== null,
    email: user?.email ?? "",
    prefill: buyer?.prefill ?? null,
    creditLeftPence: buyer?.creditLeftPence ?? null,
    confirmRemoveAll,
    checkoutKey: randomBytes(18).toString("base64url"),
  });
}

/** The intents of the page's forms (each form sends its own). */
type Intent = "remove-all" | "apply-discount" | "remove-discount" | "place-order";

function intentOf(form: FormData): Intent | null {
  if (String(form.get("_method") ?? "").toLowerCase() === "delete") return "remove-all";
  const intent = form.get("intent");
  return intent === "apply-discount" || intent === "remove-discount" || intent === "place-order"
    ? intent
    : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appContext);
  const { db, secureCookies } = services;
  const user = getCurrentUser(context);
  // Spec §4: every change at checkout needs sign-in; the page's script signs in first, then sends.
  if (!user) {
    if (isAjax(request)) return new Response("Unauthorized", { status: 401 });
    throw redirect(signInUrlFor(request));
  }
  const owner = { userId: user.id };
  const form = await request.formData();
  const back = href("/checkout");
  switch (intentOf(form)) {
    case "remove-all":
      await emptyBasket(db, owner);
      return redirectWithFlash(back, FLASH.emptied, { secure: secureCookies });
    case "remove-discount":
      await removeDiscountCode(db, owner);
      return redirectWithFlash(back, FLASH.discountRemoved, { secure: secureCookies });
    case "apply-discount": {
      const parsed = parseForm(discountSchema, form);
      if (!parsed.ok)
        return data({ form: "discount" as const, errors: parsed.errors, values: parsed.values }, 400);
      try {
        await applyDiscountCode(db, owner, user.id, parsed.data.discountCode);
      } catch (error) {
        if (!isDomainError(error) || error.code !== "invalid-input") throw error;
        const errors: FieldError[] = [{ field: "discountCode", message: error.message }];
        return data({ form: "discount" as const, errors, values: parsed.values }, 400);
      }
      return redirectWithFlash(back, FLASH.discountApplied, { secure: secureCookies });
    }
    case "place-order": {
      const summary = await checkoutSummary(db, owner, user.id);
      const needsDelivery = needsDeliveryOf(summary.basket.view.lines);
      const parsed = parseForm(checkoutDetailsSchema(needsDelivery), form);
      if (!parsed.ok)
        return data({ form: "details" as const, errors: parsed.errors, values: parsed.values }, 400);
      const { delivery, invoice } = addressesOf(parsed.data, needsDelivery);
      try {
        const placed = await placeOrder(
          db,
          { payments: services.payments, siteUrl: services.siteUrl },
          {
            userId: user.id,
            organisationId: user.organisationId,
            owner,
            idempotencyKey: `${user.id}:${parsed.data.checkoutKey}`,
            details: {
              paymentType: parsed.data.paymentType,
              purchaseOrderNumber: parsed.data.purchaseOrderNumber || null,
              email: parsed.data.email,
              delivery,
              invoice,
            },
          },
        );
        if (placed.kind === "pay") return redirect(placed.nextUrl, 303);
        return redirect(href("/checkout/confirmation/:reference", { reference: placed.reference }), 303);
      } catch (error) {
        // A refusal the person can act on (over the credit limit, a code used up meanwhile, the card
        // provider down): the form again with the message at the top, nothing lost.
        if (!isDomainError(error) || !["invalid-input", "unavailable", "conflict"].includes(error.code))
          throw error;
        const errors: FieldError[] = [{ field: "paymentType", message: error.message }];
        return data(
          { form: "details" as const, errors, values: parsed.values },
          error.code === "unavailable" ? 503 : 400,
        );
      }
    }
    default:
      return data(
        {
          form: "details" as const,
          errors: [
            { field: "intent", message: "This form could not be read. Reload the page and try again." },
          ],
          values: {},
        },
        400,
      );
  }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const removing = Number(params.get("remove")) || null;
  return <CheckoutPage view={loaderData} answer={actionData ?? null} removing={removing} />;
}
