/**
 * What the checkout page is drawn from: the basket's lines and the order summary as the page shows them,
 * the details form's starting values (the account owner data of spec §3 as the ship-to fields), whether
 * a purchase order is possible, and the checkout key. Pure; the route's loader gathers the facts.
 */

import type { FormValues } from "../../lib/forms/parse-form.ts";
import { formatPounds } from "../../lib/money.ts";
import type { AccountOwnerData } from "../accounts/account-owner-service.server.ts";
import type { BasketLine } from "../baskets/basket-view.ts";
import { lineParticulars } from "../shop/line-particulars.ts";
import type { CheckoutSummary } from "./checkout-service.server.ts";

export interface CheckoutLineView {
  id: number;
  name: string;
  details: string[];
  quantity: number;
  /** Placed notices are one each: no quantity to change (spec §3 hideQuantity). */
  hideQuantity: boolean;
  unitPrice: string;
  totalPrice: string;
  problem: string | null;
}

export interface CheckoutView {
  signedIn: boolean;
  basketId: number | null;
  lines: CheckoutLineView[];
  summary: { subTotal: string; discount: string | null; vat: string; total: string; totalItems: number };
  discountCode: string | null;
  discountProblem: string | null;
  needsDelivery: boolean;
  /** The details form's first values. */
  prefill: FormValues;
  /** Credit left on the organisation's account ("£1,234.00"); null: purchase orders are not possible. */
  creditLeft: string | null;
  confirmRemoveAll: boolean;
  /** Drawn again after a sign-in that joined the account's basket to this one: the page says so. */
  basketJoined: boolean;
  checkoutKey: string;
}

/** Anything but a placed notice is posted. */
export function needsDelivery(lines: readonly Pick<BasketLine, "kind">[]): boolean {
  return lines.some((line) => line.kind !== "notice");
}

export function checkoutView(input: {
  summary: CheckoutSummary;
  signedIn: boolean;
  email: string;
  prefill: AccountOwnerData | null;
  creditLeftPence: number | null;
  confirmRemoveAll: boolean;
  basketJoined: boolean;
  checkoutKey: string;
}): CheckoutView {
  const { summary, prefill } = input;
  const lines = summary.basket.view.lines;
  const totals = summary.priced.totals;
  return {
    signedIn: input.signedIn,
    basketId: summary.basket.view.id,
    lines: lines.map((line) => ({
      id: line.id,
      name: line.name,
      details: lineParticulars(line),
      quantity: line.quantity,
      hideQuantity: line.kind === "notice",
      unitPrice: formatPounds(line.unitPence),
      totalPrice: formatPounds(line.grossPence),
      problem: line.problem,
    })),
    summary: {
      subTotal: formatPounds(totals.subtotalPence),
      discount: totals.discountPence > 0 ? formatPounds(totals.discountPence) : null,
      vat: formatPounds(totals.vatPence),
      total: formatPounds(totals.totalPence),
      totalItems: totals.totalItems,
    },
    discountCode: summary.discountCode,
    discountProblem: summary.discountProblem,
    needsDelivery: needsDelivery(lines),
    prefill: {
      email: input.email,
      shipToDeliverTo: prefill?.name ?? "",
      shipToTelephone: prefill?.telephoneNumber ?? "",
      shipToStreet1: prefill?.addressLine1 ?? "",
      shipToStreet2: prefill?.addressLine2 ?? "",
      shipToCity: prefill?.locality ?? "",
      shipToCounty: prefill?.county ?? "",
      shipToPostalCode: prefill?.postcode ?? "",
      shipToCountry: prefill?.country || "United Kingdom",
      invoiceSameAsDelivery: "on",
      billToCountry: "United Kingdom",
    },
    creditLeft: input.creditLeftPence === null ? null : formatPounds(input.creditLeftPence),
    confirmRemoveAll: input.confirmRemoveAll,
    basketJoined: input.basketJoined,
    checkoutKey: input.checkoutKey,
  };
}
