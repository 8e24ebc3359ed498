/**
 * Page benchmark: autocannon on a notice page, the home page and an issue page, against a production
 * server started here with 20,000 demo notices — on PGlite, and on PostgreSQL when BENCH_DATABASE_URL
 * names a server (a fresh database is created on it and dropped afterwards).
 *
 * On PostgreSQL the server runs `--pg-workers` app processes (WEB_CONCURRENCY, default 2: one a core);
 * PGlite allows one.
 *
 *   npm run build && npm run bench:pages [-- --duration 10 --connections 20 --pg-workers 2]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    notices: { type: "string", default: "20000" },
    "pg-workers": { type: "string", default: "2" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in ${ms} ms`);
}

async function startServer(env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SEED_NOTICES: values.notices!,
      GEO_FULL_IMPORT: "off",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitFor(`http://localhost:${port}/healthz`, 600_000);
  return child;
}

async function targets(base: string) {
  const home = await (await fetch(`${base}/`)).text();
  const id = /href="\/notice\/(\d+)"/.exec(home)?.[1];
  const issue = await fetch(`${base}/london/issue/latest`, { redirect: "manual" });
  const issuePath = issue.headers.get("location");
  if (!id || !issuePath) throw new Error("no notice or issue found to benchmark");
  return [`/notice/${id}`, "/", issuePath];
}

async function measure(base: string, path: string) {
  const result = await autocannon({ url: `${base}${path}`, connections, duration });
  return {
    path,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function run(label: string, env: Record<string, string>, port: number) {
  const server = await startServer(env, port);
  try {
    const base = `http://localhost:${port}`;
    const paths = await targets(base);
    // Warm each app process's caches (the cluster spreads connections over them).
    for (const p of paths) for (let i = 0; i < 4; i++) await fetch(`${base}${p}`);
    console.log(`\n${label}: ${connections} connections, ${duration} s each`);
    console.log("path | req/s | p50 ms | p99 ms | errors");
    for (const p of paths) {
      const r = await measure(base, p);
      console.log(`${r.path} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.errors}`);
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), "gazette-bench-"));
try {
  await run("PGlite", { DATA_DIR: dataDir }, 3201);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  const name = `gazette_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  try {
    await run(
      `PostgreSQL, ${values["pg-workers"]} app processes`,
      {
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: String(values["pg-workers"]),
        DATA_DIR: mkdtempSync(join(tmpdir(), "gazette-bench-pg-")),
      },
      3202,
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
