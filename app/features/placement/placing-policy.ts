/**
 * Who may place what (issue 12, ADR 016; domain.md "Fields of the common notice types"): for every notice
 * type, the capacities that may place it, and for some capacities the supporting documents each notice
 * must bring. The table is written down per category, with the notice types that differ from their
 * category named apart; every one of the 184 types is placeable by someone. Pure: the notice types form,
 * the online form's address, the workflow's submit step and staff's approvals share it.
 */
import type { PlacingCapacity, UploadType } from "../../db/schema/placement-values.ts";
import { getNoticeType, NOTICE_TYPES } from "../taxonomy/taxonomy.ts";
import type { NoticeType } from "../taxonomy/taxonomy-types.ts";
import { CAPACITY_WORDS, listWith, UPLOAD_TYPE_LABELS } from "./placing-capacities.ts";

/** Documents a notice must bring: every one of `all`, and at least one of `oneOf`. */
export interface DocumentRequirement {
  all: readonly UploadType[];
  oneOf: readonly UploadType[];
}

export interface PlacingRule {
  /** Capacities that place the type as they are. */
  capacities: readonly PlacingCapacity[];
  /** A capacity that places it only with supporting documents on each notice. */
  withDocuments?: { capacity: PlacingCapacity; documents: DocumentRequirement };
}

/**
 * A personal representative proves it with the death certificate and a grant: probate, letters of
 * administration or representation — or the court order that appointed them (spec §3's upload types).
 */
export const PERSONAL_REPRESENTATIVE_DOCUMENTS: DocumentRequirement = {
  all: ["CERTIFICATE"],
  oneOf: ["PROBATE", "ADMIN", "REPRESENTATION", "COURTORDER"],
};

/** Claims against an estate or a trust (Trustee Act 1925 s.27; Trustee Act (NI) 1958 s.28). */
const ESTATE_CLAIMS: PlacingRule = {
  capacities: ["solicitor", "trustee", "authorised-bank-official"],
  withDocuments: { capacity: "personal-representative", documents: PERSONAL_REPRESENTATIVE_DOCUMENTS },
};

const PUBLIC_NOTICES: PlacingRule = { capacities: ["public-body", "solicitor"] };
const CORPORATE_INSOLVENCY: PlacingRule = {
  capacities: ["insolvency-practitioner", "solicitor", "official-receiver"],
};
/** Notices of a court's own proceedings: the court, or those acting in them. */
const COURT_PROCEEDINGS: PlacingRule = {
  capacities: ["court", "insolvency-practitioner", "solicitor", "official-receiver"],
};

/** The rule of each category (two-digit code). */
export const CATEGORY_RULES: Readonly<Record<string, PlacingRule>> = {
  "11": { capacities: ["office-of-state"] }, // State
  "12": { capacities: ["office-of-state", "solicitor"] }, // Parliament: private bills' agents too
  "13": PUBLIC_NOTICES, // Ecclesiastical: church bodies and diocesan registrars
  "14": { capacities: ["office-of-state", "public-body", "authorised-bank-official"] }, // Public Finance
  "15": PUBLIC_NOTICES, // Transport
  "16": PUBLIC_NOTICES, // Planning
  "17": PUBLIC_NOTICES, // Health
  "18": PUBLIC_NOTICES, // Environment
  "19": PUBLIC_NOTICES, // Water
  "20": PUBLIC_NOTICES, // Agriculture & Fisheries
  "21": PUBLIC_NOTICES, // Energy
  "22": PUBLIC_NOTICES, // Post & Telecom
  "23": PUBLIC_NOTICES, // Other Notices
  "24": CORPORATE_INSOLVENCY,
  "25": CORPORATE_INSOLVENCY, // Personal Insolvency: the same trustees, official receivers and solicitors
  "26": { capacities: ["company-officer", "solicitor", "chartered-secretary", "accountant"] }, // Companies
  "27": { capacities: ["company-officer", "solicitor", "accountant"] }, // Partnerships
  "28": { capacities: ["company-officer", "solicitor", "public-body"] }, // Societies Regulation
  "29": { capacities: ["solicitor"] }, // Personal Legal: each type is named below
  "31": { capacities: ["public-body", "court", "solicitor"] }, // Competition
  "33": { capacities: ["office-of-state"] }, // Points of Light
};

/** Notice types whose rule differs from their category's. */
export const CODE_RULES: Readonly<Record<string, PlacingRule>> = {
  // Petitions to wind up: the petitioner's professional advisers (issue 12).
  "2450": { capacities: ["solicitor", "accountant", "insolvency-practitioner", "chartered-secretary"] },
  "2451": { capacities: ["solicitor", "accountant", "insolvency-practitioner", "chartered-secretary"] },
  "2404": COURT_PROCEEDINGS, // Court petitions and orders (cross-border insolvencies)
  "2461": COURT_PROCEEDINGS, // Dismissal of winding-up petition
  "2462": COURT_PROCEEDINGS, // Service of petition
  "2464": COURT_PROCEEDINGS, // Public examinations
  "2527": COURT_PROCEEDINGS, // Public examinations (personal)
  "2604": ESTATE_CLAIMS, // Notices under the Trustee Act 1925
  "2607": { capacities: ["public-body"] }, // Insolvency practitioner applications: the regulators
  "2608": { capacities: ["public-body", "official-receiver"] }, // Director disqualification orders
  "2609": { capacities: ["public-body"] }, // Companies removed from the register: the registrar
  "2901": { capacities: ["named-person", "solicitor"] }, // Changes of name
  "2902": { capacities: ["solicitor", "public-body"] }, // Next of kin
  "2903": ESTATE_CLAIMS, // Deceased estates (domain.md)
  "2904": { capacities: ["public-body", "solicitor"] }, // Unclaimed estates: bona vacantia
};

export function placingRule(type: Pick<NoticeType, "code" | "categoryCode">): PlacingRule | null {
  return CODE_RULES[type.code] ?? CATEGORY_RULES[type.categoryCode] ?? null;
}

export type PlacingVerdict =
  | {
      allowed: true;
      /** What each notice of this type must bring when the account places it only with documents. */
      documents: DocumentRequirement | null;
    }
  | { allowed: false; reason: string };

/** "solicitors, trustees, authorised bank officials or personal representatives (with …)". */
export function whoMayPlace(rule: PlacingRule): string {
  const words = rule.capacities.map((capacity) => CAPACITY_WORDS[capacity].plural);
  if (rule.withDocuments)
    words.push(
      `${CAPACITY_WORDS[rule.withDocuments.capacity].plural} who upload ${documentsSentence(rule.withDocuments.documents)}`,
    );
  return listWith(words, "or");
}

/** "the death certificate and a grant of probate, letters of administration, … or court order". */
export function documentsSentence(documents: DocumentRequirement): string {
  const all = documents.all.map((type) => `the ${UPLOAD_TYPE_LABELS[type]}`);
  const oneOf = documents.oneOf.map((type) => UPLOAD_TYPE_LABELS[type]);
  const either = oneOf.length > 0 ? [`a ${listWith(oneOf, "or")}`] : [];
  return listWith([...all, ...either], "and");
}

export const POLICY_MESSAGES = {
  unknownType: "There is no such notice type.",
  notAllowed: (type: Pick<NoticeType, "code" | "name">, who: string) =>
    `${type.name} notices (${type.code}) can be placed only by ${who}. Your account's placing capacities do not include any of these.`,
  pendingOrganisation: "Your organisation's account is waiting for approval, so it cannot place notices yet.",
  declinedOrganisation: "Your organisation's account was not approved, so it cannot place notices.",
} as const;

/**
 * May an account with these capacities place notices of this type, and on what condition? A capacity
 * that places it outright wins over one that needs documents.
 */
export function placingVerdict(code: string, capacities: readonly PlacingCapacity[]): PlacingVerdict {
  const type = getNoticeType(code);
  const rule = type ? placingRule(type) : null;
  if (!type || !rule) return { allowed: false, reason: POLICY_MESSAGES.unknownType };
  if (rule.capacities.some((capacity) => capacities.includes(capacity)))
    return { allowed: true, documents: null };
  if (rule.withDocuments && capacities.includes(rule.withDocuments.capacity))
    return { allowed: true, documents: rule.withDocuments.documents };
  return { allowed: false, reason: POLICY_MESSAGES.notAllowed(type, whoMayPlace(rule)) };
}

/** The notice types an account with these capacities may place, in taxonomy order. */
export function placeableTypes(capacities: readonly PlacingCapacity[]): NoticeType[] {
  return NOTICE_TYPES.filter((type) => placingVerdict(type.code, capacities).allowed);
}

/**
 * Why the account may not place notices at all, or null. The person's 'place notices' permission is the
 * area guard's; this is the account's: an organisation places only once approved (individuals have none).
 */
export function accountPlacingRefusal(organisationStatus: string | null): string | null {
  if (organisationStatus === null || organisationStatus === "approved") return null;
  return organisationStatus === "pending"
    ? POLICY_MESSAGES.pendingOrganisation
    : POLICY_MESSAGES.declinedOrganisation;
}

/**
 * Who declares an account's capacities: the account owner for an organisation, or an individual (a person
 * of the "user" role without an organisation) for themselves. Staff and members do not.
 */
export function mayDeclareCapacities(actor: { role: string; organisationId: number | null }): boolean {
  if (actor.organisationId !== null) return actor.role === "account-owner";
  return actor.role === "user";
}

/** The documents a notice still lacks, as the workflow's submit step names them. */
export function missingDocuments(
  documents: DocumentRequirement | null,
  attached: readonly UploadType[],
): string[] {
  if (!documents) return [];
  const missing = documents.all.filter((type) => !attached.includes(type)).map((t) => UPLOAD_TYPE_LABELS[t]);
  if (documents.oneOf.length > 0 && !documents.oneOf.some((type) => attached.includes(type)))
    missing.push(
      listWith(
        documents.oneOf.map((t) => UPLOAD_TYPE_LABELS[t]),
        "or",
      ),
    );
  return missing;
}
