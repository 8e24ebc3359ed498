/**
 * The notice search in SQL: weighted full-text (title above body, websearch syntax, English stemming),
 * filters, facet counts, sorting and paging. Filters are built as SQL fragments with bound parameters
 * only: nothing the visitor types is ever spliced into the SQL text.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { arrayParam } from "../../db/sql-helpers.server.ts";
import type { NoticeStatus } from "../notices/notice-types.ts";
import type { EditionId } from "../publications/editions.ts";
import { EXCERPT_CHARS } from "./search-excerpt.ts";
import type { TextPlan } from "./search-plan.ts";
import type { DateRange } from "./search-query.ts";
import { wholeYears } from "./search-rollup-years.ts";

export interface ResolvedLocation {
  kind: "radius" | "local-authority";
  latitude?: number;
  longitude?: number;
  miles?: number;
  localAuthorityCode?: string;
}

/** A search with names resolved (codes, coordinates), ready for SQL. */
export interface SearchCriteria {
  text: string;
  /** Notice codes allowed by the service (null: all). */
  serviceCodes: string[] | null;
  /** Notice codes chosen by category or type (null: no choice made). */
  chosenCodes: string[] | null;
  editions: EditionId[];
  issueNumber: number | null;
  publishDate: DateRange;
  dateOfDeath: DateRange;
  claimExpiry: DateRange;
  locations: ResolvedLocation[];
  /** A location search whose places were all unknown matches nothing. */
  impossible: boolean;
  /** How the words are matched (search-plan.ts); the word index unless chosen otherwise. */
  textPlan?: TextPlan;
}

const MILES_PER_DEGREE_LAT = 69.0;
const EARTH_RADIUS_MILES = 3958.8;

function locationCondition(l: ResolvedLocation): SQL {
  if (l.kind === "local-authority") {
    return sql`exists (select 1 from notice_locations nl where nl.notice_id = n.id and nl.local_authority_code = ${l.localAuthorityCode!})`;
  }
  const lat = l.latitude!;
  const lng = l.longitude!;
  const miles = l.miles!;
  const dLat = miles / MILES_PER_DEGREE_LAT;
  const dLng = miles / (MILES_PER_DEGREE_LAT * Math.max(0.1, Math.cos((lat * Math.PI) / 180)));
  // A bounding box the (latitude, longitude) index can use, then the exact great-circle distance: the
  // haversine's h ≤ sin²(miles / 2R) is the same test as 2R·asin(√h) ≤ miles (asin and the square root rise
  // with h) without either of them on every notice in the box: 19 → 15 ms for a 25-mile radius's 18,939 at
  // 1,000,000 notices. It cannot fail on an h a rounding puts just above 1 either, as asin would.
  const haversineLimit = Math.sin(Math.min(miles / (2 * EARTH_RADIUS_MILES), Math.PI / 2)) ** 2;
  return sql`(n.latitude between ${lat - dLat} and ${lat + dLat} and n.longitude between ${lng - dLng} and ${lng + dLng}
    and power(sin(radians(n.latitude - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(n.latitude)) * power(sin(radians(n.longitude - ${lng}) / 2), 2) <= ${haversineLimit})`;
}

function rangeCondition(expr: SQL, r: DateRange): SQL[] {
  const out: SQL[] = [];
  if (r.from) out.push(sql`${expr} >= ${r.from}`);
  if (r.to) out.push(sql`${expr} <= ${r.to}`);
  return out;
}

export function tsQuery(text: string): SQL {
  return sql`websearch_to_tsquery('english', ${text})`;
}

/**
 * One notice type is asked for as an equality: PostgreSQL (15) reads `= any` of a one-element list from the
 * type's date index in no order, so a type's page 200 by date sorted all 39,941 of its notices or walked
 * the date index past 50,000 others (37 ms at 1,000,000 notices); by `=` it reads the 2,000 it passes (7 ms).
 */
function codeIn(codes: readonly string[]): SQL {
  return codes.length === 1
    ? sql`n.notice_code = ${codes[0]}`
    : sql`n.notice_code = any(${arrayParam(codes, "text")})`;
}

/** The WHERE clause of a search, over `notices n`. */
export function searchWhere(c: SearchCriteria): SQL {
  const parts: SQL[] = [sql`n.status = 'published'`];
  if (c.impossible) parts.push(sql`false`);
  if (c.serviceCodes) parts.push(codeIn(c.serviceCodes));
  if (c.chosenCodes) parts.push(codeIn(c.chosenCodes));
  if (c.editions.length) parts.push(sql`n.edition_id = any(${arrayParam(c.editions, "text")})`);
  if (c.text) {
    // `is true` is the same test, but not one an index can serve: PostgreSQL checks it on each candidate.
    const match = sql`n.search @@ ${tsQuery(c.text)}`;
    parts.push(c.textPlan === "filter" ? sql`(${match}) is true` : match);
  }
  if (c.issueNumber !== null) {
    parts.push(sql`n.issue_id in (select i.id from issues i where i.number = ${c.issueNumber})`);
  }
  // Publication dates are calendar days in London; the bounds are instants so the date index serves them.
  if (c.publishDate.from)
    parts.push(sql`n.published_at >= (${c.publishDate.from}::date::timestamp at time zone 'Europe/London')`);
  if (c.publishDate.to)
    parts.push(
      sql`n.published_at < ((${c.publishDate.to}::date + 1)::timestamp at time zone 'Europe/London')`,
    );
  const deceasedRanges = [
    ...rangeCondition(
      sql`coalesce(n.data->'deceased'->>'dateOfDeath', n.data->'deceased'->>'dateOfDeathTo')`,
      c.dateOfDeath,
    ),
    ...rangeCondition(sql`(n.data->>'claimDeadline')`, c.claimExpiry),
  ];
  if (deceasedRanges.length) parts.push(sql`n.notice_code = '2903'`, ...deceasedRanges);
  if (c.locations.length) parts.push(sql`(${sql.join(c.locations.map(locationCondition), sql` or `)})`);
  return sql.join(parts, sql` and `);
}

/**
 * The matches of a search whose words are far broader than its other filters (`textPlan` "filter"), from a
 * FROM clause whose rows `o` come in date order: the other filters' notices are listed by date from their
 * index (id and date only: at 1,000,000 notices the place index answers a 25-mile radius without reading
 * the table), and the words are checked on each in turn through the primary key, so a page or the ranked
 * candidates stop checking once they have enough (the 5,000 newest of 17,584: 55 → 28 ms). `w.search` is
 * the notice's words, for ranking. The caller orders by `o.published_at, o.id` in `direction`.
 */
function wordsChecked(c: SearchCriteria, direction: SQL, conditions: SQL[] = []): SQL {
  const others = [searchWhere({ ...c, text: "" }), ...conditions];
  return sql`(
      select n.id, n.published_at from notices n where ${sql.join(others, sql` and `)}
      order by n.published_at ${direction}, n.id ${direction}
    ) o cross join lateral (
      select n.search from notices n where n.id = o.id and (n.search @@ ${tsQuery(c.text)}) is true
    ) w`;
}

/** Whether a search's matches are read as its other filters list them, the words checked in turn. */
const checksWordsInTurn = (c: SearchCriteria) => Boolean(c.text) && c.textPlan === "filter";

export type SearchRow = {
  id: number;
  notice_code: string;
  edition_id: EditionId;
  status: NoticeStatus;
  title: string;
  snippet: string;
  published_at: Date | null;
  issue_number: number | null;
  page: string | null;
  latitude: number | null;
  longitude: number | null;
  company_number: string | null;
};

/** Markers that cannot occur in notice text; the snippet is escaped first, then they become <mark>. */
export const MARK_START = "\u0002";
export const MARK_END = "\u0003";

export type SearchOrder = "latest-date" | "oldest-date" | "relevance";

/** The newest matches a relevance sort ranks: ranking every match of a broad term costs seconds. */
export const RELEVANCE_CANDIDATES = 5000;

/** Where a page starts: an offset, or a key in date order (keyset paging, cheap at any depth). */
export interface PageRequest {
  limit: number;
  offset: number;
  /** The published_at (UTC, to the microsecond) and id to read after or before. */
  key?: { direction: "after" | "before"; publishedAt: string; id: number } | null;
  /** How many newest matches a relevance sort ranks (a parameter so tests can make it small). */
  relevanceCandidates?: number;
}

/**
 * A row of a page with its place in the order: `sort_key` is published_at as text exact to the microsecond
 * (a JavaScript Date keeps milliseconds only) for the next cursor; `ranked` tells a relevance-ordered row
 * from one of the date-ordered continuation beyond the ranked candidates.
 */
export type PagedRow = SearchRow & { sort_key: string; ranked: boolean };

/** A publication instant as cursor text, in UTC to the microsecond whatever the session's DateStyle. */
const KEY_TEXT = (instant: SQL) =>
  sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00'`;

function selectColumns(c: SearchCriteria): SQL {
  const snippet = c.text
    ? sql`ts_headline('english', left(n.body_text, 5000), ${tsQuery(c.text)},
        ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=40, MinWords=20, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`})`
    : // One character more than the excerpt keeps tells whether (and where) it had to be cut.
      sql`left(n.body_text, ${sql.raw(String(EXCERPT_CHARS + 1))})`;
  return sql`select n.id, n.notice_code, n.edition_id, n.status, n.title, ${snippet} as snippet, n.published_at,
      ${KEY_TEXT(sql`n.published_at`)} as sort_key, i.number as issue_number, n.page, n.latitude, n.longitude, n.company_number`;
}

/**
 * Matches in date order from a key or an offset. Published notices always have a publication date, so
 * the (published_at, id) row comparison, which the date indexes serve as a seek, leaves none out.
 */
async function datePage(
  db: Database,
  c: SearchCriteria,
  newestFirst: boolean,
  limit: number,
  offset: number,
  key: PageRequest["key"],
): Promise<PagedRow[]> {
  // "before" a key reads the other way from it, then the rows are put back in page order.
  const backwards = key?.direction === "before";
  const descending = newestFirst !== backwards;
  const direction = descending ? sql`desc` : sql`asc`;
  const keyConditions = key
    ? [
        descending
          ? sql`(n.published_at, n.id) < (${key.publishedAt}::timestamptz, ${key.id})`
          : sql`(n.published_at, n.id) > (${key.publishedAt}::timestamptz, ${key.id})`,
      ]
    : [];
  const matches = checksWordsInTurn(c)
    ? sql`select o.id from ${wordsChecked(c, direction, keyConditions)}
      order by o.published_at ${direction}, o.id ${direction}`
    : sql`select n.id from notices n where ${sql.join([searchWhere(c), ...keyConditions], sql` and `)}
      order by n.published_at ${direction}, n.id ${direction}`;
  const r = await db.execute<PagedRow>(sql`
    with page as (
      ${matches} limit ${limit} offset ${offset}
    )
    ${selectColumns(c)}, false as ranked
    from page p join notices n on n.id = p.id left join issues i on i.id = n.issue_id
    order by n.published_at ${direction}, n.id ${direction}`);
  return backwards ? r.rows.reverse() : r.rows;
}

/**
 * One page of results. Relevance ranks the newest `relevanceCandidates` matches; every older match follows
 * them in date order (newest first), so each match has one place and every page the links offer is full.
 */
export async function searchPage(
  db: Database,
  c: SearchCriteria,
  order: SearchOrder,
  page: PageRequest,
): Promise<PagedRow[]> {
  if (order !== "relevance" || !c.text)
    return datePage(db, c, order !== "oldest-date", page.limit, page.key ? 0 : page.offset, page.key);
  const candidatesCap = page.relevanceCandidates ?? RELEVANCE_CANDIDATES;
  // A key in a relevance search points into the date-ordered continuation, past every ranked candidate
  // (the links give one "before" only when the whole page before is in that continuation).
  if (page.key) return datePage(db, c, true, page.limit, 0, page.key);
  const r = await db.execute<
    PagedRow & { candidates: number; oldest_key: string | null; oldest_id: number | null }
  >(sql`
    with candidates as (${
      checksWordsInTurn(c)
        ? sql`
      select o.id, ts_rank_cd(w.search, ${tsQuery(c.text)}, 32) as rank, o.published_at
      from ${wordsChecked(c, sql`desc`)}
      order by o.published_at desc, o.id desc limit ${candidatesCap}`
        : sql`
      select n.id, ts_rank_cd(n.search, ${tsQuery(c.text)}, 32) as rank, n.published_at
      from notices n where ${searchWhere(c)}
      order by n.published_at desc, n.id desc limit ${candidatesCap}`
    }
    ), oldest as (
      select count(*)::int as candidates, ${KEY_TEXT(sql`min(published_at)`)} as oldest_key,
        (select id from candidates order by published_at, id limit 1) as oldest_id
      from candidates
    ), ranked as (
      select id, rank, published_at from candidates order by rank desc, published_at desc, id desc
      limit ${page.limit} offset ${page.offset}
    )
    select o.candidates, o.oldest_key, o.oldest_id, p.*
    from oldest o left join lateral (
      ${selectColumns(c)}, true as ranked, r.rank
      from ranked r join notices n on n.id = r.id left join issues i on i.id = n.issue_id
    ) p on true
    order by p.rank desc, p.published_at desc, p.id desc`);
  const head = r.rows[0];
  const rows = r.rows.filter((row) => row.id !== null) as PagedRow[];
  for (const row of rows) delete (row as Partial<{ rank: unknown }>).rank;
  // Fewer ranked rows than a page, and the candidates were cut short: the date-ordered rest follows.
  if (!head || rows.length >= page.limit || head.candidates < candidatesCap || head.oldest_key === null)
    return rows;
  const rest = await datePage(
    db,
    c,
    true,
    page.limit - rows.length,
    Math.max(0, page.offset - candidatesCap),
    { direction: "after", publishedAt: head.oldest_key, id: Number(head.oldest_id) },
  );
  return [...rows, ...rest.map((row) => ({ ...row, ranked: false }))];
}

export type FacetRow = {
  notice_code: string;
  edition_id: string;
  year: number;
  n: number;
};

/** The planner's estimate of how many notices a search matches: EXPLAIN reads no rows. */
export async function estimateMatches(db: Database, c: SearchCriteria): Promise<number> {
  const r = await db.execute<{ "QUERY PLAN": unknown }>(
    sql`explain (format json) select 1 from notices n where ${searchWhere(c)}`,
  );
  const raw = r.rows[0]?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan?: { "Plan Rows"?: number } }[];
  return Number(plan?.[0]?.Plan?.["Plan Rows"] ?? 0);
}

/** The notice's year in London, exact for any instant (the rule; slow: a time zone's rules for each row). */
const EXACT_YEAR_IN_LONDON = sql`extract(year from n.published_at at time zone 'Europe/London')::int`;

/** Recent years that the year in London is found for by comparing with their first instant. */
const RECENT_YEARS = 12;
let yearsFor: { year: number; fragment: SQL } | null = null;

/**
 * The notice's year in London, as `EXACT_YEAR_IN_LONDON` says, for facets counted over thousands of rows:
 * converting each row's instant to London's time took 3.3 ms of the 16 ms that a broad word's sampled
 * facets take at 1,000,000 notices (9,726 rows). The recent years (where nearly every notice is) are told
 * apart by comparing the instant with each year's first instant in London, which PostgreSQL works out once
 * when it reads the statement (a constant from the same time zone rules): 0.6 ms. Older and later notices
 * fall through to the exact rule, as does a null.
 */
export function yearInLondon(now = new Date()): SQL {
  const thisYear = now.getUTCFullYear();
  if (yearsFor?.year === thisYear) return yearsFor.fragment;
  // Integers only in the text: nothing here comes from a request.
  const years = Array.from({ length: RECENT_YEARS }, (_, i) => thisYear + 1 - i);
  const from = (year: number) => `timestamptz '${year}-01-01 00:00:00 Europe/London'`;
  const fragment = sql`case when n.published_at >= ${sql.raw(from(thisYear + 2))} then ${EXACT_YEAR_IN_LONDON}
      ${sql.raw(years.map((year) => `when n.published_at >= ${from(year)} then ${year}`).join(" "))}
      else ${EXACT_YEAR_IN_LONDON} end`;
  yearsFor = { year: thisYear, fragment };
  return fragment;
}

/**
 * Counts by notice code, edition and year of the first `cap` matches: every facet is summed from these.
 * One pass serves both the exact facets and the "is this search too broad to count?" question: when the
 * counts add up to `cap` the caller knows there are more and estimates instead.
 */
export async function searchFacetRowsUpTo(db: Database, c: SearchCriteria, cap: number): Promise<FacetRow[]> {
  const r = await db.execute<FacetRow>(sql`
    select notice_code, edition_id, year, count(*)::int as n from (
      select n.notice_code, n.edition_id, ${yearInLondon()} as year from notices n where ${searchWhere(c)} limit ${cap}
    ) matches
    group by 1, 2, 3`);
  return r.rows;
}

/**
 * For a search whose words are far broader than its other filters (`textPlan` "filter"): the other filters'
 * notices counted exactly from their index, and a fixed choice of `picks` of them (the same for every
 * request, so a total does not change from page to page) checked against the words, counted by code,
 * edition and year. The picks' share scales to an estimate; every pick when there are no more than that.
 * At 1,000,000 notices a 25-mile radius with a type and a date: 17,584 notices counted and 1,000 checked in
 * 19 ms, where a block sample of the table took 22 ms on top of counting them (and drew ~190 of them).
 */
export async function searchOthersPicked(
  db: Database,
  c: SearchCriteria,
  picks: number,
): Promise<{ others: number; picked: number; rows: FacetRow[] }> {
  const r = await db.execute<{ others: number; picked: number; rows: FacetRow[] | string | null }>(sql`
    with others as materialized (
      select n.id from notices n where ${searchWhere({ ...c, text: "" })}
    ), picked as materialized (
      select id from others order by hashint4(id), id limit ${picks}
    )
    select (select count(*) from others)::int as others, (select count(*) from picked)::int as picked,
      (select json_agg(g) from (
        -- The year of the picks only: working out a London date for each of the others cost 5 ms of 17.
        select n.notice_code, n.edition_id, ${yearInLondon()} as year, count(*)::int as n
        from picked p join notices n on n.id = p.id
        where n.search @@ ${tsQuery(c.text)}
        group by 1, 2, 3
      ) g) as rows`);
  const row = r.rows[0];
  const rows = typeof row?.rows === "string" ? (JSON.parse(row.rows) as FacetRow[]) : (row?.rows ?? []);
  return { others: Number(row?.others ?? 0), picked: Number(row?.picked ?? 0), rows };
}

/** Whether the day rollup can answer a search: only codes, editions and publication days narrow it. */
export function rollupCanCount(c: SearchCriteria): boolean {
  const noRange = (r: DateRange) => !r.from && !r.to;
  return (
    !c.text &&
    !c.impossible &&
    c.issueNumber === null &&
    c.locations.length === 0 &&
    noRange(c.dateOfDeath) &&
    noRange(c.claimExpiry)
  );
}

/** Codes and editions, as the rollups (alias `r`) hold them. */
function rollupFilters(c: SearchCriteria): SQL[] {
  const parts: SQL[] = [sql`true`];
  if (c.serviceCodes) parts.push(sql`r.notice_code = any(${arrayParam(c.serviceCodes, "text")})`);
  if (c.chosenCodes) parts.push(sql`r.notice_code = any(${arrayParam(c.chosenCodes, "text")})`);
  if (c.editions.length) parts.push(sql`r.edition_id = any(${arrayParam(c.editions, "text")})`);
  return parts;
}

/**
 * Rows (year, notice_code, edition_id, notices) that add up to a filter-only search's published notices:
 * ~3,000 year rows at 1,000,000 notices where the day rollup alone had ~100,000 (category 20 → ms).
 */
function rollupRows(c: SearchCriteria): SQL {
  const { first, last } = wholeYears(c.publishDate);
  const years = [...rollupFilters(c)];
  if (first !== null) years.push(sql`r.year >= ${first}`);
  if (last !== null) years.push(sql`r.year <= ${last}`);
  const yearRows = sql`select r.year, r.notice_code, r.edition_id, r.notices from notice_year_counts r
    where ${sql.join(years, sql` and `)}`;
  if (!c.publishDate.from && !c.publishDate.to) return yearRows;
  // The rollups' days are London days, as the publication date filter's are.
  const days = [...rollupFilters(c)];
  if (c.publishDate.from) days.push(sql`r.day >= ${c.publishDate.from}::date`);
  if (c.publishDate.to) days.push(sql`r.day <= ${c.publishDate.to}::date`);
  const outside: SQL[] = [];
  if (first !== null) outside.push(sql`r.day < make_date(${first}::int, 1, 1)`);
  if (last !== null) outside.push(sql`r.day > make_date(${last}::int, 12, 31)`);
  if (outside.length) days.push(sql`(${sql.join(outside, sql` or `)})`);
  return sql`${yearRows} union all
    select extract(year from r.day)::int, r.notice_code, r.edition_id, r.notices from notice_day_counts r
    where ${sql.join(days, sql` and `)}`;
}

/** Exact counts by code, edition and year from the rollups (migrations 0009, 0020), for filter-only searches. */
export async function searchFacetRowsFromRollup(db: Database, c: SearchCriteria): Promise<FacetRow[]> {
  const r = await db.execute<FacetRow>(sql`
    select notice_code, edition_id, year, sum(notices)::int as n
    from (${rollupRows(c)}) counted
    group by 1, 2, 3 having sum(notices) > 0`);
  return r.rows;
}

export async function findPostcodeCentre(
  db: Database,
  postcodeOrOutward: string,
): Promise<{ latitude: number; longitude: number } | null> {
  const full = postcodeOrOutward.includes(" ");
  const r = await db.execute<{ latitude: number | null; longitude: number | null }>(
    full
      ? sql`select latitude, longitude from postcodes where postcode = ${postcodeOrOutward} and latitude is not null`
      : sql`select avg(latitude) as latitude, avg(longitude) as longitude from postcodes
            where split_part(postcode, ' ', 1) = ${postcodeOrOutward} and latitude is not null`,
  );
  const row = r.rows[0];
  return row && row.latitude !== null && row.longitude !== null
    ? { latitude: Number(row.latitude), longitude: Number(row.longitude) }
    : null;
}

export async function findLocalAuthorityCode(
  db: Database,
  nameOrCode: string,
): Promise<{ code: string; name: string } | null> {
  const r = await db.execute<{ code: string; name: string }>(sql`
    select code, name from local_authorities
    where code = ${nameOrCode.toUpperCase()} or lower(name) = lower(${nameOrCode})
    order by (code = ${nameOrCode.toUpperCase()}) desc limit 1`);
  return r.rows[0] ?? null;
}

/** The planner's row count of the notices table (kept by ANALYZE): what a sample's share is taken of. */
export async function noticeTableRows(db: Database): Promise<number> {
  const r = await db.execute<{ rows: number }>(
    sql`select reltuples::float8 as rows from pg_class where oid = 'notices'::regclass`,
  );
  return Number(r.rows[0]?.rows ?? 0);
}

/**
 * Facet counts from a block sample of the notices (`percent` of the table), for searches too broad to
 * count exactly in time; the caller scales them up and shows them as "about N". `base` counts the sampled
 * notices that pass the other filters, matched by the words or not: against an exact count of those, it
 * corrects for a sample that drew fuller or emptier blocks than average (a ratio estimate). That exact
 * count, `exactBase`, comes in the same statement from the rollups when they can count the other filters
 * (null when they cannot): one round trip fewer for every broad search.
 */
export async function searchFacetRowsSampled(
  db: Database,
  c: SearchCriteria,
  percent: number,
): Promise<{ rows: FacetRow[]; base: number; exactBase: number | null }> {
  const words = c.text ? sql`n.search @@ ${tsQuery(c.text)}` : sql`true`;
  const others = { ...c, text: "" };
  const exactBase = rollupCanCount(others)
    ? sql`(select coalesce(sum(notices), 0) from (${rollupRows(others)}) counted)::float8`
    : sql`null::float8`;
  const r = await db.execute<FacetRow & { base: number; exact_base: number | null }>(sql`
    select n.notice_code, n.edition_id, ${yearInLondon()} as year, count(*) filter (where ${words})::int as n,
      count(*)::int as base, ${exactBase} as exact_base
    from notices n tablesample system (${percent}) repeatable (1665) where ${searchWhere(others)}
    group by 1, 2, 3`);
  const first = r.rows[0];
  return {
    rows: r.rows.filter((row) => row.n > 0).map(({ base: _, exact_base: __, ...row }) => row),
    base: r.rows.reduce((sum, row) => sum + row.base, 0),
    // No sampled row at all leaves no row to carry it: the scale then falls back to the table's size.
    exactBase: first && first.exact_base !== null ? Number(first.exact_base) : null,
  };
}
