/**
 * One generator for every one of the 184 notice codes, and the editions each code can appear in
 * (Scottish sequestrations and trust deeds only in Edinburgh, Roads (NI) Order only in Belfast, bankruptcy
 * only where the Insolvency Act's bankruptcy regime applies, and so on).
 */
import type { EditionId } from "../../features/publications/editions.ts";
import { NOTICE_TYPES } from "../../features/taxonomy/taxonomy.ts";
import type { Random } from "../../lib/seeded-random.ts";
import type { GeneratedNotice } from "../seed-types.ts";
import { COMPANY_NOTICE_GENERATORS } from "./company-notices.ts";
import { WINDING_UP_BY_COURT_GENERATORS } from "./corporate-insolvency.ts";
import { OTHER_CORPORATE_GENERATORS } from "./corporate-other.ts";
import { VOLUNTARY_LIQUIDATION_GENERATORS } from "./corporate-voluntary.ts";
import { DECEASED_ESTATE_GENERATORS } from "./deceased-estates.ts";
import { type CaseBag, type Ctx, finishNotice, jurisdictionOf, type NoticeGenerator } from "./kit.ts";
import { OTHER_NOTICE_GENERATORS } from "./other-notices.ts";
import { PERSONAL_INSOLVENCY_GENERATORS } from "./personal-insolvency.ts";
import type { World } from "./world.ts";

export const NOTICE_GENERATORS: Readonly<Record<string, NoticeGenerator>> = {
  ...OTHER_NOTICE_GENERATORS,
  ...WINDING_UP_BY_COURT_GENERATORS,
  ...VOLUNTARY_LIQUIDATION_GENERATORS,
  ...OTHER_CORPORATE_GENERATORS,
  ...PERSONAL_INSOLVENCY_GENERATORS,
  ...COMPANY_NOTICE_GENERATORS,
  ...DECEASED_ESTATE_GENERATORS,
};

const ALL: readonly EditionId[] = ["london", "edinburgh", "belfast"];
const LONDON: readonly EditionId[] = ["london"];
const EDINBURGH: readonly EditionId[] = ["edinburgh"];
const BELFAST: readonly EditionId[] = ["belfast"];
const LONDON_BELFAST: readonly EditionId[] = ["london", "belfast"];
const LONDON_EDINBURGH: readonly EditionId[] = ["london", "edinburgh"];

const EDITION_RULES: Record<string, readonly EditionId[]> = {
  // Scotland only
  "1117": EDINBURGH,
  "1208": EDINBURGH,
  "1303": EDINBURGH,
  "1404": EDINBURGH,
  "2517": EDINBURGH,
  "2518": EDINBURGH,
  "2519": EDINBURGH,
  // Northern Ireland only
  "1209": BELFAST,
  "1510": BELFAST,
  // England and Wales only
  "1109": LONDON,
  "1110": LONDON,
  "1210": LONDON,
  "1301": LONDON,
  "1302": LONDON,
  "1304": LONDON,
  "1504": LONDON,
  "1509": LONDON,
  "2505": LONDON,
  "2604": LONDON,
  "2605": LONDON,
  "2607": LONDON,
  "2613": LONDON,
  "2614": LONDON,
  // Part A1 moratoria and UK-wide regimes that are not Scottish-specific
  "1601": LONDON_EDINBURGH,
  "2401": LONDON_EDINBURGH,
  "2402": LONDON_EDINBURGH,
  "2408": LONDON_EDINBURGH,
};

/** Bankruptcy (England and Wales, Northern Ireland); Scotland has sequestration instead. */
for (const t of NOTICE_TYPES) {
  const n = Number(t.code);
  if ((n >= 2501 && n <= 2516) || n === 2526 || n === 2527) EDITION_RULES[t.code] ??= LONDON_BELFAST;
  // Partnership windings-up (Insolvent Partnerships Orders) and public examinations by an official receiver.
  if (t.code === "2451" || t.code === "2453" || t.code === "2464") EDITION_RULES[t.code] ??= LONDON_BELFAST;
}

/** The editions in which notices of this code can appear. */
export function editionsForCode(code: string): readonly EditionId[] {
  return EDITION_RULES[code] ?? ALL;
}

export interface GenerateNoticeOptions {
  code: string;
  editionId: EditionId;
  publishedOn: string;
  rng: Random;
  world: World;
  /** Case state shared with earlier notices of the same company or person (a sequence). */
  bag?: CaseBag;
}

/** Generates one notice of the given code (a fresh case unless a bag from earlier notices is given). */
export function generateNotice(options: GenerateNoticeOptions): GeneratedNotice {
  const generator = NOTICE_GENERATORS[options.code];
  if (!generator) throw new Error(`No generator for notice code ${options.code}`);
  const ctx: Ctx = {
    rng: options.rng,
    world: options.world,
    code: options.code,
    editionId: options.editionId,
    jurisdiction: jurisdictionOf(options.editionId),
    publishedOn: options.publishedOn,
  };
  return finishNotice(ctx, generator(ctx, options.bag ?? {}));
}
