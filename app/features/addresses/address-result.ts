/**
 * An address finder result (spec §3 "Address result") as the lines of an address form, and as the one
 * line a result list shows. Pure, shared by the finder component and its tests.
 */
import type { PostcodeAddress } from "./address-finder.ts";

/** The parts of an address form the finder fills. */
export interface AddressLines {
  line1: string;
  line2: string;
  city: string;
  county: string;
  postcode: string;
}

const joined = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(", ");

/**
 * A company's name goes before its street on the first line; the second line takes what the form has
 * no third line for (Street2 and Street3, e.g. a block's street after its flat, and the locality).
 */
export function addressLines(result: PostcodeAddress): AddressLines {
  return {
    line1: joined(result.CompanyName, result.Street1),
    line2: joined(result.Street2, result.Street3),
    city: result.City.trim(),
    county: result.County.trim(),
    postcode: result.PostalCode.trim(),
  };
}

/** "Bramble Stores, 3 Mill Lane, Hove" as one option of the result list. */
export function addressLabel(result: PostcodeAddress): string {
  return joined(result.CompanyName, result.Street1, result.Street2, result.Street3, result.City);
}
