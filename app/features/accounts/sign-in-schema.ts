/**
 * The sign-in form's fields and checks (spec §5), shared by the page, the modal (in the browser, on
 * submit only) and the server, so all three say the same words.
 */
import { z } from "zod";
import { email } from "../../lib/forms/field-schemas.ts";

export const SIGN_IN_MESSAGES = {
  email: "You must give your email address",
  password: "You must give your password",
} as const;

/** Spec §9: at least 5 characters at sign-in (registration has its own, stricter rule). */
export const SIGN_IN_PASSWORD_MIN = 5;

export const signInSchema = z.object({
  // Looked up without regard to case by the service; kept as typed so the form shows it back unchanged.
  email: email({ required: SIGN_IN_MESSAGES.email, invalid: SIGN_IN_MESSAGES.email, keepCase: true }),
  password: z
    .string()
    .min(SIGN_IN_PASSWORD_MIN, SIGN_IN_MESSAGES.password)
    .transform((v) => v.slice(0, 200)),
  redirectUrl: z.string().transform((v) => v.slice(0, 2000)),
});

export type SignInInput = z.output<typeof signInSchema>;
