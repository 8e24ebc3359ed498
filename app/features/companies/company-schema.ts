/** The company administrator's forms: payment method, credit application and director claim. */
import { z } from "zod";
import { PAYMENT_METHODS } from "../../db/schema/organisations-values.ts";
import { FORM_MESSAGES } from "../team/team-schema.ts";

const required = (max = 200) =>
  z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .min(1, FORM_MESSAGES.required)
    .max(max, `Enter no more than ${max} characters.`);
const optional = (max = 200) =>
  z.string().trim().max(max, `Enter no more than ${max} characters.`).default("");

export const paymentSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: FORM_MESSAGES.required }),
});

export const CREDIT_FIELD_LABELS = {
  tradingName: "Trading name",
  registrationNumber: "Company registration number",
  contactName: "Billing contact name",
  contactEmail: "Billing contact email address",
  contactTelephone: "Billing contact telephone number",
  billingAddress: "Billing address",
  monthlySpend: "Expected monthly spend (£)",
} as const;

export const creditApplicationSchema = z.object({
  tradingName: required(),
  registrationNumber: optional(20),
  contactName: required(),
  contactEmail: required(254).pipe(z.email(FORM_MESSAGES.email)),
  contactTelephone: required(30).regex(/^\+?[0-9 ]*[0-9][0-9 ]*$/, FORM_MESSAGES.telephone),
  billingAddress: required(500),
  monthlySpend: required(12).regex(/^[0-9]+(\.[0-9]{1,2})?$/, "Please enter a valid number."),
  terms: z.literal("on", { error: "Please check the terms and condition." }),
});

export const directorClaimSchema = z.object({
  companyNumber: required(20),
  directorName: required(),
  addressLine1: required(),
  addressLine2: optional(),
  locality: required(),
  county: optional(),
  postcode: required(12).regex(/^[A-Za-z0-9 ]{5,12}$/, "Please enter a valid postcode."),
  country: optional(),
});
