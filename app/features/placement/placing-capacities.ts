/**
 * The capacities an account places notices in (ADR 016), as people read them: the settings form's labels
 * and hints, and the plural the placing policy's refusals name them by. Pure.
 */
import {
  PLACING_CAPACITIES,
  type PlacingCapacity,
  UPLOAD_TYPES,
  type UploadType,
} from "../../db/schema/placement-values.ts";

export { PLACING_CAPACITIES, type PlacingCapacity, UPLOAD_TYPES, type UploadType };

interface CapacityWords {
  label: string;
  hint?: string;
  /** Who, in a sentence: "solicitors", "insolvency practitioners". */
  plural: string;
}

export const CAPACITY_WORDS: Readonly<Record<PlacingCapacity, CapacityWords>> = {
  solicitor: { label: "Solicitor or law firm", plural: "solicitors" },
  accountant: { label: "Accountant", plural: "accountants" },
  "insolvency-practitioner": {
    label: "Licensed insolvency practitioner",
    plural: "insolvency practitioners",
  },
  "chartered-secretary": { label: "Chartered secretary", plural: "chartered secretaries" },
  trustee: { label: "Trustee", hint: "Including a trust corporation", plural: "trustees" },
  "authorised-bank-official": { label: "Authorised bank official", plural: "authorised bank officials" },
  "personal-representative": {
    label: "Personal representative of a person who has died",
    hint: "An executor or administrator. You will upload the death certificate and the grant with each notice",
    plural: "personal representatives",
  },
  "official-receiver": { label: "Official receiver", plural: "official receivers" },
  court: { label: "Court or tribunal", plural: "courts and tribunals" },
  "public-body": {
    label: "Public body",
    hint: "A local authority, government agency, regulator or statutory undertaker",
    plural: "public bodies",
  },
  "office-of-state": {
    label: "Office of state",
    hint: "The Royal Household, Parliament or a government department",
    plural: "offices of state",
  },
  "company-officer": {
    label: "Officer of a company, partnership or society",
    hint: "A director, secretary, partner or society officer placing notices about it",
    plural: "officers of the company, partnership or society",
  },
  "named-person": {
    label: "Acting for yourself",
    hint: "The person the notice is about, such as your own change of name",
    plural: "the person the notice is about",
  },
};

export const CAPACITY_OPTIONS = PLACING_CAPACITIES.map((value) => ({
  value,
  label: CAPACITY_WORDS[value].label,
  ...(CAPACITY_WORDS[value].hint ? { hint: CAPACITY_WORDS[value].hint } : {}),
}));

/** Spec §3 "Upload types", as the uploads and the policy's messages name them. */
export const UPLOAD_TYPE_LABELS: Readonly<Record<UploadType, string>> = {
  ADMIN: "letters of administration",
  PROBATE: "grant of probate",
  CERTIFICATE: "death certificate",
  COURTORDER: "court order",
  REPRESENTATION: "grant of representation",
};

export function isPlacingCapacity(value: string): value is PlacingCapacity {
  return (PLACING_CAPACITIES as readonly string[]).includes(value);
}

/** The capacities in their list's order, without repeats or unknown words (a stored list read back). */
export function capacitiesOf(values: readonly string[]): PlacingCapacity[] {
  return PLACING_CAPACITIES.filter((capacity) => values.includes(capacity));
}

/** "a, b or c". */
export function listWith(words: readonly string[], last: "or" | "and"): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${last} ${words.at(-1)}`;
}
