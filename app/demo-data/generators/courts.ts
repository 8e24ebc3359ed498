/**
 * Courts that hear insolvency cases in the three jurisdictions (real institutions: the notices are about
 * them), with case-number formats like the real ones: `CR-2026-001234`, `CR-2026-LDS-000123`,
 * `BR-2026-000456`, `P123/26`, `No 012345 of 2026`.
 */
import { caseReferenceText } from "../../features/placement/forms/bankruptcy-notice.ts";
import type { Jurisdiction } from "../../features/publications/editions.ts";
import type { Random } from "../../lib/seeded-random.ts";
import type { Address } from "./addresses.ts";

export interface Court {
  /** Full name as printed at the head of a notice. */
  name: string;
  /** Short name for running text ("the High Court", "the Court of Session"). */
  shortName: string;
  /** Where hearings are held. */
  address: Address;
  jurisdiction: Jurisdiction;
  /** District registry code in Business and Property Courts case numbers (LDS, MAN…), or a format marker. */
  code: string;
}

export interface CourtCase {
  court: Court;
  caseNumber: string;
  caseYear: number;
}

function addr(lines: string[], postcode: string | null): Address {
  return { lines, postcode, country: null, sample: null };
}

const BPC = "High Court of Justice, Business and Property Courts";

export const COMPANY_COURTS_EW: readonly Court[] = [
  {
    name: `${BPC} of England and Wales, Insolvency and Companies List (ChD)`,
    shortName: "the High Court",
    address: addr(["The Rolls Building", "7 Rolls Buildings", "Fetter Lane", "London"], "EC4A 1NL"),
    jurisdiction: "england-and-wales",
    code: "",
  },
  {
    name: `${BPC} in Leeds, Insolvency and Companies List (ChD)`,
    shortName: "the High Court in Leeds",
    address: addr(["Leeds Combined Court Centre", "1 Oxford Row", "Leeds"], "LS1 3BG"),
    jurisdiction: "england-and-wales",
    code: "LDS",
  },
  {
    name: `${BPC} in Manchester, Insolvency and Companies List (ChD)`,
    shortName: "the High Court in Manchester",
    address: addr(["Manchester Civil Justice Centre", "1 Bridge Street West", "Manchester"], "M60 9DJ"),
    jurisdiction: "england-and-wales",
    code: "MAN",
  },
  {
    name: `${BPC} in Birmingham, Insolvency and Companies List (ChD)`,
    shortName: "the High Court in Birmingham",
    address: addr(
      ["Birmingham Civil and Family Justice Centre", "Priory Courts", "33 Bull Street", "Birmingham"],
      "B4 6DS",
    ),
    jurisdiction: "england-and-wales",
    code: "BHM",
  },
  {
    name: `${BPC} in Bristol, Insolvency and Companies List (ChD)`,
    shortName: "the High Court in Bristol",
    address: addr(["Bristol Civil and Family Justice Centre", "2 Redcliff Street", "Bristol"], "BS1 6GR"),
    jurisdiction: "england-and-wales",
    code: "BRS",
  },
  {
    name: `${BPC} in Wales, Insolvency and Companies List (ChD)`,
    shortName: "the High Court in Cardiff",
    address: addr(["Cardiff Civil and Family Justice Centre", "2 Park Street", "Cardiff"], "CF10 1ET"),
    jurisdiction: "england-and-wales",
    code: "CDF",
  },
  {
    name: `${BPC} in Newcastle, Insolvency and Companies List (ChD)`,
    shortName: "the High Court in Newcastle",
    address: addr(["The Law Courts", "The Quayside", "Newcastle upon Tyne"], "NE1 3LA"),
    jurisdiction: "england-and-wales",
    code: "NCL",
  },
  {
    name: `${BPC} in Liverpool, Insolvency and Companies List (ChD)`,
    shortName: "the High Court in Liverpool",
    address: addr(["Liverpool Civil and Family Court", "35 Vernon Street", "Liverpool"], "L2 2BX"),
    jurisdiction: "england-and-wales",
    code: "LIV",
  },
];

/** County Court hearing centres with bankruptcy jurisdiction (a selection). */
const COUNTY_COURT_TOWNS = [
  "Birmingham",
  "Bournemouth and Poole",
  "Brighton",
  "Bristol",
  "Cambridge",
  "Canterbury",
  "Cardiff",
  "Chelmsford",
  "Croydon",
  "Exeter",
  "Leeds",
  "Leicester",
  "Liverpool",
  "Luton",
  "Manchester",
  "Medway",
  "Milton Keynes",
  "Newcastle",
  "Northampton",
  "Norwich",
  "Nottingham",
  "Oxford",
  "Plymouth",
  "Preston",
  "Reading",
  "Romford",
  "Sheffield",
  "Southampton",
  "Stoke-on-Trent",
  "Swansea",
  "Truro",
  "York",
];

export const SCOTTISH_COURTS: readonly Court[] = [
  {
    name: "Court of Session",
    shortName: "the Court of Session",
    address: addr(["Parliament House", "Parliament Square", "Edinburgh"], "EH1 1RQ"),
    jurisdiction: "scotland",
    code: "CS",
  },
  {
    name: "Sheriff Court of Lothian and Borders at Edinburgh",
    shortName: "the Sheriff at Edinburgh",
    address: addr(["Sheriff Court House", "27 Chambers Street", "Edinburgh"], "EH1 1LB"),
    jurisdiction: "scotland",
    code: "EDI",
  },
  {
    name: "Sheriff Court of Glasgow and Strathkelvin at Glasgow",
    shortName: "the Sheriff at Glasgow",
    address: addr(["Sheriff Court House", "1 Carlton Place", "Glasgow"], "G5 9DA"),
    jurisdiction: "scotland",
    code: "GLW",
  },
  {
    name: "Sheriff Court of Grampian, Highland and Islands at Aberdeen",
    shortName: "the Sheriff at Aberdeen",
    address: addr(["Sheriff Court House", "Castle Street", "Aberdeen"], "AB10 1WP"),
    jurisdiction: "scotland",
    code: "ABD",
  },
  {
    name: "Sheriff Court of Tayside, Central and Fife at Dundee",
    shortName: "the Sheriff at Dundee",
    address: addr(["Sheriff Court House", "6 West Bell Street", "Dundee"], "DD1 9AD"),
    jurisdiction: "scotland",
    code: "DUN",
  },
  {
    name: "Sheriff Court of North Strathclyde at Paisley",
    shortName: "the Sheriff at Paisley",
    address: addr(["Sheriff Court House", "St James Street", "Paisley"], "PA3 2HW"),
    jurisdiction: "scotland",
    code: "PAI",
  },
];

export const NI_COMPANY_COURT: Court = {
  name: "High Court of Justice in Northern Ireland, Chancery Division (Company Insolvency)",
  shortName: "the High Court",
  address: addr(["Royal Courts of Justice", "Chichester Street", "Belfast"], "BT1 3JF"),
  jurisdiction: "northern-ireland",
  code: "NI",
};

export const NI_BANKRUPTCY_COURT: Court = {
  ...NI_COMPANY_COURT,
  name: "High Court of Justice in Northern Ireland, Chancery Division (Bankruptcy)",
};

/** Running case counters so that numbers in one corpus look like a court's real sequence. */
export class CaseNumbers {
  #next = new Map<string, number>();
  readonly #rng: Random;

  constructor(rng: Random) {
    this.#rng = rng;
  }

  next(key: string, year: number): number {
    const k = `${key}|${year}`;
    const n = this.#next.get(k) ?? this.#rng.int(40, 400);
    this.#next.set(k, n + this.#rng.int(1, 4));
    return n;
  }
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

export function companyCourtCase(
  rng: Random,
  numbers: CaseNumbers,
  jurisdiction: Jurisdiction,
  onDate: string,
): CourtCase {
  const year = Number(onDate.slice(0, 4));
  if (jurisdiction === "scotland") {
    const court = rng.weighted(SCOTTISH_COURTS.map((c) => [c, c.code === "CS" ? 5 : 1] as const));
    const n = numbers.next(court.code, year);
    const yy = pad(year % 100, 2);
    return { court, caseNumber: court.code === "CS" ? `P${n}/${yy}` : `L${n}/${yy}`, caseYear: year };
  }
  if (jurisdiction === "northern-ireland") {
    return { court: NI_COMPANY_COURT, caseNumber: pad(numbers.next("NIC", year), 6), caseYear: year };
  }
  const court = rng.weighted(COMPANY_COURTS_EW.map((c) => [c, c.code === "" ? 12 : 1] as const));
  const n = numbers.next(`CR${court.code}`, year);
  const caseNumber = court.code ? `CR-${year}-${court.code}-${pad(n, 6)}` : `CR-${year}-${pad(n, 6)}`;
  return { court, caseNumber, caseYear: year };
}

export function bankruptcyCourtCase(
  rng: Random,
  numbers: CaseNumbers,
  jurisdiction: Jurisdiction,
  onDate: string,
  petitionType: "debtor" | "creditor",
): CourtCase {
  const year = Number(onDate.slice(0, 4));
  if (jurisdiction === "northern-ireland") {
    return { court: NI_BANKRUPTCY_COURT, caseNumber: pad(numbers.next("NIB", year), 6), caseYear: year };
  }
  if (petitionType === "debtor") {
    const adjudicator: Court = {
      name: "Adjudicator",
      shortName: "the Adjudicator",
      address: addr(["The Insolvency Service", "Adjudicator's Office"], null),
      jurisdiction: "england-and-wales",
      code: "ADJ",
    };
    return {
      court: adjudicator,
      caseNumber: `ADJ${pad(numbers.next("ADJ", year) * 7 + rng.int(0, 6), 6)}`,
      caseYear: year,
    };
  }
  if (rng.chance(0.25)) {
    const court = COMPANY_COURTS_EW[0]!;
    return {
      court: { ...court, name: `${BPC} of England and Wales, Insolvency and Companies List (ChD)` },
      caseNumber: `BR-${year}-${pad(numbers.next("BR", year), 6)}`,
      caseYear: year,
    };
  }
  const town = rng.pick(COUNTY_COURT_TOWNS);
  const court: Court = {
    name: `County Court at ${town}`,
    shortName: `the County Court at ${town}`,
    address: addr([`County Court at ${town}`], null),
    jurisdiction: "england-and-wales",
    code: "CC",
  };
  return { court, caseNumber: String(numbers.next(`CC${town}`, year)), caseYear: year };
}

/** "No CR-2026-001234" or "No 123 of 2026", as printed under the court's name. */
export function caseReference(c: CourtCase): string {
  return caseReferenceText(c.caseNumber, c.caseYear);
}

export function courtCaseData(c: CourtCase): { name: string; caseNumber: string; caseYear: number } {
  return { name: c.court.name, caseNumber: c.caseNumber, caseYear: c.caseYear };
}
