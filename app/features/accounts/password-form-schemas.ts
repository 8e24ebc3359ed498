/**
 * The fields of the own-account password forms. The rules themselves need the account (its address, its
 * current password), so the services apply them (password-rules.ts); these only read the fields.
 */
import { z } from "zod";
import { linkToken } from "../../lib/forms/field-schemas.ts";
import { newPasswordFields } from "./password-rules.ts";

export const changePasswordSchema = z.object({
  // Cut, not refused: a longer "current password" is simply not the current password.
  currentPassword: z.string().transform((v) => v.slice(0, 200)),
  ...newPasswordFields,
});

/** The reset link's token comes with the form; anything longer than a token is not one. */
export const resetPasswordSchema = z.object({ token: linkToken(), ...newPasswordFields });
