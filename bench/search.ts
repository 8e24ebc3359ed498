/**
 * Search benchmark: representative queries against a database that already has notices (e.g. 1,000,000
 * seeded with `npm run gazette -- seed --notices 1000000` on PostgreSQL), facets included. Reports p50/p95
 * of the server-side search (runSearch) and of the whole HTTP request to a running server.
 *
 *   DATABASE_URL=postgres://…/gazette_1m npm run bench:search -- --url http://localhost:3000 [--runs 20] [--warmup 1]
 *     [--clients 2,10] [--seconds 15] [--only "rare word"]
 *
 * Each query first runs `--warmup` times unmeasured (a cold cache after a restart is a different
 * question from steady-state speed), then `--runs` times in this process and `--runs` times over HTTP, one
 * after the other; percentiles are nearest-rank, so p95 of 20 runs is the 19th.
 * "http ÷ server" is how much the whole results page costs over the search itself (the issue's
 * HTTP ÷ SQL: runSearch is the SQL and the little code around it). Pages are asked as a browser asks them
 * (http-page.ts: kept-alive connection, brotli or gzip, decoded).
 *
 * With `--clients`, a throughput mode follows: that many clients at once ask the results pages of the
 * mixed set (every shape above, each client starting at another shape) for `--seconds`, and it reports
 * searches a second and the latency they saw.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../app/db/client.server.ts";
import { parseSearchParams, toSearchParams } from "../app/features/search/search-query.ts";
import { runSearch } from "../app/features/search/search-service.server.ts";
import type { FacetCount, SearchResult } from "../app/features/search/search-types.ts";
import { getPage } from "./http-page.ts";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    runs: { type: "string", default: "20" },
    warmup: { type: "string", default: "1" },
    today: { type: "string", default: "2026-11-20" },
    clients: { type: "string" },
    seconds: { type: "string", default: "15" },
    // Only the shapes whose name contains this (e.g. `--only "rare word"`), for a quick look at one change.
    only: { type: "string" },
  },
});
const runs = Number(values.runs);
const warmup = Number(values.warmup);
const dataDir = process.env.DATA_DIR ?? "./data";
const handle = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: "postgres", url: process.env.DATABASE_URL }
    : { kind: "pglite", dataDir },
);

/** Finds a postcode and a local authority that have notices, so location queries are realistic. */
async function places() {
  const r = await handle.db.execute<{ postcode: string; la: string }>(
    (await import("drizzle-orm"))
      .sql`select nl.postcode, la.name as la from notice_locations nl join local_authorities la on la.code = nl.local_authority_code where nl.postcode is not null limit 1`,
  );
  return r.rows[0] ?? { postcode: "SW1A 1AA", la: "Westminster" };
}
const { postcode, la } = await places();

const QUERIES: [string, string][] = [
  ["common word", "text=notice"],
  ["rare word", "text=scaffolding"],
  ["phrase", "text=%22winding+up%22"],
  ["exclusion", "text=liquidator+-members"],
  ["category", "categorycode=24"],
  ["notice type", "noticetypes=2903"],
  ["date range", "start-publish-date=01/01/2026&end-publish-date=31/03/2026"],
  ["10-mile radius", `location-postcode-1=${encodeURIComponent(postcode)}&location-distance-1=10`],
  ["local authority", `location-local-authority-1=${encodeURIComponent(la)}`],
  [
    "combined",
    `text=estate&noticetypes=2903&start-publish-date=01/01/2026&location-postcode-1=${encodeURIComponent(postcode)}&location-distance-1=25`,
  ],
  ["deep page", "noticetypes=2443&results-page=200"],
  ["deep page, by cursor", "noticetypes=2443&results-page=200&via=cursor"],
  ["notice type, 90% deep, by cursor", "noticetypes=2903&results-page=deep&via=cursor"],
  ["broad by relevance", "text=company&sort-by=relevance"],
  // Past the 5,000 ranked candidates, where the order continues by date.
  ["relevance, page 600", "text=company&sort-by=relevance&results-page=600"],
  // 90% of the way through a broad word's matches, reached as the feed's next links reach it.
  ["broad word, 90% deep, by cursor", "text=notice&sort-by=latest-date&results-page=deep&via=cursor"],
];

/** The query of a bench line: `results-page=deep` is 90% through the matches; `via=cursor` pages by key. */
async function queryOf(qs: string) {
  const params = new URLSearchParams(qs);
  const viaCursor = params.get("via") === "cursor";
  params.delete("via");
  const parse = () => parseSearchParams(params, { service: "all-notices" }, values.today!).query;
  if (params.get("results-page") === "deep") {
    params.delete("results-page");
    const first = await runSearch(handle.db, parse());
    params.set("results-page", String(Math.max(2, Math.floor((first.total * 0.9) / first.query.pageSize))));
  }
  const q = parse();
  if (viaCursor && q.page > 1) {
    // The page before, by offset, once and unmeasured: its `next` cursor is what a consumer would hold.
    const before = await runSearch(handle.db, { ...q, page: q.page - 1 });
    return { ...q, cursor: before.nextCursor };
  }
  return q;
}

/** How far an estimate is from the exact counts: the total, and the notice-type facets (L1, % of total). */
async function estimateError(
  q: Awaited<ReturnType<typeof queryOf>>,
  estimate: SearchResult,
): Promise<string> {
  if (!estimate.totalIsApproximate) return "exact";
  const exact = await runSearch(handle.db, q, { exactCountLimit: Number.MAX_SAFE_INTEGER });
  const byValue = (xs: FacetCount[]) => new Map(xs.map((x) => [x.value, x.count]));
  const est = byValue(estimate.facets.noticeTypes);
  const truth = byValue(exact.facets.noticeTypes);
  let l1 = 0;
  for (const key of new Set([...est.keys(), ...truth.keys()]))
    l1 += Math.abs((est.get(key) ?? 0) - (truth.get(key) ?? 0));
  const pctOf = (x: number) => `${((100 * x) / Math.max(1, exact.total)).toFixed(1)}%`;
  return `total ${estimate.total} vs ${exact.total} (${pctOf(estimate.total - exact.total)}), types L1 ${pctOf(l1)}`;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)]!;
};

console.log(
  `query | server p50 ms | server p95 ms | http p50 ms | http p95 ms | http ÷ server (p50) | total | estimate error`,
);
/** Each shape's results-page address, for the throughput mode. */
const addresses: string[] = [];
for (const [name, qs] of QUERIES.filter(([name]) => !values.only || name.includes(values.only))) {
  const q = await queryOf(qs);
  let last: SearchResult | null = null;
  const httpQs = toSearchParams(q, { cursor: q.cursor }).toString();
  addresses.push(`/all-notices/notice?${httpQs}`);
  const server: number[] = [];
  const http: number[] = [];
  let total = 0;
  for (let i = 0; i < warmup; i++) {
    await runSearch(handle.db, q);
    if (values.url) await getPage(`${values.url}/all-notices/notice?${httpQs}`);
  }
  // The searches, then the pages: a page asked straight after this process's own search met that search's
  // aftermath here (its results collected, its connections handed back) on the same two cores, 2–4 ms of
  // a common word's page (docs/performance.md, session 26).
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    last = await runSearch(handle.db, q);
    total = last.total;
    server.push(performance.now() - t);
  }
  for (let i = 0; values.url && i < runs; i++) {
    const t = performance.now();
    await getPage(`${values.url}/all-notices/notice?${httpQs}`);
    http.push(performance.now() - t);
  }
  const f = (n: number) => n.toFixed(0);
  const ratio = http.length ? (pct(http, 50) / Math.max(0.1, pct(server, 50))).toFixed(2) : "-";
  console.log(
    `${name} | ${f(pct(server, 50))} | ${f(pct(server, 95))} | ${http.length ? f(pct(http, 50)) : "-"} | ${http.length ? f(pct(http, 95)) : "-"} | ${ratio} | ${total}${last?.hits.length ? "" : " (empty page)"} | ${last ? await estimateError(q, last) : "-"}`,
  );
}
await handle.close();

/** `clients` clients asking the mixed set's pages back to back for `seconds`: searches/s and latency. */
async function throughput(url: string, clients: number, seconds: number) {
  const until = performance.now() + seconds * 1000;
  const times: number[] = [];
  let failed = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = client; performance.now() < until; i++) {
        const t = performance.now();
        const response = await getPage(`${url}${addresses[i % addresses.length]}`);
        if (response.status === 200) times.push(performance.now() - t);
        else failed++;
      }
    }),
  );
  const f = (n: number) => n.toFixed(0);
  console.log(
    `${clients} | ${(times.length / seconds).toFixed(1)} | ${f(pct(times, 50))} | ${f(pct(times, 95))} | ${f(pct(times, 99))} | ${failed}`,
  );
}

if (values.clients && values.url) {
  console.log(`\nclients | searches/s | p50 ms | p95 ms | p99 ms | failed`);
  for (const clients of values.clients.split(",").map(Number))
    await throughput(values.url, clients, Number(values.seconds));
}
