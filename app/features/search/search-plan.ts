/**
 * How the words of a search are matched. PostgreSQL intersects the GIN index of a word with the other
 * indexes, but reading the posting list of a common word costs ~60 ms at 1,000,000 notices (405,000
 * entries for "estate") even when a place, type and date leave only a few thousand candidates. When the
 * other filters are much narrower than the words, checking the words on those candidates row by row is
 * 2–3× faster (measured in docs/performance.md). The planner's own estimates decide, before the search.
 */
export type TextPlan = "index" | "filter";

/** Candidates the other filters may leave for a row-by-row check to stay cheap. */
export const ROW_CHECK_LIMIT = 20_000;
/** How many times more matches the words must have than the other filters. */
export const NARROWER_BY = 10;

export function textPlanFor(textMatches: number, otherMatches: number): TextPlan {
  return otherMatches <= ROW_CHECK_LIMIT && textMatches >= NARROWER_BY * Math.max(1, otherMatches)
    ? "filter"
    : "index";
}
