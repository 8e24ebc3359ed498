/**
 * `GET /services/address-finder`: checks the postcode, looks it up among the real postcodes, and answers
 * with sample addresses for it (see address-finder.ts for why they are samples).
 */
import type { Database } from "../../db/client.server.ts";
import { findPostcode } from "../geo/geo-service.server.ts";
import {
  ADDRESS_MESSAGES,
  type AddressFinderResponse,
  checkPostcode,
  messageResponse,
  sampleAddressResponse,
} from "./address-finder.ts";
import { outcodePlaces } from "./outcode-places.server.ts";
import { type OutcodePlace, placeOfPostcode } from "./post-towns.ts";

export interface AddressFinderQuery {
  postcode: string | null;
  buildingnumber: string | null;
}

export async function findAddresses(
  db: Database,
  query: AddressFinderQuery,
  places: ReadonlyMap<string, OutcodePlace> | null = null,
): Promise<AddressFinderResponse> {
  const check = checkPostcode(query.postcode);
  if (!check.ok) return messageResponse(400, check.message);
  const known = await findPostcode(db, check.postcode);
  if (!known) return messageResponse(200, ADDRESS_MESSAGES.noResults);
  const outcode = check.postcode.split(" ")[0] ?? "";
  const outcodes = places ?? (await outcodePlaces());
  const place = placeOfPostcode(check.postcode, outcodes.get(outcode) ?? null);
  return sampleAddressResponse(check.postcode, place, query.buildingnumber);
}
