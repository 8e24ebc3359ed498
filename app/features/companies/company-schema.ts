/** The company administrator's forms: payment method, credit application and director claim. */
import { z } from "zod";
import { PAYMENT_METHODS } from "../../db/schema/organisations-values.ts";
import {
  choice,
  email,
  money,
  mustTick,
  optionalText,
  postcode,
  requiredText,
  telephone,
} from "../../lib/forms/field-schemas.ts";
import { penceToDecimal } from "../../lib/money.ts";

// The methods the organisations table's CHECK allows.
export const paymentSchema = z.object({ paymentMethod: choice(PAYMENT_METHODS) });

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
  tradingName: requiredText(),
  registrationNumber: optionalText(20),
  contactName: requiredText(),
  contactEmail: email({ keepCase: true }),
  contactTelephone: telephone({ required: true }),
  billingAddress: requiredText(500),
  // Kept as the account admins read it: pounds and pence ("250.50").
  monthlySpend: money({ maxLength: 12 }).transform(penceToDecimal),
  terms: mustTick(),
});

/** The director's details of a claim; the company number is checked against the register by the service. */
export const directorClaimSchema = z.object({
  companyNumber: requiredText(20),
  directorName: requiredText(),
  addressLine1: requiredText(),
  addressLine2: optionalText(),
  locality: requiredText(),
  county: optionalText(),
  postcode: postcode({ required: true }),
  country: optionalText(),
});
