/**
 * The checkout's forms, shared by the page (HTML constraints, the browser's check) and the action: the
 * details form (who pays how, the ship-to fields of spec §3 for delivery, the invoice address) and the
 * discount form. Messages are the spec's (§8) where it has one.
 */
import { z } from "zod";
import {
  choice,
  email,
  optionalText,
  postcode,
  requiredText,
  telephone,
  ticked,
} from "../../lib/forms/field-schemas.ts";
import { MESSAGES } from "../../lib/forms/messages.ts";
import type { OrderAddress } from "./order-repository.server.ts";

export const PAYMENT_TYPE_VALUES = ["card", "purchase-order"] as const;

export const PURCHASE_ORDER_MESSAGE = "Enter your purchase order number: up to 10 digits.";

/** The ship-to fields (spec §3) and the invoice address's, in the order of the form. */
export const SHIP_TO_FIELDS = [
  "shipToDeliverTo",
  "shipToTelephone",
  "shipToStreet1",
  "shipToStreet2",
  "shipToCity",
  "shipToCounty",
  "shipToPostalCode",
  "shipToCountry",
] as const;

export const BILL_TO_FIELDS = [
  "billToName",
  "billToStreet1",
  "billToStreet2",
  "billToCity",
  "billToCounty",
  "billToPostalCode",
  "billToCountry",
] as const;

export const ADDRESS_LABELS: Record<
  (typeof SHIP_TO_FIELDS)[number] | (typeof BILL_TO_FIELDS)[number],
  string
> = {
  shipToDeliverTo: "Deliver to (full name)",
  shipToTelephone: "Telephone number (optional)",
  shipToStreet1: "Address line 1",
  shipToStreet2: "Address line 2 (optional)",
  shipToCity: "Town or city",
  shipToCounty: "County (optional)",
  shipToPostalCode: "Postcode",
  shipToCountry: "Country",
  billToName: "Name on the invoice",
  billToStreet1: "Address line 1",
  billToStreet2: "Address line 2 (optional)",
  billToCity: "Town or city",
  billToCounty: "County (optional)",
  billToPostalCode: "Postcode",
  billToCountry: "Country",
};

/** Text that must be given when the form's rule says so (checked in superRefine), optional otherwise. */
const maybe = (max = 200) => optionalText(max);

const detailsShape = z.object({
  email: email(),
  shipToDeliverTo: maybe(),
  shipToTelephone: telephone(),
  shipToStreet1: maybe(),
  shipToStreet2: optionalText(),
  shipToCity: maybe(100),
  shipToCounty: optionalText(100),
  shipToPostalCode: postcode(),
  shipToCountry: maybe(100),
  invoiceSameAsDelivery: ticked(),
  billToName: maybe(),
  billToStreet1: maybe(),
  billToStreet2: optionalText(),
  billToCity: maybe(100),
  billToCounty: optionalText(100),
  billToPostalCode: postcode(),
  billToCountry: maybe(100),
  purchaseOrderNumber: optionalText(10),
  paymentType: choice(PAYMENT_TYPE_VALUES),
  /** One per checkout page: the same submission twice makes one order. */
  checkoutKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, "This form has expired. Reload the page and try again."),
});

type Details = z.output<typeof detailsShape>;

const REQUIRED_DELIVERY = [
  "shipToDeliverTo",
  "shipToStreet1",
  "shipToCity",
  "shipToPostalCode",
  "shipToCountry",
] as const;
const REQUIRED_INVOICE = [
  "billToName",
  "billToStreet1",
  "billToCity",
  "billToPostalCode",
  "billToCountry",
] as const;

/**
 * The details form. `needsDelivery`: the basket holds things to post (every shop item does; placed
 * notices will not). Without delivery the invoice address is always asked for.
 */
export function checkoutDetailsSchema(needsDelivery: boolean) {
  return detailsShape.superRefine((data, ctx) => {
    const missing = (fields: readonly (keyof Details)[]) => {
      for (const field of fields)
        if (data[field] === "") ctx.addIssue({ code: "custom", path: [field], message: MESSAGES.required });
    };
    if (needsDelivery) missing(REQUIRED_DELIVERY);
    if (!needsDelivery || !data.invoiceSameAsDelivery) missing(REQUIRED_INVOICE);
    if (data.paymentType === "purchase-order") {
      if (data.purchaseOrderNumber === "")
        ctx.addIssue({ code: "custom", path: ["purchaseOrderNumber"], message: PURCHASE_ORDER_MESSAGE });
      else if (!/^[0-9]{1,10}$/.test(data.purchaseOrderNumber))
        ctx.addIssue({ code: "custom", path: ["purchaseOrderNumber"], message: MESSAGES.digits });
    }
  });
}

/** The checked form as the order's addresses. */
export function addressesOf(
  data: Details,
  needsDelivery: boolean,
): { delivery: OrderAddress | null; invoice: OrderAddress } {
  const delivery: OrderAddress = {
    deliverTo: data.shipToDeliverTo,
    telephone: data.shipToTelephone,
    street1: data.shipToStreet1,
    street2: data.shipToStreet2,
    city: data.shipToCity,
    county: data.shipToCounty,
    country: data.shipToCountry,
    postalCode: data.shipToPostalCode,
  };
  const invoice: OrderAddress =
    needsDelivery && data.invoiceSameAsDelivery
      ? delivery
      : {
          deliverTo: data.billToName,
          telephone: data.shipToTelephone,
          street1: data.billToStreet1,
          street2: data.billToStreet2,
          city: data.billToCity,
          county: data.billToCounty,
          country: data.billToCountry,
          postalCode: data.billToPostalCode,
        };
  return { delivery: needsDelivery ? delivery : null, invoice };
}

export const discountSchema = z.object({
  discountCode: requiredText(40),
});
