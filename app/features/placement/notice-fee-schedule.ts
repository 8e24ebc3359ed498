/**
 * The opening fees for placing notices (ADR 016): what each notice type costs in each edition from the
 * day the site starts taking notices. The figures are ours — realistic for an official gazette, not the
 * real Gazette's price list — and staff change them afterwards at /admin/notice-fees by adding a fee from
 * a moment on. Pure: the database is seeded from it at every start (rows it already holds are left alone),
 * and the tests check it covers every type the placing policy lets anyone place.
 *
 * Fees are in pence including VAT at the standard rate, each a whole number of pounds before VAT, so the
 * invoice's net and VAT come out in round figures. Edinburgh and Belfast cost £5 + VAT less than London:
 * their issues are smaller and printed less often.
 */
import { STANDARD_VAT_RATE } from "../../lib/money.ts";
import type { EditionId } from "../publications/editions.ts";
import { EDITIONS } from "../publications/editions.ts";
import { NOTICE_TYPES } from "../taxonomy/taxonomy.ts";
import type { NoticeType } from "../taxonomy/taxonomy-types.ts";

/** The moment the opening fees take effect (midnight in London, GMT). */
export const OPENING_FEES_FROM = new Date("2026-01-01T00:00:00Z");

/** Net of VAT, in whole pounds, for the London Gazette. */
interface FeeBand {
  name: string;
  londonNetPounds: number;
}

export const FEE_BANDS = {
  state: { name: "State, Parliament and honours", londonNetPounds: 60 },
  publicNotice: { name: "Public notices (planning, transport, environment…)", londonNetPounds: 125 },
  corporateInsolvency: { name: "Corporate insolvency", londonNetPounds: 85 },
  petition: { name: "Petitions to wind up", londonNetPounds: 95 },
  personalInsolvency: { name: "Personal insolvency", londonNetPounds: 75 },
  companies: { name: "Companies, partnerships and societies", londonNetPounds: 70 },
  estateClaims: { name: "Deceased estates and trusts", londonNetPounds: 80 },
  changeOfName: { name: "Changes of name", londonNetPounds: 70 },
  personalLegal: { name: "Other personal legal notices", londonNetPounds: 80 },
} as const satisfies Record<string, FeeBand>;

export type FeeBandId = keyof typeof FEE_BANDS;

const CATEGORY_BANDS: Readonly<Record<string, FeeBandId>> = {
  "11": "state",
  "12": "state",
  "33": "state",
  "24": "corporateInsolvency",
  "25": "personalInsolvency",
  "26": "companies",
  "27": "companies",
  "28": "companies",
  "29": "personalLegal",
};

const CODE_BANDS: Readonly<Record<string, FeeBandId>> = {
  "2450": "petition",
  "2451": "petition",
  "2604": "estateClaims",
  "2903": "estateClaims",
  "2901": "changeOfName",
};

/** Edinburgh and Belfast: £5 net less. */
const SMALLER_EDITION_DISCOUNT_POUNDS = 5;

export function feeBand(type: Pick<NoticeType, "code" | "categoryCode">): FeeBandId {
  return CODE_BANDS[type.code] ?? CATEGORY_BANDS[type.categoryCode] ?? "publicNotice";
}

/** Pence including VAT at the standard rate. */
export function openingFeePence(type: Pick<NoticeType, "code" | "categoryCode">, edition: EditionId): number {
  const net =
    FEE_BANDS[feeBand(type)].londonNetPounds - (edition === "london" ? 0 : SMALLER_EDITION_DISCOUNT_POUNDS);
  return (net * 100 * (100 + STANDARD_VAT_RATE)) / 100;
}

export interface OpeningFee {
  noticeCode: string;
  editionId: EditionId;
  pricePence: number;
  vatRatePercent: number;
  effectiveFrom: Date;
}

/** Every notice type in every edition at its opening fee. */
export function openingFees(): OpeningFee[] {
  return NOTICE_TYPES.flatMap((type) =>
    EDITIONS.map((edition) => ({
      noticeCode: type.code,
      editionId: edition.id,
      pricePence: openingFeePence(type, edition.id),
      vatRatePercent: STANDARD_VAT_RATE,
      effectiveFrom: OPENING_FEES_FROM,
    })),
  );
}
