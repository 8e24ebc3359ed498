/**
 * The choices of the registration forms (spec §3 registration fields). Shared by the forms, the zod
 * schemas and the service, so a value the form offers is exactly a value the server accepts. The values
 * are stored in organisations, whose CHECKs are built from the same lists (db/schema/organisations-values.ts);
 * the labels are the form's.
 */
import {
  BUSINESS_TYPE_VALUES,
  type BusinessType,
  NO_REGISTRATION_REASON_VALUES,
  type NoRegistrationReason,
  ORGANISATION_STRUCTURE_VALUES,
  type OrganisationStructure,
  REGULATORY_BODY_VALUES,
  type RegulatoryBody,
} from "../../db/schema/organisations-values.ts";

export {
  BUSINESS_TYPE_VALUES,
  type BusinessType,
  NO_REGISTRATION_REASON_VALUES,
  ORGANISATION_STRUCTURE_VALUES,
  REGULATORY_BODY_VALUES,
};

export interface Option {
  value: string;
  label: string;
}

export const ACCOUNT_TYPES = [
  { value: "organisation", label: "An organisation", hint: "A company, firm, public body or society" },
  { value: "individual", label: "An individual", hint: "Placing notices for yourself" },
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number]["value"];

/** The options of `values`, in their order, each with its label: a value without a label does not compile. */
function labelled<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const BUSINESS_TYPES = labelled(BUSINESS_TYPE_VALUES, {
  "private-sector": "Private sector (company)",
  society: "Society",
  "professional-body": "Professional body",
  "government-local": "Local government",
  "government-central": "Central government",
  "government-agency": "Government agency",
  "public-sector": "Other public sector body",
});

/** The parts of the organisation form beyond name, address, website and administrator. */
export type OrganisationSection =
  | "organisation-structure"
  | "company-registration"
  | "professional-body"
  | "local-authority"
  | "office-or-department";

/** Which sections each business type shows (and the server requires): "sections appear or hide by business type". */
export const SECTIONS_BY_BUSINESS_TYPE: Record<BusinessType, readonly OrganisationSection[]> = {
  "private-sector": ["organisation-structure", "company-registration"],
  society: ["organisation-structure", "company-registration"],
  "professional-body": ["professional-body"],
  "government-local": ["local-authority"],
  "government-central": ["office-or-department"],
  "government-agency": ["office-or-department"],
  "public-sector": [],
};

export function isBusinessType(value: unknown): value is BusinessType {
  return typeof value === "string" && (BUSINESS_TYPE_VALUES as readonly string[]).includes(value);
}

export function hasSection(businessType: string, section: OrganisationSection): boolean {
  return isBusinessType(businessType) && SECTIONS_BY_BUSINESS_TYPE[businessType].includes(section);
}

export const ORGANISATION_STRUCTURES: readonly Option[] = labelled<OrganisationStructure>(
  ORGANISATION_STRUCTURE_VALUES,
  {
    "limited-company": "Limited company",
    llp: "Limited liability partnership (LLP)",
    partnership: "Partnership",
    "sole-trader": "Sole trader",
    charity: "Charity",
    other: "Other",
  },
);

export const NO_REGISTRATION_REASONS: readonly Option[] = labelled<NoRegistrationReason>(
  NO_REGISTRATION_REASON_VALUES,
  {
    "not-required": "Registration is not required for our organisation",
    "overseas-company": "Overseas company",
    "in-formation": "The company is being formed",
    other: "Other",
  },
);

export const REGULATORY_BODIES: readonly Option[] = labelled<RegulatoryBody>(REGULATORY_BODY_VALUES, {
  ipa: "Insolvency Practitioners Association",
  icaew: "Institute of Chartered Accountants in England and Wales (ICAEW)",
  icas: "Institute of Chartered Accountants of Scotland (ICAS)",
  cai: "Chartered Accountants Ireland",
  acca: "Association of Chartered Certified Accountants (ACCA)",
  "law-society": "The Law Society",
  "law-society-scotland": "Law Society of Scotland",
  "law-society-ni": "Law Society of Northern Ireland",
  sra: "Solicitors Regulation Authority",
  "insolvency-service": "The Insolvency Service",
  other: "Other",
});

/** The answer typed as stored when it is one of `values` (the schema has checked it), else null. */
export function answerOf<T extends string>(values: readonly T[], answer: string): T | null {
  return (values as readonly string[]).includes(answer) ? (answer as T) : null;
}

export function optionValues(options: readonly Option[]): string[] {
  return options.map((o) => o.value);
}

export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}
