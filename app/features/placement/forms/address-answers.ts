/**
 * An address asked in a web form (the deceased's, a representative's…): line 1, line 2, town or city,
 * and either a UK postcode or, for an address abroad, its country. Kept in the notice's data as the
 * notice-data schemas keep addresses, `{ lines, postcode?, country? }`, with the town always the last
 * line, so the answers read back into the same fields. Pure.
 */
import { z } from "zod";
import { optionalText, postcode, requiredText } from "../../../lib/forms/field-schemas.ts";
import type { FormValues } from "../../../lib/forms/parse-form.ts";
import type { FieldGroupSpec } from "./web-form.ts";

export interface AddressData {
  lines: string[];
  postcode?: string;
  country?: string;
}

export const ADDRESS_MESSAGES = {
  line1: "Enter the first line of the address",
  city: "Enter the town or city",
  postcodeAbroad:
    "Leave the postcode empty for an address outside the UK: put its postal code in the address lines",
} as const;

const UK_NAMES = /^(uk|u\.k\.|united kingdom|great britain|england|wales|scotland|northern ireland)$/i;

type Part = "Line1" | "Line2" | "City" | "Postcode" | "Country";
const PARTS: readonly Part[] = ["Line1", "Line2", "City", "Postcode", "Country"];

const name = (prefix: string, part: Part) => `${prefix}${part}`;

/** The address's fields for a page's schema, named `{prefix}Line1` … `{prefix}Country`. */
export function addressFields(prefix: string, { required = true }: { required?: boolean } = {}) {
  return {
    [name(prefix, "Line1")]: required ? requiredText(200, ADDRESS_MESSAGES.line1) : optionalText(200),
    [name(prefix, "Line2")]: optionalText(200),
    [name(prefix, "City")]: required ? requiredText(100, ADDRESS_MESSAGES.city) : optionalText(100),
    [name(prefix, "Postcode")]: postcode(),
    [name(prefix, "Country")]: optionalText(100),
  } as Record<string, z.ZodType>;
}

/**
 * The cross-field rules of an address: a postcode is a UK one, so not with another country; an optional
 * address, once begun, needs its first line and town.
 */
export function refineAddress(prefix: string, { required = true }: { required?: boolean } = {}) {
  return (answers: Record<string, unknown>, ctx: z.core.$RefinementCtx) => {
    const get = (part: Part) => String(answers[name(prefix, part)] ?? "");
    if (get("Postcode") && get("Country") && !UK_NAMES.test(get("Country")))
      ctx.addIssue({
        code: "custom",
        path: [name(prefix, "Postcode")],
        message: ADDRESS_MESSAGES.postcodeAbroad,
      });
    if (!required && PARTS.some((part) => get(part))) {
      if (!get("Line1"))
        ctx.addIssue({ code: "custom", path: [name(prefix, "Line1")], message: ADDRESS_MESSAGES.line1 });
      if (!get("City"))
        ctx.addIssue({ code: "custom", path: [name(prefix, "City")], message: ADDRESS_MESSAGES.city });
    }
  };
}

/** The checked answers as the data's address (null when an optional address was left empty). */
export function addressFromAnswers(prefix: string, answers: Record<string, unknown>): AddressData | null {
  const get = (part: Part) => String(answers[name(prefix, part)] ?? "").trim();
  if (!get("Line1")) return null;
  const country = get("Country");
  const address: AddressData = { lines: [get("Line1"), get("Line2"), get("City")].filter(Boolean) };
  if (get("Postcode")) address.postcode = get("Postcode");
  if (country && !UK_NAMES.test(country)) address.country = country;
  return address;
}

/** The data's address as the fields show it: the last line is the town, a middle one line 2. */
export function addressValues(prefix: string, address: AddressData | undefined | null): FormValues {
  const lines = address?.lines ?? [];
  const line1 = lines.length > 1 ? lines[0]! : (lines[0] ?? "");
  const city = lines.length > 1 ? lines.at(-1)! : "";
  const line2 = lines.length > 2 ? lines.slice(1, -1).join(", ") : "";
  return {
    [name(prefix, "Line1")]: line1,
    [name(prefix, "Line2")]: line2,
    [name(prefix, "City")]: city,
    [name(prefix, "Postcode")]: address?.postcode ?? "",
    [name(prefix, "Country")]: address?.country ?? "",
  };
}

/** The address on one line, as notices print it. */
export function addressText(address: AddressData): string {
  return [...address.lines, address.postcode, address.country].filter(Boolean).join(", ");
}

/** The fieldset drawing an address, with the address finder. */
export function addressGroup(
  prefix: string,
  legend: string,
  finderName: string,
  hint?: string,
): FieldGroupSpec {
  return {
    legend,
    ...(hint ? { hint } : {}),
    fields: [
      { name: name(prefix, "Line1"), label: "Address line 1", kind: "text", autoComplete: "off" },
      { name: name(prefix, "Line2"), label: "Address line 2", kind: "text", autoComplete: "off" },
      { name: name(prefix, "City"), label: "Town or city", kind: "text", width: "govuk-!-width-two-thirds" },
      { name: name(prefix, "Postcode"), label: "Postcode", kind: "text", width: "govuk-input--width-10" },
      {
        name: name(prefix, "Country"),
        label: "Country, if not the UK",
        kind: "text",
        width: "govuk-!-width-two-thirds",
      },
    ],
    addressFinder: {
      name: finderName,
      line1: name(prefix, "Line1"),
      line2: name(prefix, "Line2"),
      city: name(prefix, "City"),
      postcode: name(prefix, "Postcode"),
    },
  };
}

/** Is every part of the address empty in what was sent? */
export function addressIsEmpty(prefix: string, values: FormValues): boolean {
  return PARTS.every((part) => !String(values[name(prefix, part)] ?? "").trim());
}

export const addressSchemaFor = (prefix: string, options?: { required?: boolean }) =>
  z.object(addressFields(prefix, options)).superRefine(refineAddress(prefix, options));
