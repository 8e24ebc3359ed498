/**
 * Staff's form for a new discount code (issue 11 point 8): the code (3 to 40 letters and digits), what it
 * is for, a percentage (1–100) or a fixed amount in pounds, the days it is valid (dd/mm/yyyy, UK time: from
 * the start of the first day to the end of the last), the products it applies to (none ticked: all), and
 * its limits overall and per account. Pure: the page takes its constraints from it, the action reads with
 * it.
 */
import { z } from "zod";
import { DISCOUNT_KINDS, SHOP_PRODUCT_IDS } from "../../db/schema/shop-values.ts";
import { parseDateInput } from "../../lib/forms/date-input.ts";
import { choice, choices, dateRange, optionalText } from "../../lib/forms/field-schemas.ts";
import { MESSAGES } from "../../lib/forms/messages.ts";
import { parsePounds } from "../../lib/money.ts";

export const DISCOUNT_FORM_MESSAGES = {
  code: "Enter a code of 3 to 40 letters and digits, without spaces.",
  kind: "Choose a percentage or a fixed amount.",
  percentage: "Enter a whole percentage from 1 to 100.",
  fixedAmount: "Enter an amount in pounds greater than £0, such as 5 or 12.50.",
  uses: "Enter a whole number of 1 or more, or leave it empty for no limit.",
  taken: "A discount code with this code already exists. Choose another code.",
} as const;

/** A whole number of 1 or more, or nothing (no limit). */
function optionalLimit() {
  return z
    .string()
    .trim()
    .refine((v) => v === "" || /^[1-9]\d{0,6}$/.test(v), DISCOUNT_FORM_MESSAGES.uses)
    .transform((v) => (v === "" ? null : Number(v)));
}

export function discountCodeForm(today: string) {
  return z
    .object({
      code: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{3,40}$/, DISCOUNT_FORM_MESSAGES.code)
        .transform((v) => v.toUpperCase()),
      description: optionalText(200),
      kind: choice(DISCOUNT_KINDS, DISCOUNT_FORM_MESSAGES.kind),
      percentage: z.string().trim().max(3, DISCOUNT_FORM_MESSAGES.percentage),
      fixedAmount: z.string().trim().max(12, DISCOUNT_FORM_MESSAGES.fixedAmount),
      validFrom: z.string().trim(),
      validUntil: z.string().trim(),
      productIds: choices(SHOP_PRODUCT_IDS, MESSAGES.required),
      maxUses: optionalLimit(),
      maxUsesPerAccount: optionalLimit(),
    })
    .superRefine((form, ctx) => {
      if (form.kind === "percentage" && !/^(100|[1-9]\d?)$/.test(form.percentage))
        ctx.addIssue({ code: "custom", path: ["percentage"], message: DISCOUNT_FORM_MESSAGES.percentage });
      if (form.kind === "fixed") {
        const pence = parsePounds(form.fixedAmount);
        if (pence === null || pence <= 0)
          ctx.addIssue({
            code: "custom",
            path: ["fixedAmount"],
            message: DISCOUNT_FORM_MESSAGES.fixedAmount,
          });
      }
    })
    .superRefine(dateRange("validFrom", "validUntil", { today, free: true, minYear: 2000 }))
    .transform((form) => ({
      code: form.code,
      description: form.description,
      kind: form.kind,
      /** A whole per cent, or pence. */
      amount: form.kind === "percentage" ? Number(form.percentage) : (parsePounds(form.fixedAmount) ?? 0),
      /** ISO days, "" when open (the range rule above has checked both). */
      validFrom: form.validFrom ? (parseDateInput(form.validFrom) ?? "") : "",
      validUntil: form.validUntil ? (parseDateInput(form.validUntil) ?? "") : "",
      productIds: form.productIds,
      maxUses: form.maxUses,
      maxUsesPerAccount: form.maxUsesPerAccount,
    }));
}

export type DiscountCodeInput = z.output<ReturnType<typeof discountCodeForm>>;
