/**
 * Estimates for text searches too broad to count exactly (filter-only searches are counted from the day
 * rollup instead). Facets come from a block sample of the notices table, scaled up.
 */

/**
 * Notices the sample should cover: at 20,000 notices a 1% sample was 200 rows and its counts were off by
 * a quarter or more (issue 9); at 1,000,000 this is the 1% that measured 27 ms.
 */
export const SAMPLE_ROWS = 10_000;

/** The sample's share of the table, in percent (TABLESAMPLE's unit): at least 1, at most all of it. */
export function samplePercent(tableRows: number): number {
  // An unanalysed table has no row estimate: 1% keeps the cost bounded whatever its size.
  if (!(tableRows > 0)) return 1;
  return Math.min(100, Math.max(1, (100 * SAMPLE_ROWS) / tableRows));
}

/**
 * Sampled counts scaled to the whole table by `factor` (all notices per sampled notice). An estimate is
 * never below what was actually seen to match (the capped exact pass counted `seen`), and when it falls
 * short every count is raised in proportion, so the facets always add up to the total shown.
 */
export function scaleSample<T extends { n: number }>(
  rows: T[],
  factor: number,
  seen: number,
): { rows: T[]; total: number } {
  const scaled = rows.map((r) => ({ ...r, n: r.n * factor }));
  const counted = scaled.reduce((sum, r) => sum + r.n, 0);
  const total = Math.round(Math.max(seen, counted));
  const raise = counted > 0 ? total / counted : 0;
  return { rows: scaled.map((r) => ({ ...r, n: Math.round(r.n * raise) })), total };
}
