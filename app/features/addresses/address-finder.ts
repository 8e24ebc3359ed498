/**
 * The address finder's rules (pure): postcode checks and their messages, the response shapes, and the
 * sample addresses. No open UK address list exists (Royal Mail's PAF is licensed), so for a real postcode
 * the finder invents a short street of addresses, the same every time for that postcode, and says so.
 */

import { isPostcodeShape } from "../../lib/forms/field-schemas.ts";
import { MESSAGES } from "../../lib/forms/messages.ts";
import { Random } from "../../lib/seeded-random.ts";
import { normalisePostcode } from "../geo/postcode-format.ts";
import { streetName, streetStem } from "./invented-streets.ts";
import type { AddressPlace } from "./post-towns.ts";

/** Spec §9: address result lists show at most 15 rows. */
export const MAX_ADDRESSES = 15;
/** Longer building numbers or names than this cannot match a sample address; not worth reading. */
const BUILDING_MAX_LENGTH = 100;

/** Spec §8 and §5, verbatim. */
export const ADDRESS_MESSAGES = {
  noResults: "Sorry no results were found, please try again or enter the address manually.",
  badFormat:
    "Sorry, the postcode you entered is not in the correct format. Please try again or enter the address manually.",
  required: MESSAGES.required,
} as const;

export const SAMPLE_NOTICE =
  "Sample addresses: no open UK address list exists, so these addresses are invented around a real " +
  "postcode. Check the address, or enter it manually.";

/** Spec §3 "Address result". */
export interface PostcodeAddress {
  CompanyName: string;
  Street1: string;
  Street2: string;
  Street3: string;
  City: string;
  County: string;
  PostalCode: string;
}

export interface AddressFinderBody {
  Result: { PostcodeAddresses: PostcodeAddress[] };
  /** Present when the addresses are invented (always, today). */
  Sample?: true;
  Notice?: string;
  /** Present when there is nothing to show: why. */
  Message?: string;
}

export interface AddressFinderResponse {
  status: 200 | 400;
  body: AddressFinderBody;
}

export type PostcodeCheck = { ok: true; postcode: string } | { ok: false; message: string };

/**
 * Spec §5: the postcode is required, 5 to 12 letters, digits or spaces; then it must parse as a UK
 * postcode. Returns the normalised form (`ls14ap` → `LS1 4AP`).
 */
export function checkPostcode(input: string | null | undefined): PostcodeCheck {
  const value = (input ?? "").trim();
  if (value === "") return { ok: false, message: ADDRESS_MESSAGES.required };
  if (!isPostcodeShape(value)) return { ok: false, message: ADDRESS_MESSAGES.badFormat };
  const postcode = normalisePostcode(value);
  return postcode ? { ok: true, postcode } : { ok: false, message: ADDRESS_MESSAGES.badFormat };
}

export function messageResponse(status: 200 | 400, message: string): AddressFinderResponse {
  return { status, body: { Result: { PostcodeAddresses: [] }, Message: message } };
}

/** A sample address with what a building number or name is matched against. */
export interface SampleAddress {
  address: PostcodeAddress;
  /** Lower-case words of the building: house or building number, flat number and name, company name. */
  buildingWords: string[];
}

const BLOCK_WORDS = ["House", "Court", "Lodge", "Mansions", "Heights"];
const BUSINESS_WORDS = ["Stores", "Bakery", "Garage", "Dental Practice", "Surgery", "Cafe", "Pharmacy"];

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * 6 to 15 addresses on one invented street for a postcode (normalised), seeded from the postcode itself
 * so the same postcode always gives the same addresses: house numbers on one side of the street (or both),
 * sometimes a block of flats, sometimes a shop.
 */
export function sampleAddresses(postcode: string, place: AddressPlace): SampleAddress[] {
  const rng = new Random(`address-finder/${postcode}`);
  const count = rng.int(6, MAX_ADDRESSES);
  const street = streetName(rng);
  const flatCount = rng.chance(0.4) ? rng.int(2, Math.min(6, count - 2)) : 0;
  const houseCount = count - flatCount;
  const step = rng.chance(0.7) ? 2 : 1;
  const first = rng.int(0, 30) * step + 1;
  const numbers = Array.from({ length: houseCount }, (_, i) => first + i * step);
  const business = rng.chance(0.35) ? rng.int(0, houseCount - 1) : -1;
  const businessName = `${streetStem(rng)} ${rng.pick(BUSINESS_WORDS)}`;
  const block = `${streetStem(rng)} ${rng.pick(BLOCK_WORDS)}`;
  const blockNumber = first + houseCount * step;

  const place3 = (lines: string[]): Pick<PostcodeAddress, "Street1" | "Street2" | "Street3"> => {
    const all = [...lines, place.locality].filter(Boolean);
    return { Street1: all[0] ?? "", Street2: all[1] ?? "", Street3: all[2] ?? "" };
  };
  const common = { City: place.city, County: place.county, PostalCode: postcode };

  const out: SampleAddress[] = numbers.map((n, i) => {
    const companyName = i === business ? businessName : "";
    return {
      address: { CompanyName: companyName, ...place3([`${n} ${street}`]), ...common },
      buildingWords: [String(n), ...words(companyName)],
    };
  });
  for (let flat = 1; flat <= flatCount; flat++) {
    out.push({
      address: {
        CompanyName: "",
        ...place3([`Flat ${flat}, ${block}`, `${blockNumber} ${street}`]),
        ...common,
      },
      buildingWords: ["flat", String(flat), ...words(block), String(blockNumber)],
    });
  }
  return out;
}

/**
 * The addresses whose building matches: every word of the query must be one of the building's words,
 * numbers exactly ("1" is not "12") and names by their beginning ("bram" finds "Bramble Court").
 * A blank query keeps them all.
 */
export function filterByBuilding(
  addresses: SampleAddress[],
  building: string | null | undefined,
): SampleAddress[] {
  const query = (building ?? "").trim();
  if (query === "") return addresses;
  if (query.length > BUILDING_MAX_LENGTH) return [];
  const wanted = words(query);
  if (wanted.length === 0) return [];
  return addresses.filter((a) =>
    wanted.every((w) => a.buildingWords.some((b) => (/^\d/.test(w) ? b === w : b.startsWith(w)))),
  );
}

/** The finder's answer for a postcode that is in the postcodes table. */
export function sampleAddressResponse(
  postcode: string,
  place: AddressPlace,
  building: string | null | undefined,
): AddressFinderResponse {
  const found = filterByBuilding(sampleAddresses(postcode, place), building).slice(0, MAX_ADDRESSES);
  if (found.length === 0) return messageResponse(200, ADDRESS_MESSAGES.noResults);
  return {
    status: 200,
    body: {
      Result: { PostcodeAddresses: found.map((a) => a.address) },
      Sample: true,
      Notice: SAMPLE_NOTICE,
    },
  };
}
