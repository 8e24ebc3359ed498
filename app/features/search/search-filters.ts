/**
 * The filters a query applies, as one discriminated union: each can be described and removed, which
 * gives the "applied filters" list with its remove links. A facet is the form control that sets a filter.
 */

import { formatDateInput } from "../../lib/forms/date-input.ts";
import { editionName } from "../publications/edition-names.ts";
import { getCategory, getNoticeType } from "../taxonomy/taxonomy.ts";
import { type DateRange, type LocationSearch, type SearchQuery, searchHref } from "./search-query.ts";

export type SearchFilter =
  | { kind: "text"; value: string }
  | { kind: "category"; code: string }
  | { kind: "notice-type"; code: string }
  | { kind: "publish-date"; range: DateRange }
  | { kind: "date-of-death"; range: DateRange }
  | { kind: "claim-expiry"; range: DateRange }
  | { kind: "location"; location: LocationSearch }
  | { kind: "edition"; edition: string }
  | { kind: "issue"; number: number };

const hasRange = (r: DateRange) => r.from !== null || r.to !== null;

export function appliedFilters(q: SearchQuery): SearchFilter[] {
  const filters: SearchFilter[] = [];
  if (q.text) filters.push({ kind: "text", value: q.text });
  for (const code of q.categoryCodes) filters.push({ kind: "category", code });
  for (const code of q.noticeTypes) filters.push({ kind: "notice-type", code });
  if (hasRange(q.publishDate)) filters.push({ kind: "publish-date", range: q.publishDate });
  if (hasRange(q.dateOfDeath)) filters.push({ kind: "date-of-death", range: q.dateOfDeath });
  if (hasRange(q.claimExpiry)) filters.push({ kind: "claim-expiry", range: q.claimExpiry });
  for (const location of q.locations) filters.push({ kind: "location", location });
  for (const edition of q.editions) filters.push({ kind: "edition", edition });
  if (q.issue !== null) filters.push({ kind: "issue", number: q.issue });
  return filters;
}

function describeRange(r: DateRange): string {
  if (r.from && r.to) return `${formatDateInput(r.from)} to ${formatDateInput(r.to)}`;
  if (r.from) return `from ${formatDateInput(r.from)}`;
  return `up to ${formatDateInput(r.to!)}`;
}

export function describeFilter(f: SearchFilter): string {
  switch (f.kind) {
    case "text":
      return `Containing “${f.value}”`;
    case "category":
      return `Category: ${getCategory(f.code)?.name ?? f.code}`;
    case "notice-type":
      return `Notice type: ${getNoticeType(f.code)?.name ?? f.code} (${f.code})`;
    case "publish-date":
      return `Published ${describeRange(f.range)}`;
    case "date-of-death":
      return `Date of death ${describeRange(f.range)}`;
    case "claim-expiry":
      return `Claim expiry ${describeRange(f.range)}`;
    case "location":
      return f.location.kind === "postcode"
        ? `Within ${f.location.distanceMiles} miles of ${f.location.postcode}`
        : `In ${f.location.localAuthority}`;
    case "edition":
      return `Edition: ${editionName(f.edition)}`;
    case "issue":
      return `Issue ${f.number}`;
    default: {
      const exhaustive: never = f;
      return exhaustive;
    }
  }
}

const EMPTY: DateRange = { from: null, to: null };

/** The query without one filter, back on the first page of results. */
export function withoutFilter(q: SearchQuery, f: SearchFilter): SearchQuery {
  const next: SearchQuery = { ...q, page: 1 };
  switch (f.kind) {
    case "text":
      return { ...next, text: "", sort: q.sort === "relevance" ? "latest-date" : q.sort };
    case "category":
      return { ...next, categoryCodes: q.categoryCodes.filter((c) => c !== f.code) };
    case "notice-type":
      return { ...next, noticeTypes: q.noticeTypes.filter((c) => c !== f.code) };
    case "publish-date":
      return { ...next, publishDate: EMPTY };
    case "date-of-death":
      return { ...next, dateOfDeath: EMPTY };
    case "claim-expiry":
      return { ...next, claimExpiry: EMPTY };
    case "location":
      return { ...next, locations: q.locations.filter((l) => l !== f.location) };
    case "edition":
      return { ...next, editions: q.editions.filter((e) => e !== f.edition) };
    case "issue":
      return { ...next, issue: null };
    default: {
      const exhaustive: never = f;
      return exhaustive;
    }
  }
}

/** An applied filter as the results page shows it: what it is, and the address of the search without it. */
export interface FilterLink {
  label: string;
  removeHref: string;
}

/**
 * The applied filters with their remove links, made on the server: the browser then needs neither the
 * taxonomy's names nor these rules (issue 14: the page's weight).
 */
export function filterLinks(q: SearchQuery, basePath: string): FilterLink[] {
  return appliedFilters(q).map((f) => ({
    label: describeFilter(f),
    removeHref: searchHref(basePath, withoutFilter(q, f)),
  }));
}
