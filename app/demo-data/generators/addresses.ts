/**
 * Sample addresses: a house number and an invented street around a real sample postcode (its post town
 * and coordinates). No open UK address list exists, so the streets are made up and look it.
 */

import { streetName, streetStem } from "../../features/addresses/invented-streets.ts";
import { tidyTown } from "../../features/addresses/post-towns.ts";
import type { Jurisdiction } from "../../features/publications/editions.ts";
import type { Random } from "../../lib/seeded-random.ts";
import type { GeneratedLocation, SamplePostcode } from "../seed-types.ts";

// Shared with the address finder, which invents streets the same way.
export { streetName, streetStem, tidyTown };

export interface Address {
  /** Street lines then the town, without the postcode. */
  lines: string[];
  postcode: string | null;
  /** For addresses outside the United Kingdom. */
  country: string | null;
  /** The sample postcode the address was built around (gives coordinates), if any. */
  sample: SamplePostcode | null;
}

const SCOTTISH_AREAS = new Set([
  "AB",
  "DD",
  "DG",
  "EH",
  "FK",
  "G",
  "HS",
  "IV",
  "KA",
  "KW",
  "KY",
  "ML",
  "PA",
  "PH",
  "TD",
  "ZE",
]);

export function postcodeArea(postcode: string): string {
  const m = /^[A-Z]{1,2}/i.exec(postcode.trim());
  return m ? m[0].toUpperCase() : "";
}

export function jurisdictionOfPostcode(postcode: string): Jurisdiction {
  const area = postcodeArea(postcode);
  if (area === "BT") return "northern-ireland";
  if (SCOTTISH_AREAS.has(area)) return "scotland";
  return "england-and-wales";
}

/** The sample postcodes split by jurisdiction; picks fall back to any postcode when a jurisdiction has none. */
export class PostcodePool {
  readonly all: readonly SamplePostcode[];
  readonly byJurisdiction: Record<Jurisdiction, SamplePostcode[]>;

  constructor(postcodes: readonly SamplePostcode[]) {
    this.all = postcodes.filter(
      (p) => p.postcode.trim() !== "" && Number.isFinite(p.latitude) && Number.isFinite(p.longitude),
    );
    this.byJurisdiction = { "england-and-wales": [], scotland: [], "northern-ireland": [] };
    for (const p of this.all) this.byJurisdiction[jurisdictionOfPostcode(p.postcode)].push(p);
  }

  pick(rng: Random, jurisdiction: Jurisdiction): SamplePostcode | null {
    const own = this.byJurisdiction[jurisdiction];
    if (own.length > 0) return rng.pick(own);
    return this.all.length > 0 ? rng.pick(this.all) : null;
  }
}

const BUILDING_WORDS = ["House", "Court", "Chambers", "Point", "Works", "Buildings", "Lodge", "Exchange"];
const FLOOR_WORDS = [
  "Ground Floor",
  "First Floor",
  "Second Floor",
  "Third Floor",
  "Suite 2",
  "Suite 4",
  "Unit 3",
  "Unit 7",
];

export function buildAddress(
  rng: Random,
  sample: SamplePostcode | null,
  options: { flat?: boolean; building?: boolean; floor?: boolean; withPostcode?: boolean } = {},
): Address {
  const lines: string[] = [];
  if (options.floor) lines.push(rng.pick(FLOOR_WORDS));
  if (options.building) lines.push(`${streetStem(rng)} ${rng.pick(BUILDING_WORDS)}`);
  const street = streetName(rng);
  const number = rng.int(1, rng.chance(0.8) ? 120 : 400);
  if (options.flat) lines.push(`Flat ${rng.int(1, 24)}`);
  lines.push(`${number} ${street}`);
  const town = sample?.town ? tidyTown(sample.town) : null;
  if (town) lines.push(town);
  const withPostcode = options.withPostcode ?? true;
  return {
    lines,
    postcode: withPostcode && sample ? normalisePostcode(sample.postcode) : null,
    country: null,
    sample: withPostcode ? sample : null,
  };
}

const OVERSEAS = [
  { country: "Spain", town: "Alicante", street: "Calle de los Ejemplos" },
  { country: "France", town: "Bordeaux", street: "Rue de l'Exemple" },
  { country: "Portugal", town: "Faro", street: "Rua do Exemplo" },
  { country: "Ireland", town: "Cork", street: "Example Terrace" },
  { country: "Canada", town: "Halifax", street: "Example Avenue" },
  { country: "Australia", town: "Perth", street: "Example Parade" },
  { country: "New Zealand", town: "Nelson", street: "Example Road" },
] as const;

/** An obviously invented address outside the United Kingdom (no postcode, no coordinates). */
export function overseasAddress(rng: Random): Address {
  const o = rng.pick(OVERSEAS);
  return {
    lines: [`${rng.int(1, 90)} ${o.street}`, o.town],
    postcode: null,
    country: o.country,
    sample: null,
  };
}

/** `sw1a1aa` / `SW1A  1AA` → `SW1A 1AA`. */
export function normalisePostcode(postcode: string): string {
  const compact = postcode.replace(/\s+/g, "").toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** One line: "12 Quillfield Road, Leeds, LS1 4AB". */
export function formatAddress(a: Address): string {
  return [...a.lines, a.postcode, a.country].filter((x): x is string => Boolean(x)).join(", ");
}

/** The address in the shape of the notice-data schemas: `{ lines, postcode?, country? }`. */
export function addressData(a: Address): { lines: string[]; postcode?: string; country?: string } {
  const out: { lines: string[]; postcode?: string; country?: string } = { lines: [...a.lines] };
  if (a.postcode) out.postcode = a.postcode;
  if (a.country) out.country = a.country;
  return out;
}

export function addressTown(a: Address): string | null {
  return a.sample?.town ? tidyTown(a.sample.town) : null;
}

/** A location for the notice when the address was built around a sample postcode. */
export function locationOf(role: string, a: Address): GeneratedLocation | null {
  if (!a.sample || !a.postcode) return null;
  return {
    role,
    address: formatAddress(a),
    postcode: a.postcode,
    latitude: a.sample.latitude,
    longitude: a.sample.longitude,
  };
}
