/**
 * The registration forms' rules (spec §5 and the §8 messages, word for word) as zod schemas used by the
 * forms in the browser and, authoritatively, by the actions. No server-only imports: bundled for both.
 */
import { z } from "zod";
import { newPasswordErrors } from "../accounts/password-rules.ts";
import {
  BUSINESS_TYPE_VALUES,
  hasSection,
  NO_REGISTRATION_REASONS,
  ORGANISATION_STRUCTURES,
  optionValues,
  REGULATORY_BODIES,
  TITLES,
} from "./registration-options.ts";

export const REGISTRATION_MESSAGES = {
  required: "This field is required.",
  emailRequired: "You must give your email address.",
  emailInvalid: "Please enter a valid email address.",
  telephone: "Please enter a valid telephone number.",
  postcode: "Please enter a valid postcode.",
  url: "Please enter a valid URL.",
  terms: "Please check the terms and condition.",
  format: "Invalid format.",
  tooLong: "Enter 200 characters or fewer.",
} as const;
const M = REGISTRATION_MESSAGES;

const TELEPHONE = /^\+?[0-9 ]+$/;
const POSTCODE = /^[A-Za-z0-9 ]{5,12}$/;
/** Companies House numbers (e.g. 01234567, SC123456) and society numbers (e.g. IP12345R). */
const REGISTRATION_NUMBER = /^[A-Z0-9]{6,10}$/;

/**
 * A form field: missing is empty (an unticked box, a section the form did not show), and the rules still
 * run on it (zod's own default would skip them).
 */
function field<T extends z.ZodType<unknown, string>>(rules: T) {
  return z.string().default("").pipe(rules);
}

const optional = field(z.string().trim().max(200, M.tooLong));
const required = field(z.string().trim().min(1, M.required).max(200, M.tooLong));
const ticked = field(z.string().transform((v) => v !== ""));
const telephone = field(
  z
    .string()
    .trim()
    .max(30, M.telephone)
    .refine((v) => v === "" || (TELEPHONE.test(v) && /\d/.test(v)), M.telephone),
);
const postcode = field(
  z
    .string()
    .trim()
    .refine((v) => v === "" || POSTCODE.test(v), M.postcode)
    .transform((v) => v.toUpperCase().replace(/\s+/g, " ")),
);

/** Web addresses are accepted with or without http(s)://; stored with it. */
export function normaliseUrl(value: string): string | null {
  const v = value.trim();
  if (v === "") return "";
  const withScheme = /^https?:\/\//i.test(v) ? v : `https://${v}`;
  try {
    const url = new URL(withScheme);
    if (!/^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) || /\s/.test(v)) return null;
    return url.toString();
  } catch {
    return null;
  }
}

const url = field(
  z
    .string()
    .max(300, M.url)
    .refine((v) => normaliseUrl(v) !== null, M.url)
    .transform((v) => normaliseUrl(v) ?? ""),
);

const email = field(
  z
    .string()
    .trim()
    .min(1, M.emailRequired)
    .pipe(z.email(M.emailInvalid).max(254, M.emailInvalid))
    .transform((v) => v.toLowerCase()),
);

const addressShape = {
  addressLine1: required,
  addressLine2: optional,
  locality: optional,
  county: optional,
  country: optional,
  postcode,
};

const correspondenceShape = {
  correspondenceAddressLine1: optional,
  correspondenceAddressLine2: optional,
  correspondenceLocality: optional,
  correspondenceCounty: optional,
  correspondenceCountry: optional,
  correspondencePostcode: postcode,
};

/** The person who registers: an individual, or the organisation's administrator (account owner). */
const personShape = {
  title: field(z.string().refine((v) => (TITLES as readonly string[]).includes(v), M.required)),
  firstName: required,
  lastName: required,
  email,
  telephone,
  // Passwords are taken exactly as typed (a space may be part of one).
  password: field(z.string().max(200)),
  "password-confirm": field(z.string().max(200)),
  terms: field(z.string().refine((v) => v !== "", M.terms)),
};

type Issues = z.core.$RefinementCtx;

/**
 * Cross-field rules run even when a field has failed (zod skips refinements then by default), so a
 * single submit lists every problem at once. Values of failed fields may be missing here.
 */
const ALWAYS = { when: () => true };

function passwordIssues(value: { email: string; password: string; "password-confirm": string }, ctx: Issues) {
  const errors = newPasswordErrors(
    {
      password: value.password ?? "",
      confirm: value["password-confirm"] ?? "",
      username: typeof value.email === "string" ? value.email : "",
    },
    { password: "password", confirm: "password-confirm" },
  );
  for (const [field, message] of Object.entries(errors))
    ctx.addIssue({ code: "custom", path: [field], message });
}

export const individualRegistrationSchema = z
  .object({ ...personShape, ...addressShape })
  .superRefine(passwordIssues, ALWAYS);

export type IndividualRegistration = z.output<typeof individualRegistrationSchema>;

const organisationShape = {
  businessType: field(z.enum(BUSINESS_TYPE_VALUES, { error: M.required })),
  organisationName: required,
  organisationStructure: optional,
  registrationNumber: field(z.string().transform((v) => v.replace(/\s+/g, "").toUpperCase())),
  noCHregistrationNumber: ticked,
  reasonForNotRegistered: optional,
  otherReasonForNotRegistered: optional,
  regulatoryBodyId: optional,
  regulatoryBodyMembershipNoId: optional,
  localAuthorityId: optional,
  officeOrDepartmentId: optional,
  companyWebsite: url,
  companyTelephone: telephone,
  ...addressShape,
  sameasCompanyAddress: ticked,
  ...correspondenceShape,
  sameasCompanyWebsite: ticked,
  website: url,
  ...personShape,
};

export const organisationRegistrationSchema = z.object(organisationShape).superRefine((value, ctx) => {
  const issue = (field: string, message: string = M.required) =>
    ctx.addIssue({ code: "custom", path: [field], message });
  const type = value.businessType;
  if (hasSection(type, "organisation-structure")) {
    if (!optionValues(ORGANISATION_STRUCTURES).includes(value.organisationStructure))
      issue("organisationStructure");
  }
  if (hasSection(type, "company-registration")) {
    // Spec §4: the 'no registration number' tick replaces the number by a reason; 'other' needs words.
    if (value.noCHregistrationNumber) {
      if (!optionValues(NO_REGISTRATION_REASONS).includes(value.reasonForNotRegistered))
        issue("reasonForNotRegistered");
      else if (value.reasonForNotRegistered === "other" && value.otherReasonForNotRegistered === "")
        issue("otherReasonForNotRegistered");
    } else if (value.registrationNumber === "") issue("registrationNumber");
    else if (!REGISTRATION_NUMBER.test(value.registrationNumber)) issue("registrationNumber", M.format);
  }
  if (hasSection(type, "professional-body")) {
    if (!optionValues(REGULATORY_BODIES).includes(value.regulatoryBodyId)) issue("regulatoryBodyId");
    if (value.regulatoryBodyMembershipNoId === "") issue("regulatoryBodyMembershipNoId");
  }
  if (hasSection(type, "local-authority") && value.localAuthorityId === "") issue("localAuthorityId");
  if (hasSection(type, "office-or-department") && value.officeOrDepartmentId === "")
    issue("officeOrDepartmentId");
  if (!value.sameasCompanyAddress && value.correspondenceAddressLine1 === "")
    issue("correspondenceAddressLine1");
  passwordIssues(value, ctx);
}, ALWAYS);

export type OrganisationRegistration = z.output<typeof organisationRegistrationSchema>;

export const resendConfirmationSchema = z.object({ email });

/** Fields whose values never go back to the browser. */
const SECRET_FIELDS = new Set(["password", "password-confirm", "_csrf"]);

export type FormValues = Record<string, string>;
export type FormErrors = Record<string, string>;

export type FormParse<T> =
  | { ok: true; data: T; values: FormValues }
  | { ok: false; errors: FormErrors; values: FormValues };

/** Reads a posted form with `schema`: the data, or the first error of each field plus what was typed. */
export function parseRegistrationForm<T>(schema: z.ZodType<T>, form: FormData): FormParse<T> {
  const raw: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && !(name in raw)) raw[name] = value;
  }
  const values: FormValues = {};
  for (const [name, value] of Object.entries(raw)) if (!SECRET_FIELDS.has(name)) values[name] = value;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors, values };
}
