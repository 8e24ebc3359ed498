/**
 * The team forms (add a user, permissions, user details), one zod schema each, shared by the pages and
 * their actions. Messages are the spec's catalogue (§8).
 */
import { z } from "zod";
import { TEAM_ROLES, USER_PERMISSIONS, type UserPermission } from "../accounts/permissions.ts";

export const TITLES = ["Mr", "Mrs", "Miss", "Ms", "Mx", "Dr", "Other"] as const;

export const FORM_MESSAGES = {
  required: "This field is required.",
  email: "Please enter a valid email address.",
  telephone: "Please enter a valid telephone number.",
  emailTaken: "A user with this email address already exists.",
} as const;

const required = (max: number) =>
  z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .min(1, FORM_MESSAGES.required)
    .max(max, `Enter no more than ${max} characters.`);

const email = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .min(1, FORM_MESSAGES.required)
  .max(254, FORM_MESSAGES.email)
  .pipe(z.email(FORM_MESSAGES.email))
  .transform((value) => value.toLowerCase());

const title = z.enum(TITLES, { error: FORM_MESSAGES.required });

/** Spec §5: optional, digits and spaces, an optional leading plus. */
const telephone = z
  .string()
  .trim()
  .max(30, FORM_MESSAGES.telephone)
  .regex(/^(\+?[0-9 ]*[0-9][0-9 ]*)?$/, FORM_MESSAGES.telephone)
  .default("");

const role = z.enum(TEAM_ROLES, { error: FORM_MESSAGES.required });
const permissions = z.array(z.enum(USER_PERMISSIONS)).default([]);

export const addUserSchema = z.object({ title, name: required(120), email, role, permissions });
export const permissionsSchema = z.object({ role, permissions });
export const userDetailsSchema = z.object({ title, name: required(120), email, telephone });

export type AddUserInput = z.output<typeof addUserSchema>;
export type PermissionsInput = z.output<typeof permissionsSchema>;
export type UserDetailsInput = z.output<typeof userDetailsSchema>;

export type FieldErrors = Record<string, string>;

export type FormParse<T> =
  | { ok: true; data: T }
  | { ok: false; errors: FieldErrors; values: Record<string, string | string[]> };

/** Reads a posted form: repeated fields (checkboxes) as arrays, everything else as one string. */
export function formFields(form: FormData, arrays: readonly string[] = ["permissions"]) {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    if (key === "_csrf" || key === "_method") continue;
    const all = form.getAll(key).filter((v): v is string => typeof v === "string");
    values[key] = arrays.includes(key) ? all : (all[0] ?? "");
  }
  for (const key of arrays) values[key] ??= [];
  return values;
}

/** The schema's verdict as field errors (the first message of each field), never an exception. */
export function parseForm<S extends z.ZodType>(schema: S, form: FormData): FormParse<z.output<S>> {
  const values = formFields(form);
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors, values };
}

export function permissionList(values: readonly string[]): UserPermission[] {
  return USER_PERMISSIONS.filter((p) => values.includes(p));
}
