/**
 * The fixed words of the organisations table (CHECKs in organisations.ts keep the columns to them). Pure,
 * so the registration forms can offer exactly these values without loading the schema.
 */

/**
 * What an organisation is: "organisation" for every account registered through the site; the others
 * describe who places the demo notices (the demo-data generators' placers).
 */
export const ORGANISATION_KINDS = [
  "organisation",
  "bank",
  "church",
  "company",
  "court",
  "government-department",
  "individual",
  "insolvency-practitioner",
  "lieutenancy",
  "local-authority",
  "official-receiver",
  "order-of-chivalry",
  "parliament",
  "public-body",
  "registrar",
  "regulator",
  "royal-household",
  "society",
  "solicitors",
] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

/** An organisation's account: waiting for the account admin, or decided. */
export const ORGANISATION_STATUSES = ["pending", "approved", "declined"] as const;
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number];

/** How the organisation pays: by card, or on account (invoiced, after an approved credit application). */
export const PAYMENT_METHODS = ["card", "account"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The registration form's answers (spec §3 registration fields); labels live with the form. */
export const BUSINESS_TYPE_VALUES = [
  "private-sector",
  "society",
  "professional-body",
  "government-local",
  "government-central",
  "government-agency",
  "public-sector",
] as const;
export type BusinessType = (typeof BUSINESS_TYPE_VALUES)[number];

export const ORGANISATION_STRUCTURE_VALUES = [
  "limited-company",
  "llp",
  "partnership",
  "sole-trader",
  "charity",
  "other",
] as const;
export type OrganisationStructure = (typeof ORGANISATION_STRUCTURE_VALUES)[number];

export const NO_REGISTRATION_REASON_VALUES = [
  "not-required",
  "overseas-company",
  "in-formation",
  "other",
] as const;
export type NoRegistrationReason = (typeof NO_REGISTRATION_REASON_VALUES)[number];

export const REGULATORY_BODY_VALUES = [
  "ipa",
  "icaew",
  "icas",
  "cai",
  "acca",
  "law-society",
  "law-society-scotland",
  "law-society-ni",
  "sra",
  "insolvency-service",
  "other",
] as const;
export type RegulatoryBody = (typeof REGULATORY_BODY_VALUES)[number];
