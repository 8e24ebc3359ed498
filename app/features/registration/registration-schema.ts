/**
 * The registration forms' rules (spec §5 and the §8 messages, word for word) as zod schemas used by the
 * forms in the browser and, authoritatively, by the actions. No server-only imports: bundled for both.
 */
import { z } from "zod";
import {
  choice,
  email,
  mustTick,
  normaliseRegistrationNumber,
  optionalText,
  postcode,
  requiredText,
  telephone,
  ticked,
  title,
  webAddress,
} from "../../lib/forms/field-schemas.ts";
import { MESSAGES, tooLongMessage } from "../../lib/forms/messages.ts";
import { addFieldErrors } from "../../lib/forms/parse-form.ts";
import { ID_PATTERNS } from "../../lib/ids.ts";
import { newPasswordErrors } from "../accounts/password-rules.ts";
import {
  BUSINESS_TYPE_VALUES,
  hasSection,
  NO_REGISTRATION_REASONS,
  ORGANISATION_STRUCTURES,
  optionValues,
  REGULATORY_BODIES,
} from "./registration-options.ts";

export const REGISTRATION_MESSAGES = {
  required: MESSAGES.required,
  emailRequired: "You must give your email address.",
  emailInvalid: MESSAGES.email,
  telephone: MESSAGES.telephone,
  postcode: MESSAGES.postcode,
  url: MESSAGES.url,
  terms: MESSAGES.terms,
  format: MESSAGES.format,
  tooLong: tooLongMessage(200),
} as const;
const M = REGISTRATION_MESSAGES;

const optional = optionalText(200);
const required = requiredText(200);

const url = webAddress();

const registrationEmail = email({ required: M.emailRequired, invalid: M.emailInvalid });

const addressShape = {
  addressLine1: required,
  addressLine2: optional,
  locality: optional,
  county: optional,
  country: optional,
  postcode: postcode(),
};

const correspondenceShape = {
  correspondenceAddressLine1: optional,
  correspondenceAddressLine2: optional,
  correspondenceLocality: optional,
  correspondenceCounty: optional,
  correspondenceCountry: optional,
  correspondencePostcode: postcode(),
};

/**
 * The person who registers: an individual, or the organisation's administrator (account owner). Their
 * contact details come first on the page and the password and terms last (an individual's address sits
 * between), so the shapes are kept apart: a schema's field order is its form's order.
 */
const accountHolderShape = {
  title: title(),
  firstName: required,
  lastName: required,
  email: registrationEmail,
  telephone: telephone(),
};

const passwordAndTermsShape = {
  // Passwords are taken exactly as typed (a space may be part of one).
  password: z.string(),
  "password-confirm": z.string(),
  terms: mustTick(M.terms),
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
  addFieldErrors(ctx, errors);
}

export const individualRegistrationSchema = z
  .object({ ...accountHolderShape, ...addressShape, ...passwordAndTermsShape })
  .superRefine(passwordIssues, ALWAYS);

export type IndividualRegistration = z.output<typeof individualRegistrationSchema>;

const organisationShape = {
  businessType: choice(BUSINESS_TYPE_VALUES),
  organisationName: required,
  organisationStructure: optional,
  registrationNumber: z.string().transform(normaliseRegistrationNumber),
  noCHregistrationNumber: ticked(),
  reasonForNotRegistered: optional,
  otherReasonForNotRegistered: optional,
  regulatoryBodyId: optional,
  regulatoryBodyMembershipNoId: optional,
  localAuthorityId: optional,
  officeOrDepartmentId: optional,
  companyWebsite: url,
  companyTelephone: telephone(),
  ...addressShape,
  sameasCompanyAddress: ticked(),
  ...correspondenceShape,
  sameasCompanyWebsite: ticked(),
  website: url,
  ...accountHolderShape,
  ...passwordAndTermsShape,
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
    else if (!ID_PATTERNS.registrationNumber.test(value.registrationNumber))
      issue("registrationNumber", M.format);
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

export const resendConfirmationSchema = z.object({ email: registrationEmail });
