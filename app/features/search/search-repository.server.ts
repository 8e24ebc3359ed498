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

function locationCondition(l: ResolvedLocation): SQL {
  if (l.kind === "local-authority") {
    return sql`exists (select 1 from notice_locations nl where nl.notice_id = n.id and nl.local_authority_code = ${l.localAuthorityCode!})`;
  }
  const lat = l.latitude!;
  const lng = l.longitude!;
  const miles = l.miles!;
  const dLat = miles / MILES_PER_DEGREE_LAT;
  const dLng = miles / (MILES_PER_DEGREE_LAT * Math.max(0.1, Math.cos((lat * Math.PI) / 180)));
  // A bounding box the (latitude, longitude) index can use, then the exact great-circle distance.
  return sql`(n.latitude between ${lat - dLat} and ${lat + dLat} and n.longitude between ${lng - dLng} and ${lng + dLng}
    and 3958.8 * 2 * asin(sqrt(power(sin(radians(n.latitude - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(n.latitude)) * power(sin(radians(n.longitude - ${lng}) / 2), 2))) <= ${miles})`;
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

/** The WHERE clause of a search, over `notices n`. */
export function searchWhere(c: SearchCriteria): SQL {
  const parts: SQL[] = [sql`n.status = 'published'`];
  if (c.impossible) parts.push(sql`false`);
  if (c.serviceCodes) parts.push(sql`n.notice_code = any(${arrayParam(c.serviceCodes, "text")})`);
  if (c.chosenCodes) parts.push(sql`n.notice_code = any(${arrayParam(c.chosenCodes, "text")})`);
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
const RELEVANCE_CANDIDATES = 5000;

export async function searchPage(
  db: Database,
  c: SearchCriteria,
  order: SearchOrder,
  limit: number,
  offset: number,
): Promise<SearchRow[]> {
  const where = searchWhere(c);
  const snippet = c.text
    ? sql`ts_headline('english', left(n.body_text, 5000), ${tsQuery(c.text)},
        ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=40, MinWords=20, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`})`
    : // One character more than the excerpt keeps tells whether (and where) it had to be cut.
      sql`left(n.body_text, ${sql.raw(String(EXCERPT_CHARS + 1))})`;
  const select = sql`select n.id, n.notice_code, n.edition_id, n.status, n.title, ${snippet} as snippet, n.published_at,
      i.number as issue_number, n.page, n.latitude, n.longitude, n.company_number`;
  if (order === "relevance" && c.text) {
    const r = await db.execute<SearchRow>(sql`
      with candidates as (
        select n.id, ts_rank_cd(n.search, ${tsQuery(c.text)}, 32) as rank, n.published_at
        from notices n where ${where}
        order by n.published_at desc, n.id desc limit ${RELEVANCE_CANDIDATES}
      ), ranked as (
        select id, rank, published_at from candidates order by rank desc, published_at desc, id desc limit ${limit} offset ${offset}
      )
      ${select}
      from ranked r join notices n on n.id = r.id left join issues i on i.id = n.issue_id
      order by r.rank desc, r.published_at desc, r.id desc`);
    return r.rows;
  }
  const direction = order === "oldest-date" ? sql`asc` : sql`desc`;
  const r = await db.execute<SearchRow>(sql`
    with page as (
      select n.id from notices n where ${where}
      order by n.published_at ${direction}, n.id ${direction} limit ${limit} offset ${offset}
    )
    ${select}
    from page p join notices n on n.id = p.id left join issues i on i.id = n.issue_id
    order by n.published_at ${direction}, n.id ${direction}`);
  return r.rows;
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

const YEAR_IN_LONDON = sql`extract(year from n.published_at at time zone 'Europe/London')::int`;

/**
 * Counts by notice code, edition and year of the first `cap` matches: every facet is summed from these.
 * One pass serves both the exact facets and the "is this search too broad to count?" question: when the
 * counts add up to `cap` the caller knows there are more and estimates instead.
 */
export async function searchFacetRowsUpTo(db: Database, c: SearchCriteria, cap: number): Promise<FacetRow[]> {
  const r = await db.execute<FacetRow>(sql`
    select notice_code, edition_id, year, count(*)::int as n from (
      select n.notice_code, n.edition_id, ${YEAR_IN_LONDON} as year from notices n where ${searchWhere(c)} limit ${cap}
    ) matches
    group by 1, 2, 3`);
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

/**
 * Facet counts from a block sample of the notices (`percent` of the table), for searches too broad to
 * count exactly in time; the caller scales them up and shows them as "about N".
 */
export async function searchFacetRowsSampled(
  db: Database,
  c: SearchCriteria,
  percent: number,
): Promise<FacetRow[]> {
  const r = await db.execute<FacetRow>(sql`
    select n.notice_code, n.edition_id, ${YEAR_IN_LONDON} as year, count(*)::int as n
    from notices n tablesample system (${percent}) repeatable (1665) where ${searchWhere(c)}
    group by 1, 2, 3`);
  return r.rows;
}
