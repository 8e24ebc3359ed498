/**
 * `/checkout` (spec §2, §4 Checkout): the basket's items with remove and remove-all prompts, the discount
 * form, the details form with the payment type buttons, and the order summary. Anyone may look and has
 * the same controls; every change and the order itself need sign-in: a visitor's post changes nothing and
 * goes to the sign-in page, which sends them back here (their basket joins the account's at sign-in).
 */
import { randomBytes } from "node:crypto";
import { data, href, redirect, useSearchParams } from "react-router";
import { appContext } from "../../context.ts";
import {
  getCurrentUser,
  isAjax,
  signInUrlReturningTo,
  UNAUTHORISED_MESSAGE,
} from "../../features/accounts/require-user.server.ts";
import { readQuantity } from "../../features/baskets/basket-forms.ts";
import { FLASH as BASKET_FLASH, ITEM_NOT_FOUND_MESSAGE } from "../../features/baskets/basket-messages.ts";
import { basketOwnerForRequest } from "../../features/baskets/basket-owner.server.ts";
import {
  emptyBasket,
  removeBasketItem,
  setBasketItemQuantity,
} from "../../features/baskets/basket-service.server.ts";
import { redirectWithFlash } from "../../features/flash/flash.server.ts";
import { isBasketJoined } from "../../features/orders/checkout-after-sign-in.ts";
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
import { DomainError, isDomainError } from "../../lib/domain-errors.ts";
import { type FieldError, parseForm } from "../../lib/forms/parse-form.ts";
import { parseId } from "../../lib/ids.ts";
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
  const search = new URL(request.url).searchParams;
  return checkoutView({
    summary,
    signedIn: user !== null,
    email: user?.email ?? "",
    prefill: buyer?.prefill ?? null,
    creditLeftPence: buyer?.creditLeftPence ?? null,
    confirmRemoveAll: search.get("confirm") === "remove-all",
    // Only a person who has just signed in can have had their basket joined.
    basketJoined: user !== null && isBasketJoined(search),
    checkoutKey: randomBytes(18).toString("base64url"),
  });
}

/** The intents of the page's forms (each form sends its own). */
const INTENTS = [
  "update-quantity",
  "remove-item",
  "apply-discount",
  "remove-discount",
  "place-order",
] as const;
type Intent = (typeof INTENTS)[number] | "remove-all";

function intentOf(form: FormData): Intent | null {
  if (String(form.get("_method") ?? "").toLowerCase() === "delete") return "remove-all";
  const intent = form.get("intent");
  return INTENTS.find((known) => known === intent) ?? null;
}

/** The item an item form names; one that does not read is the basket's own "not found" refusal. */
function itemIdOf(form: FormData): number {
  const id = parseId(String(form.get("itemId") ?? ""));
  if (id === null) throw new DomainError("not-found", ITEM_NOT_FOUND_MESSAGE);
  return id;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appContext);
  const { db, secureCookies } = services;
  const user = getCurrentUser(context);
  const back = href("/checkout");
  // Spec §4: every change at checkout needs sign-in; the page's script signs in first, then sends. A
  // visitor's post (no JavaScript) is not an error: it changes nothing, and sign-in leads back here.
  if (!user) {
    // Thrown as every refusal is: a script reads 'Unauthorized' as text (spec §8).
    if (isAjax(request)) throw new DomainError("unauthenticated", UNAUTHORISED_MESSAGE);
    throw redirect(signInUrlReturningTo(back), 303);
  }
  const owner = { userId: user.id };
  const form = await request.formData();
  switch (intentOf(form)) {
    case "update-quantity": {
      const quantity = readQuantity(form.get("quantity"));
      await setBasketItemQuantity(db, owner, itemIdOf(form), quantity);
      return redirectWithFlash(back, BASKET_FLASH.updated, { secure: secureCookies });
    }
    case "remove-item":
      await removeBasketItem(db, owner, itemIdOf(form));
      return redirectWithFlash(back, BASKET_FLASH.removed, { secure: secureCookies });
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
