/**
 * Where a search's time goes: runs one search (a results-page query string) three times, then lists each
 * SQL statement the last run sent with its time, and with `--analyze` each one's EXPLAIN (ANALYZE,
 * BUFFERS) on the same settings the app's connections have. For the shapes of `bench:search`.
 *
 *   DATABASE_URL=postgres://…/gazette_1m npm run bench:search-explain -- "text=estate&noticetypes=2903" [--analyze]
 */
import { parseArgs } from "node:util";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { openDatabase } from "../app/db/client.server.ts";
import { parseSearchParams } from "../app/features/search/search-query.ts";
import { runSearch } from "../app/features/search/search-service.server.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    analyze: { type: "boolean", default: false },
    today: { type: "string", default: "2026-11-24" },
  },
});
if (!process.env.DATABASE_URL || positionals.length !== 1) {
  console.error('usage: DATABASE_URL=… npm run bench:search-explain -- "<query string>" [--analyze]');
  process.exit(2);
}
const handle = await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL });
const dialect = new PgDialect();
const sent: { ms: number; query: SQL }[] = [];
// The search's database, recording what it is asked and how long each answer took.
const recording = new Proxy(handle.db, {
  get(target, key, receiver) {
    if (key !== "execute") return Reflect.get(target, key, receiver);
    return async (query: SQL) => {
      const started = performance.now();
      const result = await target.execute(query);
      sent.push({ ms: performance.now() - started, query });
      return result;
    };
  },
}) as typeof handle.db;

const q = parseSearchParams(
  new URLSearchParams(positionals[0]),
  { service: "all-notices" },
  values.today!,
).query;
for (let run = 1; run <= 3; run++) {
  sent.length = 0;
  const started = performance.now();
  await runSearch(recording, q);
  console.log(`run ${run}: ${(performance.now() - started).toFixed(1)} ms`);
}
for (const { ms, query } of sent) {
  const { sql: text } = dialect.sqlToQuery(query);
  console.log(`\n--- ${ms.toFixed(1)} ms: ${text.replace(/\s+/g, " ").trim().slice(0, 240)}`);
  if (!values.analyze || text.trimStart().startsWith("explain")) continue;
  const plan = await handle.db.execute<{ "QUERY PLAN": string }>(sql`explain (analyze, buffers) ${query}`);
  for (const row of plan.rows) console.log(row["QUERY PLAN"]);
}
await handle.close();
