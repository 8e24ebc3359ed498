/**
 * Staff's two forms of a product (issue 11 point 1): its details (name, description, stock, on sale) and
 * a new price (pounds including VAT, from now or from a date and time in UK time). Pure: the page takes
 * its constraints from them, the action reads with them.
 */
import { z } from "zod";
import {
  choice,
  date,
  money,
  optionalText,
  requiredText,
  ticked,
  time24,
} from "../../lib/forms/field-schemas.ts";

export const PRODUCT_FORM_MESSAGES = {
  stock:
    "Enter the number in stock as a whole number of 0 or more, or leave it empty if stock does not apply.",
  when: "Choose when the price takes effect.",
  date: "Enter the date the price takes effect.",
  time: "Enter the time the price takes effect, such as 09:00.",
  future: "Enter a date and time in the future, or choose 'Now'.",
  sameMoment: "This product already has a price from that moment. Choose another date or time.",
  price: "Enter the price in pounds, such as 12.50.",
} as const;

export const productDetailsForm = z.object({
  name: requiredText(200),
  description: optionalText(2000),
  stock: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d{1,7}$/.test(v), PRODUCT_FORM_MESSAGES.stock)
    .transform((v) => (v === "" ? null : Number(v))),
  active: ticked(),
});

export type ProductDetailsInput = z.output<typeof productDetailsForm>;

export const PRICE_WHEN = ["now", "later"] as const;

/** The price form, checked against today's date (a later price is at most two years ahead). */
export function priceForm(today: string) {
  return z
    .object({
      price: money({ required: PRODUCT_FORM_MESSAGES.price, invalid: PRODUCT_FORM_MESSAGES.price }),
      when: choice(PRICE_WHEN, PRODUCT_FORM_MESSAGES.when),
      effectiveDate: date({ today, free: true }),
      effectiveTime: time24(),
    })
    .superRefine((form, ctx) => {
      if (form.when !== "later") return;
      if (form.effectiveDate === "")
        ctx.addIssue({ code: "custom", path: ["effectiveDate"], message: PRODUCT_FORM_MESSAGES.date });
      if (form.effectiveTime === "")
        ctx.addIssue({ code: "custom", path: ["effectiveTime"], message: PRODUCT_FORM_MESSAGES.time });
    });
}

export type PriceInput = z.output<ReturnType<typeof priceForm>>;
