/**
 * The fixed words of placing notices (CHECKs in placement.ts keep the columns to them). Pure, so the
 * placing policy, the forms and the pages use exactly these values without loading the schema.
 */

/**
 * The capacities in which an account places notices (ADR 016): what its people are, professionally, to
 * the notices they place. An account declares its own; the placing policy says which notice types each
 * one may place. Labels live with the policy (features/placement/placing-capacities.ts).
 */
export const PLACING_CAPACITIES = [
  "solicitor",
  "accountant",
  "insolvency-practitioner",
  "chartered-secretary",
  "trustee",
  "authorised-bank-official",
  "personal-representative",
  "official-receiver",
  "court",
  "public-body",
  "office-of-state",
  "company-officer",
  "named-person",
] as const;
export type PlacingCapacity = (typeof PLACING_CAPACITIES)[number];

/**
 * Supporting documents a placer uploads with a notice (spec §3 "Upload types"): letters of administration,
 * a grant of probate, a death certificate, a court order, a grant of representation.
 */
export const UPLOAD_TYPES = ["ADMIN", "PROBATE", "CERTIFICATE", "COURTORDER", "REPRESENTATION"] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
