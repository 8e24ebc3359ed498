/** Which rollup serves which part of a publication date range. Pure. */
import type { DateRange } from "./search-query.ts";

/**
 * The whole London years a publication date range covers ([first, last]; null where it is open): those
 * are summed from the year rollup, the days at either end from the day rollup. A range inside one year
 * gives first > last: no whole year, every day from the days.
 */
export function wholeYears(r: DateRange): { first: number | null; last: number | null } {
  const year = (iso: string) => Number(iso.slice(0, 4));
  return {
    first: r.from ? (r.from.endsWith("-01-01") ? year(r.from) : year(r.from) + 1) : null,
    last: r.to ? (r.to.endsWith("-12-31") ? year(r.to) : year(r.to) - 1) : null,
  };
}
