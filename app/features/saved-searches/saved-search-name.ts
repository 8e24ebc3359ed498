/** Saved searches: limits, the name field, and the readable name a search gets unless the person gives one. */
import { z } from "zod";
import { appliedFilters, describeFilter } from "../search/search-filters.ts";
import type { SearchQuery } from "../search/search-query.ts";

export const MAX_SAVED_SEARCHES = 100;
export const MAX_SAVED_SEARCH_NAME = 120;

export const NAME_TOO_LONG_MESSAGE = `The name must be ${MAX_SAVED_SEARCH_NAME} characters or fewer.`;
export const NAME_REQUIRED_MESSAGE = "Enter a name for the search.";

/** A name as given: white space tidied, then required and at most 120 characters. */
export const savedSearchName = z
  .string()
  .transform((v) => v.replace(/\s+/g, " ").trim())
  .pipe(z.string().min(1, NAME_REQUIRED_MESSAGE).max(MAX_SAVED_SEARCH_NAME, NAME_TOO_LONG_MESSAGE));

/** The rename form of one saved search. */
export const renameSavedSearchSchema = z.object({ name: savedSearchName });

/** Cuts to `max` characters on a word boundary where one is near, marking the cut with an ellipsis. */
export function shortenName(name: string, max = MAX_SAVED_SEARCH_NAME): string {
  const clean = name.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** e.g. "Insolvency notices: Containing “acme”; Edition: The London Gazette", or "All insolvency notices". */
export function describeSearch(scopeTitle: string, query: SearchQuery): string {
  const parts = appliedFilters(query).map(describeFilter);
  if (parts.length === 0) return shortenName(`All ${scopeTitle.toLowerCase()}`);
  return shortenName(`${scopeTitle}: ${parts.join("; ")}`);
}
