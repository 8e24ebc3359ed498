/**
 * The search, as the URL states it. Incoming parameters go through an allow-list into one typed
 * SearchQuery (trimmed, capped, clamped; unknown keys dropped; repeated keys and `+`-joined lists
 * normalised). Parameter names are the real service's (domain.md "Search and feeds").
 */

import { type DateRangeResult, validateDateRange } from "../../lib/forms/date-input.ts";
import { UK_OUTWARD_CODE } from "../../lib/forms/extra-methods.ts";
import { parseId } from "../../lib/ids.ts";
import { normalisePostcode } from "../geo/postcode-format.ts";
import { type EditionId, isEditionId } from "../publications/editions.ts";
import { CATEGORIES, getNoticeType, type ServiceId } from "../taxonomy/taxonomy.ts";
import { decodeCursor, encodeCursor, type SearchCursor } from "./search-cursor.ts";

export const MAX_TEXT_LENGTH = 500;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const MAX_LOCATIONS = 50;
export const MAX_PAGE = 100_000;
export const DISTANCES_MILES = [1, 2, 5, 10, 15, 20, 25, 30, 50] as const;

/** The date ranges' fields, from and to, as the form and the address name them. */
export const DATE_RANGE_FIELDS = [
  ["start-publish-date", "end-publish-date"],
  ["start-date-of-death", "end-date-of-death"],
  ["start-claim-expiry-date", "end-claim-expiry-date"],
] as const;
export const DEFAULT_DISTANCE_MILES = 10;
export const SORT_ORDERS = ["latest-date", "oldest-date", "relevance"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export type LocationSearch =
  | { kind: "postcode"; index: number; postcode: string; distanceMiles: number }
  | { kind: "local-authority"; index: number; localAuthority: string };

export interface DateRange {
  from: string | null;
  to: string | null;
}

export interface SearchQuery {
  service: ServiceId;
  /** Set by the edition-scoped pages `/{service}/{edition}/notice`. */
  editionScope: EditionId | null;
  text: string;
  categoryCodes: string[];
  noticeTypes: string[];
  publishDate: DateRange;
  dateOfDeath: DateRange;
  claimExpiry: DateRange;
  locations: LocationSearch[];
  editions: EditionId[];
  issue: number | null;
  page: number;
  pageSize: number;
  sort: SortOrder;
  /** Where the page starts in date order (keyset paging); `page` then only numbers it. */
  cursor: SearchCursor | null;
}

export interface SearchProblem {
  /** The form field the problem belongs to, for the error summary's link; also the URL parameter. */
  field: string;
  message: string;
  /**
   * The problem told to a caller of the feeds, who names the parameter already and whose request is
   * refused rather than run without it: the spec's own date messages, without the form's field label.
   */
  parameterMessage: string;
}

export interface ParsedSearch {
  query: SearchQuery;
  problems: SearchProblem[];
  /** What the visitor typed, to show again in the form (dates as entered, for instance). */
  entered: Record<string, string>;
  /** How many location blocks the form shows (1 to 50). */
  locationBlocks: number;
}

/** Reads a parameter that may repeat or be `+`/comma/space-joined (URL-decoded `+` is a space). */
export function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((v) => v.split(/[+,\s]+/))
    .map((v) => v.trim())
    .filter(Boolean);
}

function single(params: URLSearchParams, name: string, max = 100): string {
  return (params.get(name) ?? "").trim().slice(0, max);
}

const unique = <T>(xs: T[]) => [...new Set(xs)];

export function parseSearchParams(
  params: URLSearchParams,
  scope: { service: ServiceId; editionScope?: EditionId | null },
  today: string,
): ParsedSearch {
  const problems: SearchProblem[] = [];
  const entered: Record<string, string> = {};

  const rawText = (params.get("text") ?? "").replace(/\s+/g, " ").trim();
  if (rawText.length > MAX_TEXT_LENGTH) {
    problems.push({
      field: "text",
      message: `Search text was shortened to ${MAX_TEXT_LENGTH} characters.`,
      parameterMessage: `Search text must be at most ${MAX_TEXT_LENGTH} characters`,
    });
  }
  const text = rawText.slice(0, MAX_TEXT_LENGTH);
  entered.text = text;

  const categoryParam = listParam(params, "categorycode");
  const validCategories = new Set(CATEGORIES.map((c) => c.code));
  const categoryCodes = unique(categoryParam.filter((c) => validCategories.has(c)));
  const unknownCategories = categoryParam.filter((c) => !validCategories.has(c));
  if (unknownCategories.length)
    problems.push({
      field: "categorycode",
      message: "Some categories were not recognised and were ignored.",
      parameterMessage: `Unknown category code: ${unknownCategories.join(", ")}`,
    });

  const typeParam = listParam(params, "noticetypes");
  const isNoticeType = (c: string) => /^\d{4}$/.test(c) && getNoticeType(c) !== undefined;
  const noticeTypes = unique(typeParam.filter(isNoticeType));
  const unknownTypes = typeParam.filter((c) => !isNoticeType(c));
  if (unknownTypes.length)
    problems.push({
      field: "noticetypes",
      message: "Some notice types were not recognised and were ignored.",
      parameterMessage: `Unknown notice type code: ${unknownTypes.join(", ")}`,
    });

  const range = (fromName: string, toName: string, label: string): DateRange => {
    const fromInput = single(params, fromName, 20);
    const toInput = single(params, toName, 20);
    entered[fromName] = fromInput;
    entered[toName] = toInput;
    const result: DateRangeResult = validateDateRange(fromInput, toInput, {
      today,
      free: fromName.includes("claim"),
    });
    for (const e of result.errors)
      problems.push({
        field: e.field === "from" ? fromName : toName,
        message: `${label}: ${e.message}`,
        parameterMessage: e.message,
      });
    return { from: result.from, to: result.to };
  };
  const publishDate = range("start-publish-date", "end-publish-date", "Publication date");
  const dateOfDeath = range("start-date-of-death", "end-date-of-death", "Date of death");
  const claimExpiry = range("start-claim-expiry-date", "end-claim-expiry-date", "Claim expiry date");

  const locations: LocationSearch[] = [];
  // The form's "Add another location" button sends a second, larger value: the largest wins.
  const declared = Math.max(
    0,
    ...params
      .getAll("numberOfLocationSearches")
      .map((v) => Number.parseInt(v, 10))
      .filter(Number.isFinite),
  );
  const count = Math.min(MAX_LOCATIONS, Number.isFinite(declared) && declared > 0 ? declared : 1);
  for (let i = 1; i <= count; i++) {
    const postcodeInput = single(params, `location-postcode-${i}`, 20);
    const la = single(params, `location-local-authority-${i}`, 100);
    entered[`location-postcode-${i}`] = postcodeInput;
    entered[`location-local-authority-${i}`] = la;
    entered[`location-distance-${i}`] = single(params, `location-distance-${i}`, 4);
    if (postcodeInput) {
      const postcode =
        normalisePostcode(postcodeInput) ??
        (UK_OUTWARD_CODE.test(postcodeInput.toUpperCase()) ? postcodeInput.toUpperCase() : null);
      const distance = Number(params.get(`location-distance-${i}`) ?? DEFAULT_DISTANCE_MILES);
      if (!postcode) {
        problems.push({
          field: `location-postcode-${i}`,
          message: `Location ${i}: Please enter a valid postcode.`,
          parameterMessage: "Please enter a valid postcode",
        });
      } else {
        locations.push({
          kind: "postcode",
          index: i,
          postcode,
          distanceMiles:
            Number.isFinite(distance) && distance > 0 ? Math.min(distance, 100) : DEFAULT_DISTANCE_MILES,
        });
      }
    } else if (la) {
      locations.push({ kind: "local-authority", index: i, localAuthority: la });
    }
  }

  const editions = unique(
    listParam(params, "edition")
      .map((e) => e.toLowerCase())
      .filter(isEditionId),
  );
  const issueRaw = single(params, "issue", 10);
  const issue = parseId(issueRaw, "issueNumber");
  if (issueRaw && issue === null)
    problems.push({
      field: "issue",
      message: "Issue must be an issue number.",
      parameterMessage: "Issue must be an issue number",
    });

  const page = clampInt(params.get("results-page"), 1, MAX_PAGE, 1);
  const pageSize = clampInt(params.get("results-page-size"), 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
  const cursorParam = single(params, "cursor", 200);
  const cursor = cursorParam ? decodeCursor(cursorParam) : null;
  if (cursorParam && !cursor)
    problems.push({
      field: "cursor",
      message: "The paging cursor was not recognised and was ignored.",
      parameterMessage: "The paging cursor was not recognised: page by following the feed's links",
    });
  const sortParam = params.get("sort-by") ?? "";
  const sort: SortOrder = (SORT_ORDERS as readonly string[]).includes(sortParam)
    ? (sortParam as SortOrder)
    : text
      ? "relevance"
      : "latest-date";

  return {
    query: {
      service: scope.service,
      editionScope: scope.editionScope ?? null,
      text,
      categoryCodes,
      noticeTypes,
      publishDate,
      dateOfDeath,
      claimExpiry,
      locations,
      editions,
      issue,
      page,
      pageSize,
      // Relevance needs words to rank by.
      sort: sort === "relevance" && !text ? "latest-date" : sort,
      // A cursor is only the one page it was written for: the first page has no need of one.
      cursor: page > 1 ? cursor : null,
    },
    problems,
    entered,
    locationBlocks: Math.max(1, count),
  };
}

function clampInt(value: string | null, min: number, max: number, fallback: number): number {
  const n = Number.parseInt(value ?? "", 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

/** The address of a search page: the service's path with the query (and a page, or a page's key). */
export function searchHref(
  basePath: string,
  q: SearchQuery,
  page?: number,
  cursor: SearchCursor | null = null,
): string {
  const qs = toSearchParams(q, page === undefined ? {} : { page, cursor }).toString();
  return qs ? `${basePath}?${qs}` : basePath;
}

/**
 * The query as URL parameters, in a stable order, leaving out defaults: the inverse of parseSearchParams.
 * Lists are space-joined, which URLSearchParams writes as `+`, the real service's separator.
 */
export function toSearchParams(
  q: SearchQuery,
  overrides: { page?: number; cursor?: SearchCursor | null } = {},
): URLSearchParams {
  const p = new URLSearchParams();
  if (q.text) p.set("text", q.text);
  if (q.categoryCodes.length) p.set("categorycode", q.categoryCodes.join(" "));
  if (q.noticeTypes.length) p.set("noticetypes", q.noticeTypes.join(" "));
  const ranges: Record<(typeof DATE_RANGE_FIELDS)[number][0], DateRange> = {
    "start-publish-date": q.publishDate,
    "start-date-of-death": q.dateOfDeath,
    "start-claim-expiry-date": q.claimExpiry,
  };
  for (const [fromName, toName] of DATE_RANGE_FIELDS) {
    const r = ranges[fromName];
    if (r.from) p.set(fromName, r.from);
    if (r.to) p.set(toName, r.to);
  }
  q.locations.forEach((l, i) => {
    const n = i + 1;
    if (l.kind === "postcode") {
      p.set(`location-postcode-${n}`, l.postcode);
      p.set(`location-distance-${n}`, String(l.distanceMiles));
    } else p.set(`location-local-authority-${n}`, l.localAuthority);
  });
  if (q.locations.length > 1) p.set("numberOfLocationSearches", String(q.locations.length));
  if (q.editions.length) p.set("edition", q.editions.join(" "));
  if (q.issue !== null) p.set("issue", String(q.issue));
  const defaultSort = q.text ? "relevance" : "latest-date";
  if (q.sort !== defaultSort) p.set("sort-by", q.sort);
  if (q.pageSize !== DEFAULT_PAGE_SIZE) p.set("results-page-size", String(q.pageSize));
  const page = overrides.page ?? q.page;
  if (page !== 1) p.set("results-page", String(page));
  // Only links that ask for it carry a cursor: a changed filter or page number must not keep an old one.
  if (overrides.cursor && page !== 1) p.set("cursor", encodeCursor(overrides.cursor));
  return p;
}
