/** Runs a search: resolves names to codes and places, then asks the repository for a page and facets. */
import type { Database } from "../../db/client.server.ts";
import { getEdition } from "../publications/editions.ts";
import { getCategory, getNoticeType, NOTICE_TYPES, SERVICES } from "../taxonomy/taxonomy.ts";
import type { SearchCursor } from "./search-cursor.ts";
import { samplePercent, scaleSample } from "./search-estimate.ts";
import { excerptEndingOnWord } from "./search-excerpt.ts";
import { ROW_CHECK_LIMIT, type TextPlan, textPlanFor } from "./search-plan.ts";
import type { SearchQuery } from "./search-query.ts";
import {
  estimateMatches,
  type FacetRow,
  findLocalAuthorityCode,
  findPostcodeCentre,
  MARK_END,
  MARK_START,
  noticeTableRows,
  type PagedRow,
  RELEVANCE_CANDIDATES,
  type ResolvedLocation,
  rollupCanCount,
  type SearchCriteria,
  searchFacetRowsFromRollup,
  searchFacetRowsSampled,
  searchFacetRowsUpTo,
  searchOthersPicked,
  searchPage,
} from "./search-repository.server.ts";
import type { FacetCount, SearchArea, SearchHit, SearchResult } from "./search-types.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Escapes the snippet text, then turns the highlight markers into <mark>. */
export function snippetHtml(raw: string): string {
  const marked = escapeHtml(raw.replace(/\s+/g, " ").trim())
    .replaceAll(MARK_START, "<mark>")
    .replaceAll(MARK_END, "</mark>");
  return marked;
}

function serviceCodes(service: SearchQuery["service"]): string[] | null {
  const s = SERVICES[service];
  if (s.noticeCodes) return [...s.noticeCodes];
  if (s.categoryCodes)
    return NOTICE_TYPES.filter((t) => (s.categoryCodes as readonly string[]).includes(t.categoryCode)).map(
      (t) => t.code,
    );
  return null;
}

function chosenCodes(q: SearchQuery): string[] | null {
  if (!q.categoryCodes.length && !q.noticeTypes.length) return null;
  const codes = new Set(q.noticeTypes);
  for (const t of NOTICE_TYPES) if (q.categoryCodes.includes(t.categoryCode)) codes.add(t.code);
  return [...codes];
}

async function resolveLocations(
  db: Database,
  q: SearchQuery,
): Promise<{ locations: ResolvedLocation[]; unknown: string[]; areas: SearchArea[] }> {
  const locations: ResolvedLocation[] = [];
  const unknown: string[] = [];
  // The same centres as the SQL uses, so the map's circle is exactly the area searched.
  const areas: SearchArea[] = [];
  for (const l of q.locations) {
    if (l.kind === "postcode") {
      const centre = await findPostcodeCentre(db, l.postcode);
      if (centre) {
        locations.push({ kind: "radius", ...centre, miles: l.distanceMiles });
        areas.push({ postcode: l.postcode, ...centre, miles: l.distanceMiles });
      } else unknown.push(l.postcode);
    } else {
      const la = await findLocalAuthorityCode(db, l.localAuthority);
      if (la) locations.push({ kind: "local-authority", localAuthorityCode: la.code });
      else unknown.push(l.localAuthority);
    }
  }
  return { locations, unknown, areas };
}

function countsBy(rows: { key: string; n: number }[], label: (key: string) => string): FacetCount[] {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.key, (totals.get(r.key) ?? 0) + r.n);
  return [...totals.entries()].map(([value, count]) => ({ value, label: label(value), count }));
}

/** A search that narrows nothing: the base for criteria built by hand. */
export const NO_FILTERS: SearchCriteria = {
  text: "",
  serviceCodes: null,
  chosenCodes: null,
  editions: [],
  issueNumber: null,
  publishDate: { from: null, to: null },
  dateOfDeath: { from: null, to: null },
  claimExpiry: { from: null, to: null },
  locations: [],
  impossible: false,
};

/** Whether anything besides the words narrows the search (only then is there a plan to choose). */
function hasFilters(c: SearchCriteria): boolean {
  const ranged = [c.publishDate, c.dateOfDeath, c.claimExpiry].some((r) => r.from || r.to);
  return Boolean(
    c.serviceCodes ||
      c.chosenCodes ||
      c.editions.length ||
      c.issueNumber !== null ||
      c.locations.length ||
      ranged,
  );
}

/**
 * Exact totals and facets of text searches up to this many matches; beyond it the total and facets are
 * estimated from a sample (search-estimate.ts, shown as "about N"): counting half a million rows exactly
 * costs seconds.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * A search is "broad" when the planner expects this many times the exact-count limit: then counting the
 * first matches one by one is wasted work (it would stop at the limit and estimate anyway; a common word
 * read 10,001 rows, a phrase rechecked 7,000 heap pages), so the sample comes first.
 */
export const BROAD_FACTOR = 2;

/**
 * Of a search whose other filters are far narrower than its words, how many of the other filters' notices
 * are checked against the words to estimate the share they keep (1,000: a share known to within ~3 points).
 */
export const OTHERS_PICKED = 1000;

/**
 * Such an estimate is taken as the total only this far beyond the exact-count limit: nearer it, a search
 * that might fit the limit is counted instead, so one that fits is always exact.
 */
export const CLEARLY_BEYOND = 1.5;

type Counted = { facetRows: FacetRow[]; total: number; approximate: boolean };

/** A block sample's facet rows and what scales them up to the whole table. */
type Sample = { rows: FacetRow[]; factor: number };

/**
 * Total and facets of a search the rollup cannot count: exact up to `limit` matches, else estimated from
 * a sample. Which is tried first follows the planner's estimate; a sample that finds the search narrower
 * than expected still leads to the exact count, so a search that can be counted exactly always is.
 *
 * Between the limit and the broad threshold, the planner's estimate (or a sample's) says there are
 * probably more matches than the limit but not many more: then every match up to the threshold is read
 * and counted (a word in 12,000 notices: 12,000 rows read, instead of 10,001 and then a sample of
 * 10,000 rows tested against the words), and the total, though counted, is shown as beyond the limit
 * ("about"), as every total above the limit is, so that paging behaves the same whichever way it was found.
 */
async function countOrEstimate(
  db: Database,
  criteria: SearchCriteria,
  limit: number,
  othersPicked: number,
): Promise<Counted> {
  const broad = BROAD_FACTOR * limit;
  let sample: Sample | null = null;
  if (criteria.textPlan === "filter") {
    // Words far broader than the other filters (search-plan.ts): the planner, taking the filters as
    // unrelated, is no guide (it expected 901 of a combined search's 17,584 matches, so 10,001 rows were read
    // and then a sample drawn). The other filters' notices are counted exactly from their index instead: no
    // more than the limit, and every match is counted; more, and a fixed choice of them says what share the
    // words keep.
    const others = await searchOthersPicked(db, criteria, othersPicked);
    if (others.others <= limit) {
      // Null only if notices were published between the two statements: then counted as any other search.
      const counted = await exactUpTo(db, criteria, limit, limit);
      if (counted) return counted;
    } else {
      sample = { rows: others.rows, factor: others.others / Math.max(1, others.picked) };
      const estimated = scaled(sample, 0);
      if (estimated.total >= CLEARLY_BEYOND * limit) return estimated;
    }
  }
  const expected = sample ? 0 : await estimateMatches(db, criteria);
  if (expected >= broad) {
    sample = await sampleOf(db, criteria);
    const estimated = scaled(sample, 0);
    if (estimated.total >= broad) return estimated;
  }
  const cap = sample || expected > limit ? broad : limit;
  const counted = await exactUpTo(db, criteria, cap, limit);
  if (counted) return counted;
  // Never below what was seen to match (scaleSample's floor); a sample already drawn is not drawn again.
  return scaled(sample ?? (await sampleOf(db, criteria)), cap + 1);
}

/** Every match counted, up to `cap` of them; null when there are more. Beyond `limit` a total is "about". */
async function exactUpTo(
  db: Database,
  criteria: SearchCriteria,
  cap: number,
  limit: number,
): Promise<Counted | null> {
  const firstMatches = await searchFacetRowsUpTo(db, criteria, cap + 1);
  const seen = firstMatches.reduce((sum, r) => sum + r.n, 0);
  return seen <= cap ? { facetRows: firstMatches, total: seen, approximate: seen > limit } : null;
}

/** A block sample of the search, with the exact count of what it was drawn from where the rollups know it. */
async function sampleOf(db: Database, criteria: SearchCriteria): Promise<Sample> {
  const percent = samplePercent(await noticeTableRows(db));
  const sample = await searchFacetRowsSampled(db, criteria, percent);
  const factor =
    sample.exactBase !== null && sample.base > 0 ? sample.exactBase / sample.base : 100 / percent;
  return { rows: sample.rows, factor };
}

/** A sample's facets and total scaled up to the table, never below `seen`. */
function scaled(sample: Sample, seen: number): Counted {
  const { rows, total } = scaleSample(sample.rows, sample.factor, seen);
  return { facetRows: rows, total, approximate: true };
}

/** What a real search takes from constants, given smaller (tests) or fixed (a plan, to compare both). */
export interface SearchOptions {
  exactCountLimit?: number;
  relevanceCandidates?: number;
  /** How the words are matched, instead of the planner's estimates choosing (search-plan.ts). */
  textPlan?: TextPlan;
  /** How many of the other filters' notices a search of the "filter" plan checks to estimate its total. */
  othersPicked?: number;
}

export async function runSearch(
  db: Database,
  q: SearchQuery,
  options: SearchOptions = {},
): Promise<SearchResult> {
  const exactLimit = options.exactCountLimit ?? EXACT_COUNT_LIMIT;
  const { locations, unknown, areas } = await resolveLocations(db, q);
  const editions = q.editionScope ? [q.editionScope] : q.editions;
  const criteria: SearchCriteria = {
    text: q.text,
    serviceCodes: serviceCodes(q.service),
    chosenCodes: chosenCodes(q),
    editions,
    issueNumber: q.issue,
    publishDate: q.publishDate,
    dateOfDeath: q.dateOfDeath,
    claimExpiry: q.claimExpiry,
    locations,
    impossible: q.locations.length > 0 && locations.length === 0,
  };
  if (criteria.text && options.textPlan) criteria.textPlan = options.textPlan;
  else if (criteria.text && hasFilters(criteria)) {
    // Most filters are broad (a category, a year): then the words' estimate cannot change the answer.
    const otherMatches = await estimateMatches(db, { ...criteria, text: "" });
    if (otherMatches <= ROW_CHECK_LIMIT) {
      const textMatches = await estimateMatches(db, { ...NO_FILTERS, text: criteria.text });
      criteria.textPlan = textPlanFor(textMatches, otherMatches);
    }
  }
  const pageRequest = {
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
    key: q.cursor,
    relevanceCandidates: options.relevanceCandidates,
  };
  // Codes, editions and days alone: the rollups count them exactly in a few milliseconds at any size.
  const exactFromRollup = rollupCanCount(criteria);
  const [counted, rows] = await Promise.all([
    exactFromRollup
      ? searchFacetRowsFromRollup(db, criteria).then((facetRows) => ({
          facetRows,
          total: facetRows.reduce((sum, r) => sum + r.n, 0),
          approximate: false,
        }))
      : countOrEstimate(db, criteria, exactLimit, options.othersPicked ?? OTHERS_PICKED),
    searchPage(db, criteria, q.sort, pageRequest),
  ]);
  const { facetRows, total, approximate } = counted;
  const hits: SearchHit[] = rows.map((r) => {
    const type = getNoticeType(r.notice_code);
    return {
      id: r.id,
      noticeCode: r.notice_code,
      noticeTypeName: type?.name ?? r.notice_code,
      categoryCode: type?.categoryCode ?? r.notice_code.slice(0, 2),
      categoryName: type?.categoryName ?? "",
      editionId: r.edition_id,
      status: r.status,
      title: r.title,
      // A headline (search words) is made of whole words already; the notice's start is cut at a length.
      snippet: snippetHtml(q.text ? r.snippet : excerptEndingOnWord(r.snippet)),
      publishedAt: r.published_at ? new Date(r.published_at).toISOString() : null,
      issueNumber: r.issue_number,
      page: r.page,
      latitude: r.latitude,
      longitude: r.longitude,
      companyNumber: r.company_number,
    };
  });
  const categoryOf = (code: string) => getNoticeType(code)?.categoryCode ?? code.slice(0, 2);
  const byCount = (a: FacetCount, b: FacetCount) => b.count - a.count || a.label.localeCompare(b.label);
  return {
    query: q,
    total,
    totalIsApproximate: approximate,
    hits,
    facets: {
      categories: countsBy(
        facetRows.map((r) => ({ key: categoryOf(r.notice_code), n: r.n })),
        (k) => getCategory(k)?.name ?? k,
      ).sort(byCount),
      noticeTypes: countsBy(
        facetRows.map((r) => ({ key: r.notice_code, n: r.n })),
        (k) => getNoticeType(k)?.name ?? k,
      ).sort(byCount),
      editions: countsBy(
        facetRows.map((r) => ({ key: r.edition_id, n: r.n })),
        (k) => getEdition(k)?.name ?? k,
      ).sort(byCount),
      years: countsBy(
        facetRows.map((r) => ({ key: String(r.year), n: r.n })),
        (k) => k,
      ).sort((a, b) => b.value.localeCompare(a.value)),
      approximate,
    },
    lastPage: Math.max(1, Math.ceil(total / q.pageSize)),
    ...pagingOf(q, rows, total, approximate, options.relevanceCandidates ?? RELEVANCE_CANDIDATES),
    unknownLocations: unknown,
    searchAreas: areas,
  };
}

/**
 * Where the links lead from this page. An estimated total cannot say where the matches end, so a full
 * page always has a next one (at worst empty, never one that leaves matches out). Next and previous
 * carry the key of this page's last or first row, so following them is an index seek at any depth;
 * relevance-ranked rows have no date key, and their (at most a few hundred) pages go by number.
 */
function pagingOf(
  q: SearchQuery,
  rows: PagedRow[],
  total: number,
  approximate: boolean,
  relevanceCandidates: number,
): Pick<SearchResult, "hasNextPage" | "nextCursor" | "prevCursor"> {
  const hasNextPage = rows.length === q.pageSize && (approximate || q.page * q.pageSize < total);
  const last = rows.at(-1);
  const first = rows[0];
  const keyOf = (row: PagedRow, direction: SearchCursor["direction"]): SearchCursor => ({
    direction,
    publishedAt: row.sort_key,
    id: Number(row.id),
  });
  return {
    hasNextPage,
    nextCursor: hasNextPage && last && !last.ranked ? keyOf(last, "after") : null,
    // Back by key only where the whole page before is in date order: not into the ranked candidates.
    prevCursor:
      q.page > 1 &&
      first &&
      !first.ranked &&
      (q.sort !== "relevance" || (q.page - 2) * q.pageSize >= relevanceCandidates)
        ? keyOf(first, "before")
        : null,
  };
}
