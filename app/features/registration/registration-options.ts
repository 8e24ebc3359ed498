/**
 * The choices of the registration forms (spec §3 registration fields). Shared by the forms, the zod
 * schemas and the service, so a value the form offers is exactly a value the server accepts.
 */

export interface Option {
  value: string;
  label: string;
}

export const ACCOUNT_TYPES = [
  { value: "organisation", label: "An organisation", hint: "A company, firm, public body or society" },
  { value: "individual", label: "An individual", hint: "Placing notices for yourself" },
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number]["value"];

export const BUSINESS_TYPES = [
  { value: "private-sector", label: "Private sector (company)" },
  { value: "society", label: "Society" },
  { value: "professional-body", label: "Professional body" },
  { value: "government-local", label: "Local government" },
  { value: "government-central", label: "Central government" },
  { value: "government-agency", label: "Government agency" },
  { value: "public-sector", label: "Other public sector body" },
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number]["value"];
export const BUSINESS_TYPE_VALUES = BUSINESS_TYPES.map((t) => t.value) as [BusinessType, ...BusinessType[]];

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

export const ORGANISATION_STRUCTURES: readonly Option[] = [
  { value: "limited-company", label: "Limited company" },
  { value: "llp", label: "Limited liability partnership (LLP)" },
  { value: "partnership", label: "Partnership" },
  { value: "sole-trader", label: "Sole trader" },
  { value: "charity", label: "Charity" },
  { value: "other", label: "Other" },
];

export const NO_REGISTRATION_REASONS: readonly Option[] = [
  { value: "not-required", label: "Registration is not required for our organisation" },
  { value: "overseas-company", label: "Overseas company" },
  { value: "in-formation", label: "The company is being formed" },
  { value: "other", label: "Other" },
];

export const REGULATORY_BODIES: readonly Option[] = [
  { value: "ipa", label: "Insolvency Practitioners Association" },
  { value: "icaew", label: "Institute of Chartered Accountants in England and Wales (ICAEW)" },
  { value: "icas", label: "Institute of Chartered Accountants of Scotland (ICAS)" },
  { value: "cai", label: "Chartered Accountants Ireland" },
  { value: "acca", label: "Association of Chartered Certified Accountants (ACCA)" },
  { value: "law-society", label: "The Law Society" },
  { value: "law-society-scotland", label: "Law Society of Scotland" },
  { value: "law-society-ni", label: "Law Society of Northern Ireland" },
  { value: "sra", label: "Solicitors Regulation Authority" },
  { value: "insolvency-service", label: "The Insolvency Service" },
  { value: "other", label: "Other" },
];

export function optionValues(options: readonly Option[]): string[] {
  return options.map((o) => o.value);
}

export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}
