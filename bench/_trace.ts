import { openDatabase } from "../app/db/client.server.ts";
import { parseSearchParams } from "../app/features/search/search-query.ts";
import { runSearch } from "../app/features/search/search-service.server.ts";
import { PgDialect } from "drizzle-orm/pg-core";
const handle = await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL! });
const dialect = new PgDialect();
const qs = process.argv[2]!;
const explain = process.argv[3] === "explain";
const calls: { ms: number; sql: string; params: unknown[] }[] = [];
const db = new Proxy(handle.db, {
  get(t, p, r) {
    if (p === "execute") return async (q: any) => {
      const t0 = performance.now();
      const res = await (t as any).execute(q);
      const built = dialect.sqlToQuery(q);
      calls.push({ ms: performance.now() - t0, sql: built.sql, params: built.params });
      return res;
    };
    return Reflect.get(t, p, r);
  },
}) as typeof handle.db;
const q = parseSearchParams(new URLSearchParams(qs), { service: "all-notices" }, "2026-11-24").query;
for (let i = 0; i < 3; i++) { calls.length = 0; const t = performance.now(); await runSearch(db, q); console.log("total", (performance.now() - t).toFixed(1)); }
for (const c of calls) {
  console.log(`--- ${c.ms.toFixed(1)} ms: ${c.sql.replace(/\s+/g, " ").slice(0, 300)}`);
  if (explain && !c.sql.startsWith("explain")) {
    const { sql } = await import("drizzle-orm");
    const client = (handle as any);
    const r = await handle.db.execute(sql.raw("select 1"));
    void r; void client;
    // run EXPLAIN ANALYZE via pg with params
    const pg = await import("pg");
    const c2 = new pg.default.Client({ connectionString: process.env.DATABASE_URL });
    await c2.connect();
    await c2.query("set jit=off; set work_mem='64MB'");
    const ex = await c2.query(`explain (analyze, buffers) ${c.sql}`, c.params as any[]);
    console.log(ex.rows.map((x: any) => x["QUERY PLAN"]).join("\n"));
    await c2.end();
  }
}
await handle.close();
