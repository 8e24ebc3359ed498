/**
 * Staff's mark "payment not required" on an organisation (issue 12 point 6): its notices skip payment and
 * go straight to approval. Only public bodies are marked — local and central government, government
 * agencies and other public-sector bodies — as the real Gazette's public-sector accounts are; a company,
 * society or professional body pays for its notices, so marking one is refused with the reason. Pure: the
 * form's schema and the rule, shared by the staff page and the service.
 */
import { z } from "zod";
import type { BusinessType } from "../../db/schema/organisations-values.ts";

export const PUBLIC_SECTOR_BUSINESS_TYPES: readonly BusinessType[] = [
  "government-local",
  "government-central",
  "government-agency",
  "public-sector",
];

export function isPublicSector(businessType: string | null): boolean {
  return PUBLIC_SECTOR_BUSINESS_TYPES.includes(businessType as BusinessType);
}

/** The form's hidden field that tells its post from the approval decision's on the same page. */
export const PAYMENT_NOT_REQUIRED_INTENT = "payment-not-required";

export const PAYMENT_NOT_REQUIRED_MESSAGES = {
  notPublicSector:
    "Only public-sector organisations (local or central government, government agencies and other public bodies) can be marked 'payment not required'. This organisation is not one, so it pays for its notices.",
  marked: "The organisation is marked 'payment not required': its notices skip payment.",
  unmarked: "The organisation now pays for its notices.",
} as const;

export const paymentNotRequiredSchema = z.object({
  paymentNotRequired: z
    .literal("on")
    .optional()
    .transform((v) => v === "on"),
});
