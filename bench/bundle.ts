/**
 * Bundle benchmark (issue 13, "Speed": "a bundle of 1,000 2903 notices processed in ≤ 60 s on PostgreSQL
 * with the site still answering searches within their targets").
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:bundle \
 *     [-- --notices 1000 --seed 3000 --searchers 2 --port 3231]
 *
 * A fresh database is made on the DATABASE_URL server (dropped after) and a production server started on
 * it with `--seed` demo notices. The searches are measured alone first (`--searchers` clients looping
 * `/all-notices/notice?text=…` for 10 s), then a bundle of `--notices` 2903 notices (the CSV template,
 * generated) is sent as the upload does (stored with its job in one transaction) by a solicitor, and the
 * server's own job worker processes it while the same searches run: the time from sending to the
 * bundle's `processed`, and the searches' latency meanwhile, nearest-rank percentiles.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../app/db/client.server.ts";
import { bundles } from "../app/db/schema.ts";
import { createTestUser, testPlacer } from "../app/features/accounts/test-users.server.ts";
import { uploadBundle } from "../app/features/bundles/bundle-service.server.ts";
import { generatedDeceasedEstateCsv } from "../app/features/bundles/generated-bundle.ts";
import { todayInLondon } from "../app/features/publications/publication-calendar.ts";
import { startAppServer } from "./app-server.ts";
import { waitFor } from "./wait-for.ts";

const { values } = parseArgs({
  options: {
    notices: { type: "string", default: "1000" },
    seed: { type: "string", default: "3000" },
    searchers: { type: "string", default: "2" },
    port: { type: "string", default: "3231" },
  },
});
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl?.startsWith("postgres")) {
  console.error("DATABASE_URL must name a PostgreSQL server (a fresh database is made on it).");
  process.exit(2);
}
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const QUERIES = ["estate", "liquidation", "london", "bankruptcy order", "deceased smith", "insolvency"];

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Searchers looping until `running()` is false; each search's latency in ms. */
async function searchWhile(running: () => boolean): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: Number(values.searchers) }, async (_, client) => {
      for (let i = client; running(); i++) {
        const started = performance.now();
        const response = await fetch(
          `${base}/all-notices/notice?text=${encodeURIComponent(QUERIES[i % QUERIES.length]!)}`,
        );
        await response.text();
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

const describe = (label: string, times: number[], seconds: number) =>
  `${label}: ${times.length} searches in ${seconds.toFixed(1)} s, p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`;

const name = `gazette_bench_bundle_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${name}`;
const dataDir = mkdtempSync(join(tmpdir(), "gazette-bench-bundle-"));
const server = startAppServer(port, {
  DATABASE_URL: dbUrl.toString(),
  DATA_DIR: dataDir,
  SEED_NOTICES: values.seed!,
  SITE_URL: `http://localhost:${port}`,
});

let handle: Awaited<ReturnType<typeof openDatabase>> | null = null;
try {
  await waitFor(`${base}/healthz`, 600_000);
  handle = await openDatabase({ kind: "postgres", url: dbUrl.toString(), poolSize: 2 });
  const db = handle.db;
  console.log(`${cpus().length} cores; ${values.seed} demo notices; ${values.searchers} search clients`);

  let stopAt = Date.now() + 10_000;
  const alone = await searchWhile(() => Date.now() < stopAt);
  console.log(describe("Searches alone", alone, 10));

  const user = await createTestUser(db, {
    email: `bench-${process.pid}@bundle.test`,
    role: "account-owner",
    organisation: { name: "Bench Solicitors LLP" },
    placingCapacities: ["solicitor"],
  });
  const csv = generatedDeceasedEstateCsv(Number(values.notices), todayInLondon(new Date()));
  const sent = performance.now();
  const upload = await uploadBundle(db, testPlacer(user, "account-owner"), {
    name: "bench.csv",
    bytes: new TextEncoder().encode(csv),
  });
  if (!upload.ok) throw new Error(upload.message);
  const stored = performance.now() - sent;
  let done = false;
  stopAt = Number.POSITIVE_INFINITY;
  const during = searchWhile(() => !done);
  let status = "";
  while (status !== "processed" && status !== "failed") {
    await new Promise((r) => setTimeout(r, 200));
    const [row] = await db.select({ status: bundles.status }).from(bundles).where(eq(bundles.id, upload.id));
    status = row!.status;
  }
  const seconds = (performance.now() - sent) / 1000;
  done = true;
  const times = await during;
  const [row] = await db.select().from(bundles).where(eq(bundles.id, upload.id));
  console.log(
    `Bundle of ${upload.total}: read and stored in ${(stored / 1000).toFixed(1)} s; ${status} in ${seconds.toFixed(1)} s ` +
      `(${row!.processedCount} processed, ${row!.errorCount} with problems; ${((seconds * 1000) / upload.total).toFixed(0)} ms a notice)`,
  );
  console.log(describe("Searches while it was processed", times, seconds));
} finally {
  await handle?.close();
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
