/**
 * Local authorities by name for the autocomplete (`/services/local-authorities/data.json`). A term
 * matches the beginning of any word of the English or Welsh name, whatever the case, so "hull" finds
 * "Kingston upon Hull, City of" and "stockton on" finds "Stockton-on-Tees"; names that start with the term
 * come first.
 */
import type { Database } from "../../db/client.server.ts";
import { findLocalAuthoritiesByWordPrefix } from "./geo-repository.server.ts";

export interface LocalAuthorityMatch {
  code: string;
  name: string;
}

/** Spec §9: the autocomplete asks from 3 characters and shows at most 15 rows. */
export const LOCAL_AUTHORITY_TERM_MIN_LENGTH = 3;
export const LOCAL_AUTHORITY_SEARCH_LIMIT = 15;
/** No authority name is longer than this: a longer term cannot match. */
const TERM_MAX_LENGTH = 100;

/** Word separators in names ("Stockton-on-Tees", "Bristol, City of"): read as spaces on both sides. */
const SEPARATORS = /[\s,()./-]+/g;

/** The term as compared: separators collapsed to one space, trimmed; "" when it is too short to search. */
export function localAuthorityTerm(input: string | null | undefined): string {
  const term = (input ?? "").replace(SEPARATORS, " ").trim();
  return term.length >= LOCAL_AUTHORITY_TERM_MIN_LENGTH && term.length <= TERM_MAX_LENGTH ? term : "";
}

export async function searchLocalAuthorities(
  db: Database,
  input: string | null | undefined,
  limit = LOCAL_AUTHORITY_SEARCH_LIMIT,
): Promise<LocalAuthorityMatch[]> {
  const term = localAuthorityTerm(input);
  if (!term) return [];
  return findLocalAuthoritiesByWordPrefix(
    db,
    term,
    Math.max(1, Math.min(limit, LOCAL_AUTHORITY_SEARCH_LIMIT)),
  );
}
