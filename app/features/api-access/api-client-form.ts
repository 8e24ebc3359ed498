/** Staff's form to register an API client: its name and how many calls a minute its tokens may make. Pure. */
import { z } from "zod";
import { requiredText } from "../../lib/forms/field-schemas.ts";

export const API_CLIENT_MESSAGES = {
  name: "Enter the name of the software or firm the client is for",
  rate: "Enter the calls a minute as a whole number from 1 to 100,000",
  revoked: "This client has already been revoked.",
  notFound: "There is no such API client.",
} as const;

export const DEFAULT_REQUESTS_PER_MINUTE = 600;

export const apiClientSchema = z.object({
  name: requiredText(100, API_CLIENT_MESSAGES.name),
  requestsPerMinute: z
    .string()
    .trim()
    .transform((v) => (v === "" ? String(DEFAULT_REQUESTS_PER_MINUTE) : v.replaceAll(",", "")))
    .refine((v) => /^\d{1,6}$/.test(v) && Number(v) >= 1 && Number(v) <= 100_000, API_CLIENT_MESSAGES.rate)
    .transform(Number),
});
export type ApiClientInput = z.infer<typeof apiClientSchema>;
