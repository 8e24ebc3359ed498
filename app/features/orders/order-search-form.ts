/**
 * Staff's order search (a GET form): a reference (GZ- and digits, in any case), a status, and the days it
 * was placed between, as dd/mm/yyyy with the spec's date messages (§5). Pure: the page takes its
 * constraints from it and the loader reads the address with it.
 */
import { z } from "zod";
import { ORDER_STATUSES } from "../../db/schema/shop-values.ts";
import { parseDateInput } from "../../lib/forms/date-input.ts";
import { dateRange } from "../../lib/forms/field-schemas.ts";

export const ORDER_SEARCH_MESSAGES = {
  reference: "Enter an order reference such as GZ-100001.",
  status: "Choose a status from the list.",
} as const;

export function orderSearchForm(today: string) {
  return z
    .object({
      reference: z
        .string()
        .trim()
        .max(20, ORDER_SEARCH_MESSAGES.reference)
        .refine((v) => v === "" || /^GZ-\d{1,12}$/i.test(v), ORDER_SEARCH_MESSAGES.reference)
        .transform((v) => v.toUpperCase()),
      status: z.enum(["", ...ORDER_STATUSES], { error: ORDER_SEARCH_MESSAGES.status }),
      placedFrom: z.string().trim(),
      placedTo: z.string().trim(),
    })
    .superRefine(dateRange("placedFrom", "placedTo", { today, minYear: 2000 }))
    .transform((form) => ({
      reference: form.reference,
      status: form.status,
      from: form.placedFrom ? (parseDateInput(form.placedFrom) ?? "") : "",
      to: form.placedTo ? (parseDateInput(form.placedTo) ?? "") : "",
    }));
}
