/**
 * The notice taxonomy: category (2 digits) → section (e.g. `2400/5`) → notice type (4-digit code).
 * Pure reference data, shared by the database seed, search and the pages.
 */
import { CATEGORY_RECORDS, NOTICE_CODE_RECORDS } from "./taxonomy-data.ts";
import type { CategoryRecord, NoticeType, SectionRecord } from "./taxonomy-types.ts";

function range(from: number, to: number): string[] {
  return NOTICE_CODE_RECORDS.map((r) => r.code).filter((c) => Number(c) >= from && Number(c) <= to);
}

/** Sections group the insolvency categories the way the printed Gazette does; other categories have none. */
export const SECTIONS: readonly SectionRecord[] = [
  {
    code: "2400/1",
    categoryCode: "24",
    name: "Moratoria, Prohibited Names and Cross-border Insolvencies",
    noticeCodes: [...range(2401, 2405), "2408"],
  },
  { code: "2400/2", categoryCode: "24", name: "Dividends", noticeCodes: ["2406", "2407"] },
  { code: "2400/3", categoryCode: "24", name: "Administration", noticeCodes: range(2410, 2414) },
  { code: "2400/4", categoryCode: "24", name: "Receivership", noticeCodes: range(2421, 2423) },
  { code: "2400/5", categoryCode: "24", name: "Winding-up by the Court", noticeCodes: range(2450, 2465) },
  {
    code: "2400/6",
    categoryCode: "24",
    name: "Members' Voluntary Liquidation",
    noticeCodes: range(2431, 2436),
  },
  {
    code: "2400/7",
    categoryCode: "24",
    name: "Creditors' Voluntary Liquidation",
    noticeCodes: range(2441, 2449),
  },
  { code: "2500/1", categoryCode: "25", name: "Bankruptcy", noticeCodes: range(2501, 2516) },
  {
    code: "2500/2",
    categoryCode: "25",
    name: "Sequestrations and Trust Deeds (Scotland)",
    noticeCodes: range(2517, 2519),
  },
  { code: "2500/3", categoryCode: "25", name: "Meetings and Examinations", noticeCodes: range(2520, 2530) },
];

/** Types that a court injunction can block: petitions to wind up (domain.md). */
const BLOCKABLE = new Set(["2450", "2451"]);

/** Types with a structured data schema and so a web form for placing them (see notice-data-schemas.ts). */
export const WEB_FORM_CODES = new Set([
  "1105",
  "1601",
  "2441",
  "2442",
  "2443",
  "2444",
  "2445",
  "2446",
  "2447",
  "2450",
  "2451",
  "2452",
  "2454",
  "2503",
  "2510",
  "2609",
  "2901",
  "2903",
]);

const categoryNames = new Map(CATEGORY_RECORDS.map((c) => [c.code, c.name]));
const sectionByCode = new Map(SECTIONS.flatMap((s) => s.noticeCodes.map((code) => [code, s.code] as const)));

export const CATEGORIES: readonly CategoryRecord[] = CATEGORY_RECORDS;

export const NOTICE_TYPES: readonly NoticeType[] = NOTICE_CODE_RECORDS.map((r) => ({
  ...r,
  categoryName: categoryNames.get(r.categoryCode) ?? r.categoryCode,
  sectionCode: sectionByCode.get(r.code) ?? null,
  blockable: BLOCKABLE.has(r.code),
  hasWebForm: WEB_FORM_CODES.has(r.code),
}));

const typeByCode = new Map(NOTICE_TYPES.map((t) => [t.code, t]));

export function getNoticeType(code: string): NoticeType | undefined {
  return typeByCode.get(code);
}

export function getCategory(code: string): CategoryRecord | undefined {
  return CATEGORIES.find((c) => c.code === code);
}

/** Services are views over the taxonomy (domain.md). */
export const SERVICES = {
  "all-notices": { name: "All notices", categoryCodes: null, noticeCodes: null },
  insolvency: { name: "Insolvency", categoryCodes: ["24", "25"], noticeCodes: null },
  "wills-and-probate": { name: "Wills and probate", categoryCodes: null, noticeCodes: ["2903"] },
} as const satisfies Record<
  string,
  { name: string; categoryCodes: readonly string[] | null; noticeCodes: readonly string[] | null }
>;

export type ServiceId = keyof typeof SERVICES;

export function isServiceId(value: string): value is ServiceId {
  return Object.hasOwn(SERVICES, value);
}
