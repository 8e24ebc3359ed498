/** The one field of the "send me a link" forms (unlock, forgotten password), with the sign-in form's words. */
import { z } from "zod";
import { email } from "../../lib/forms/field-schemas.ts";
import { SIGN_IN_MESSAGES } from "./sign-in-schema.ts";

export const emailRequestSchema = z.object({
  email: email({ required: SIGN_IN_MESSAGES.email, invalid: SIGN_IN_MESSAGES.email }),
});
