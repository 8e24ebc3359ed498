/**
 * The issue purchase form (spec §3 "Purchase form", §5 "Purchase", §8): a quantity (0–200) for each
 * product bought against an issue, the full name and honour a certificate bears. One schema for the page
 * (HTML constraints, the browser's check) and the action, built from the products on sale, so a product
 * added to the catalogue needs no change here. Pure: no server-only imports.
 *
 * The rules: quantities are numbers from 0 to 200; at least one product in all ('Please select at least
 * 1 product.'); a product bearing a name needs the full name ('Full Name is mandatory'); the honour is
 * one of the list, and 'Other' needs its own words.
 */
import { z } from "zod";
import { QUANTITY_MAX } from "../../lib/forms/field-schemas.ts";
import { MESSAGES, tooLongMessage } from "../../lib/forms/messages.ts";
import { HONOUR_VALUES, OTHER_HONOUR } from "./honours.ts";

/** What the form needs to know of a product. */
export interface PurchaseProduct {
  id: string;
  /** Bears a name and honour (certificates). */
  needsName: boolean;
}

export const FULL_NAME_MAX = 120;
export const HONOUR_OTHER_MAX = 60;

export const PURCHASE_MESSAGES = {
  fullName: MESSAGES.fullName,
  atLeastOneProduct: MESSAGES.atLeastOneProduct,
  quantity: MESSAGES.number,
  honour: "Choose an honour from the list.",
  honourOther: "Enter the honour to print after the name.",
} as const;

/** 0 to 200: the select of each product (0, nothing of it, is where every select starts). */
export const PURCHASE_QUANTITIES: readonly number[] = Array.from({ length: QUANTITY_MAX + 1 }, (_, n) => n);

/** The field of a product's quantity. */
export function quantityField(productId: string): string {
  return `quantity-${productId}`;
}

export interface PurchaseChoice {
  /** The products chosen (quantity above 0), in the form's order. */
  items: { productId: string; quantity: number }[];
  /** Trimmed; "" when no chosen product bears a name and none was given. */
  fullName: string;
  /** What is printed after the name; null for none. */
  honour: string | null;
}

function quantity() {
  return z
    .string()
    .trim()
    .transform((v) => (v === "" ? "0" : v))
    .pipe(z.string().regex(/^\d{1,3}$/, PURCHASE_MESSAGES.quantity))
    .transform(Number)
    .pipe(z.number().int().min(0, PURCHASE_MESSAGES.quantity).max(QUANTITY_MAX, PURCHASE_MESSAGES.quantity));
}

function build(products: readonly PurchaseProduct[]) {
  const quantities = Object.fromEntries(products.map((p) => [quantityField(p.id), quantity()]));
  const shape = {
    ...quantities,
    fullName: z.string().trim().max(FULL_NAME_MAX, tooLongMessage(FULL_NAME_MAX)),
    honour: z.enum(HONOUR_VALUES, { error: PURCHASE_MESSAGES.honour }),
    honourOther: z.string().trim().max(HONOUR_OTHER_MAX, tooLongMessage(HONOUR_OTHER_MAX)),
  };
  return z
    .object(shape)
    .superRefine((form, ctx) => {
      const values = form as Record<string, unknown>;
      const chosen = products.filter((p) => Number(values[quantityField(p.id)] ?? 0) > 0);
      const first = products[0];
      if (chosen.length === 0 && first)
        // On the first select: the summary's link lands on the group's first control (GOV.UK pattern).
        ctx.addIssue({
          code: "custom",
          path: [quantityField(first.id)],
          message: PURCHASE_MESSAGES.atLeastOneProduct,
        });
      if (chosen.some((p) => p.needsName) && form.fullName === "")
        ctx.addIssue({ code: "custom", path: ["fullName"], message: PURCHASE_MESSAGES.fullName });
      if (form.honour === OTHER_HONOUR && form.honourOther === "")
        ctx.addIssue({ code: "custom", path: ["honourOther"], message: PURCHASE_MESSAGES.honourOther });
    })
    .transform((form): PurchaseChoice => {
      const values = form as Record<string, unknown>;
      const items = products
        .map((p) => ({ productId: p.id, quantity: Number(values[quantityField(p.id)] ?? 0) }))
        .filter((item) => item.quantity > 0);
      const honour = form.honour === OTHER_HONOUR ? form.honourOther : form.honour;
      return { items, fullName: form.fullName, honour: honour === "" ? null : honour };
    });
}

export type PurchaseSchema = ReturnType<typeof build>;

const schemas = new Map<string, PurchaseSchema>();

/**
 * The form's schema for these products (the same object for the same list, so its HTML constraints are
 * worked out once).
 */
export function purchaseSchema(products: readonly PurchaseProduct[]): PurchaseSchema {
  const key = products.map((p) => `${p.id}:${p.needsName ? 1 : 0}`).join(",");
  let schema = schemas.get(key);
  if (!schema) {
    schema = build(products);
    schemas.set(key, schema);
  }
  return schema;
}
