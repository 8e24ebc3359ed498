/**
 * The password rules of registration and every password form (spec §5): 7 to 20 characters, not similar
 * to the e-mail address or username, rated 0–4, and accepted only when rated strong (4). Pure, so that
 * the strength meter in the browser and the server's validation give the same answer.
 */
import { z } from "zod";
import { addFieldErrors, type FieldError } from "../../lib/forms/parse-form.ts";

export const PASSWORD_MIN = 7;
export const PASSWORD_MAX = 20;

export type PasswordRating = 0 | 1 | 2 | 3 | 4;

export const RATING_LABELS: Record<PasswordRating, string> = {
  0: "Too short, too long or too similar to your email address",
  1: "Very weak",
  2: "Weak",
  3: "Medium",
  4: "Strong",
};

export const PASSWORD_MESSAGES = {
  required: "Enter your password.",
  notStrong:
    "Your password must be 'strong' in order to proceed with your registration. Click on the help button for password criteria.",
  confirmRequired: "Repeat your password.",
  confirmMismatch: "Enter the same password as above.",
} as const;

/** What the help button shows: the criteria of a strong password. */
export const PASSWORD_CRITERIA = [
  `between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters`,
  "at least one lower-case letter, one capital letter, one number and one symbol",
  "not similar to your email address or username",
] as const;

function simplify(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/**
 * Similar to the username (the e-mail address, or its part before the @): one contains the other, or
 * they differ by at most a quarter of their characters (e.g. "jsmith1" for jsmith@example.com).
 */
export function isSimilarToUsername(password: string, username: string): boolean {
  const p = simplify(password);
  if (!p || !username.trim()) return false;
  const candidates = [simplify(username), simplify(username.split("@")[0] ?? "")].filter(
    (c) => c.length >= 3,
  );
  return candidates.some(
    (c) =>
      p.includes(c) || c.includes(p) || editDistance(p, c) <= Math.floor(Math.max(p.length, c.length) / 4),
  );
}

export function ratePassword(password: string, username = ""): PasswordRating {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 0;
  if (isSimilarToUsername(password, username)) return 0;
  if ([...password].every((c) => c === password[0])) return 1;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (classes === 4) return 4;
  if (classes === 3) return 3;
  return 2;
}

export function isStrongPassword(password: string, username = ""): boolean {
  return ratePassword(password, username) === 4;
}

/**
 * Field errors of a new password and its confirmation, with the spec's messages; empty when acceptable.
 * `passwordField`/`confirmField` name the form fields (password + password-confirm in registration,
 * password + confirmPassword in the password forms).
 */
export function newPasswordErrors(
  input: { password: string; confirm: string; username: string },
  fields: { password: string; confirm: string } = { password: "password", confirm: "confirmPassword" },
): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  if (!input.password) add(fields.password, PASSWORD_MESSAGES.required);
  else if (!isStrongPassword(input.password, input.username))
    add(fields.password, PASSWORD_MESSAGES.notStrong);
  if (!input.confirm) add(fields.confirm, PASSWORD_MESSAGES.confirmRequired);
  else if (input.password && input.confirm !== input.password)
    add(fields.confirm, PASSWORD_MESSAGES.confirmMismatch);
  return errors;
}

/**
 * The password forms' fields (a new password and its confirmation), taken exactly as typed: a space may
 * be part of a password. No length limit here: anything over 20 characters is not strong anyway.
 */
export const newPasswordFields = { password: z.string(), confirmPassword: z.string() };

/** A new password for the account of `username`, checked by the rules above. */
export function newPasswordSchema(username: string) {
  return z
    .object(newPasswordFields)
    .superRefine((v, ctx) =>
      addFieldErrors(ctx, newPasswordErrors({ password: v.password, confirm: v.confirmPassword, username })),
    );
}
