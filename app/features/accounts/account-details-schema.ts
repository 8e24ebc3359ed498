/**
 * The "Your details" form (title, name, telephone, e-mail address) and its checks, shared by the form
 * and the action.
 */
import { isEmailAddress } from "./sign-in-schema.ts";

export const TITLES = ["Mr", "Mrs", "Miss", "Ms", "Mx", "Dr"] as const;

export const DETAILS_MESSAGES = {
  required: "This field is required.",
  email: "Please enter a valid email address.",
  telephone: "Please enter a valid telephone number.",
  title: "Choose a title from the list.",
} as const;

export type DetailsField = "title" | "name" | "telephone" | "email";
export type DetailsValues = Record<DetailsField, string>;
export type DetailsErrors = Partial<Record<DetailsField, string>>;

/** Spec §5: optional; digits and spaces, with an optional leading plus. */
export function isTelephoneNumber(value: string): boolean {
  return /^\+?[0-9 ]*[0-9][0-9 ]*$/.test(value) && value.length <= 30;
}

function field(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

export function parseDetails(
  form: FormData,
): { ok: true; values: DetailsValues } | { ok: false; values: DetailsValues; errors: DetailsErrors } {
  const values: DetailsValues = {
    title: field(form, "title", 20),
    name: field(form, "name", 200),
    telephone: field(form, "telephone", 40),
    email: field(form, "email", 300).toLowerCase(),
  };
  const errors: DetailsErrors = {};
  if (values.title && !(TITLES as readonly string[]).includes(values.title))
    errors.title = DETAILS_MESSAGES.title;
  if (!values.name) errors.name = DETAILS_MESSAGES.required;
  if (values.telephone && !isTelephoneNumber(values.telephone)) errors.telephone = DETAILS_MESSAGES.telephone;
  if (!values.email) errors.email = DETAILS_MESSAGES.required;
  else if (!isEmailAddress(values.email)) errors.email = DETAILS_MESSAGES.email;
  return Object.keys(errors).length === 0 ? { ok: true, values } : { ok: false, values, errors };
}
