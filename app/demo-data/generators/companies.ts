/**
 * Synthetic companies: invented names ("Quillfeather Joinery Limited", "Northcote Example Trading
 * Limited"), company numbers in ranges Companies House has not reached (`99xxxxxx` for England and Wales,
 * `SC99xxxx` for Scotland, `NI99xxxx` for Northern Ireland, counting down into `98…` if a corpus needs
 * more), registered offices built around sample postcodes.
 */
import type { Jurisdiction } from "../../features/publications/editions.ts";
import type { Random } from "../../lib/seeded-random.ts";
import type { GeneratedCompany } from "../seed-types.ts";
import {
  type Address,
  addressData,
  buildAddress,
  formatAddress,
  type PostcodePool,
  streetStem,
} from "./addresses.ts";
import { addDays } from "./format.ts";
import { inventSurname } from "./people.ts";

export interface CompanyProfile {
  name: string;
  number: string;
  jurisdiction: Jurisdiction;
  registeredOffice: Address;
  principalTradingAddress: Address | null;
  natureOfBusiness: string;
  tradingNames: string[];
  previousNames: string[];
  incorporatedOn: string;
}

/** Trade words used in names, with the nature of business they imply (SIC-style wording). */
const TRADES: readonly (readonly [string, string])[] = [
  ["Joinery", "Joinery installation"],
  ["Plumbing", "Plumbing, heat and air-conditioning installation"],
  ["Roofing", "Roofing activities"],
  ["Electrical", "Electrical installation"],
  ["Bakery", "Manufacture of bread; manufacture of fresh pastry goods and cakes"],
  ["Haulage", "Freight transport by road"],
  ["Coffee House", "Unlicensed restaurants and cafes"],
  ["Kitchen", "Licensed restaurants"],
  ["Construction", "Construction of domestic buildings"],
  ["Lettings", "Letting and operating of own or leased real estate"],
  ["Consulting", "Management consultancy activities other than financial management"],
  ["Software", "Business and domestic software development"],
  ["Cleaning Services", "General cleaning of buildings"],
  ["Catering", "Event catering activities"],
  ["Scaffolding", "Scaffold erection"],
  ["Florists", "Retail sale of flowers, plants and seeds in specialised stores"],
  ["Motors", "Maintenance and repair of motor vehicles"],
  ["Print", "Printing n.e.c."],
  ["Recruitment", "Temporary employment agency activities"],
  ["Logistics", "Other transportation support activities"],
  ["Landscapes", "Landscape service activities"],
  ["Hair Studio", "Hairdressing and other beauty treatment"],
  ["Fitness", "Fitness facilities"],
  ["Brewing Company", "Manufacture of beer"],
  ["Interiors", "Other specialised construction activities n.e.c."],
  ["Events", "Activities of exhibition and fair organisers"],
  ["Security", "Private security activities"],
  ["Property Developments", "Development of building projects"],
  ["Engineering", "Machining"],
  ["Fabrications", "Manufacture of metal structures and parts of structures"],
  ["Plant Hire", "Renting and leasing of construction and civil engineering machinery and equipment"],
  ["Tiling", "Floor and wall covering"],
  ["Windows", "Manufacture of doors and windows of metal"],
  ["Trading", "Non-specialised wholesale trade"],
  ["Digital", "Other information technology service activities"],
  ["Textiles", "Manufacture of other textiles n.e.c."],
  ["Garden Centre", "Retail sale of flowers, plants and seeds in specialised stores"],
  ["Car Wash", "Other service activities n.e.c."],
  ["Wholesale", "Wholesale of other household goods"],
  ["Removals", "Removal services"],
];

const SCOTS_TRADES: readonly (readonly [string, string])[] = [
  ["Distillers", "Distilling, rectifying and blending of spirits"],
  ["Fisheries", "Marine fishing"],
  ["Estates", "Mixed farming"],
];

const PLACE_WORDS = [
  "Northcote",
  "Westmere",
  "Eastbrook",
  "Southwick",
  "Highfold",
  "Lowther",
  "Middlecombe",
  "Kingsmead",
];

function limited(rng: Random): string {
  return rng.chance(0.55) ? "Limited" : "Ltd";
}

export function inventCompanyName(
  rng: Random,
  jurisdiction: Jurisdiction,
): { name: string; natureOfBusiness: string } {
  const trades = jurisdiction === "scotland" && rng.chance(0.15) ? SCOTS_TRADES : TRADES;
  const [trade, nature] = rng.pick(trades);
  const a = inventSurname(rng, jurisdiction);
  const name = rng.weighted([
    [`${a} ${trade} ${limited(rng)}`, 10],
    [`${a} & ${inventSurname(rng, jurisdiction)} ${trade} ${limited(rng)}`, 3],
    [`${streetStem(rng)} ${trade} ${limited(rng)}`, 4],
    [`${rng.pick(PLACE_WORDS)} Example ${trade} ${limited(rng)}`, 2],
    [`${a} Holdings ${limited(rng)}`, 1],
    [`${a} Group ${limited(rng)}`, 1],
    [
      `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))} ${a} ${trade} ${limited(rng)}`,
      1,
    ],
  ] as const);
  return { name, natureOfBusiness: nature };
}

/** Allocates unique company numbers in the unused ranges, scattered (not sequential) within each block. */
export class CompanyNumberAllocator {
  #counters: Record<Jurisdiction, number> = { "england-and-wales": 0, scotland: 0, "northern-ireland": 0 };
  readonly #offset: number;

  constructor(offset: number) {
    this.#offset = Math.abs(Math.floor(offset));
  }

  next(jurisdiction: Jurisdiction): string {
    const k = this.#counters[jurisdiction]++;
    if (jurisdiction === "england-and-wales") {
      const block = 99 - Math.floor(k / 1_000_000);
      const inner = ((k % 1_000_000) * 7919 + this.#offset) % 1_000_000;
      return `${block}${String(inner).padStart(6, "0")}`;
    }
    const prefix = jurisdiction === "scotland" ? "SC" : "NI";
    const block = 99 - Math.floor(k / 10_000);
    const inner = ((k % 10_000) * 3331 + this.#offset) % 10_000;
    return `${prefix}${block}${String(inner).padStart(4, "0")}`;
  }
}

export function makeCompany(
  rng: Random,
  pool: PostcodePool,
  numbers: CompanyNumberAllocator,
  jurisdiction: Jurisdiction,
  onDate: string,
): CompanyProfile {
  const { name, natureOfBusiness } = inventCompanyName(rng, jurisdiction);
  const sample = pool.pick(rng, jurisdiction);
  const registeredOffice = buildAddress(rng, sample, { building: rng.chance(0.3), floor: rng.chance(0.15) });
  const principalTradingAddress = rng.chance(0.45)
    ? buildAddress(rng, rng.chance(0.7) ? sample : pool.pick(rng, jurisdiction), {
        building: rng.chance(0.2),
      })
    : null;
  const stem = name.replace(/ (Limited|Ltd)$/, "");
  const tradingNames = rng.chance(0.15)
    ? [`${streetStem(rng)} ${stem.split(" ").slice(-1)[0] ?? "Trading"}`]
    : [];
  const previousNames = rng.chance(0.1)
    ? [
        `${inventSurname(rng, jurisdiction)} ${stem.split(" ").slice(1).join(" ") || "Trading"} ${limited(rng)}`,
      ]
    : [];
  return {
    name,
    number: numbers.next(jurisdiction),
    jurisdiction,
    registeredOffice,
    principalTradingAddress,
    natureOfBusiness,
    tradingNames,
    previousNames,
    incorporatedOn: addDays(onDate, -rng.int(400, 9000)),
  };
}

/** The company as the seeding service stores it. */
export function toGeneratedCompany(c: CompanyProfile): GeneratedCompany {
  return {
    number: c.number,
    name: c.name,
    registeredOffice: formatAddress(c.registeredOffice),
    postcode: c.registeredOffice.postcode,
    natureOfBusiness: c.natureOfBusiness,
    incorporatedOn: c.incorporatedOn,
  };
}

/** The company block of the notice-data schemas. */
export function companyData(c: CompanyProfile): {
  name: string;
  number: string;
  tradingNames?: string[];
  previousNames?: string[];
  registeredOffice: ReturnType<typeof addressData>;
  principalTradingAddress?: ReturnType<typeof addressData>;
  natureOfBusiness?: string;
} {
  const out: ReturnType<typeof companyData> = {
    name: c.name,
    number: c.number,
    registeredOffice: addressData(c.registeredOffice),
    natureOfBusiness: c.natureOfBusiness,
  };
  if (c.tradingNames.length > 0) out.tradingNames = [...c.tradingNames];
  if (c.previousNames.length > 0) out.previousNames = [...c.previousNames];
  if (c.principalTradingAddress) out.principalTradingAddress = addressData(c.principalTradingAddress);
  return out;
}
