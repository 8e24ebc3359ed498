/** Saved searches: limits and the readable name a search gets unless the person gives one. */
import { appliedFilters, describeFilter } from "../search/search-filters.ts";
import type { SearchQuery } from "../search/search-query.ts";

export const MAX_SAVED_SEARCHES = 100;
export const MAX_SAVED_SEARCH_NAME = 120;

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
