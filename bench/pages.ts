/**
 * Page benchmark: autocannon on a notice page (one notice, and a different notice each request), the home
 * page, an issue page and a notice's public JSON asked again with its ETag, against a production server
 * started here with 20,000 demo notices — on PGlite, and on PostgreSQL when BENCH_DATABASE_URL names a
 * server (a fresh database is created on it and dropped afterwards). Every request accepts compression as
 * browsers do (`Accept-Encoding: br, gzip`); the bytes each encoding sends are reported first.
 *
 * On PostgreSQL the server runs `--pg-workers` app processes (WEB_CONCURRENCY, default 2: one a core);
 * PGlite allows one (`--pglite off` skips it).
 *
 * `--shared-pages off` renders every page (ADR 026's shared pages are on by default, as in production).
 *
 *   npm run build && npm run bench:pages [-- --duration 10 --connections 20 --pg-workers 2 --pglite off --port 3201 --shared-pages off]
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { startAppServer } from "./app-server.ts";
import { waitFor } from "./wait-for.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    notices: { type: "string", default: "20000" },
    "pg-workers": { type: "string", default: "2" },
    pglite: { type: "string", default: "on" },
    port: { type: "string", default: "3201" },
    "shared-pages": { type: "string", default: "on" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
/** What a browser sends. */
const ACCEPT_ENCODING = "br, gzip";

async function startServer(env: Record<string, string>, port: number) {
  const child = startAppServer(port, {
    SEED_NOTICES: values.notices!,
    SHARED_PAGES: values["shared-pages"] === "off" ? "off" : "on",
    ...env,
  });
  await waitFor(`http://localhost:${port}/healthz`, 600_000);
  return child;
}

interface Targets {
  notice: string;
  home: string;
  issue: string;
  data: string;
  /** Published notices' pages, for a different notice each request. */
  randomNotices: string[];
}

async function targets(base: string): Promise<Targets> {
  const home = await (await fetch(`${base}/`)).text();
  const ids = [...home.matchAll(/href="\/notice\/(\d+)"/g)].map((m) => Number(m[1]));
  const issue = await fetch(`${base}/london/issue/latest`, { redirect: "manual" });
  const issuePath = issue.headers.get("location");
  if (ids.length === 0 || !issuePath) throw new Error("no notice or issue found to benchmark");
  // Ids just below the newest (demo ids are dense, not from 1), kept when they are published notices.
  const newest = Math.max(...ids);
  const span = Number(values.notices) * 1.1;
  const randomNotices: string[] = [];
  for (let i = 0; randomNotices.length < 500 && i < 2000; i++) {
    const path = `/notice/${Math.max(1, newest - Math.floor(Math.random() * span))}`;
    if ((await fetch(`${base}${path}`, { method: "HEAD" })).status === 200) randomNotices.push(path);
  }
  const notice = `/notice/${ids[0]}`;
  return { notice, home: "/", issue: issuePath, data: `${notice}/data.json`, randomNotices };
}

/** The bytes on the wire for one request in each encoding (counted on the socket, not decoded). */
function wireSize(base: string, path: string, encoding: string | null) {
  return new Promise<{ bytes: number; encoding: string; etag: string }>((resolve, reject) => {
    const headers = encoding ? { "Accept-Encoding": encoding } : {};
    http
      .get(`${base}${path}`, { headers }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () =>
          resolve({
            bytes,
            encoding: response.headers["content-encoding"] ?? "identity",
            etag: response.headers.etag ?? "",
          }),
        );
      })
      .on("error", reject);
  });
}

interface Measured {
  what: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  notModified: string;
  errors: number;
}

async function measure(
  base: string,
  what: string,
  path: string,
  options: { paths?: string[]; headers?: Record<string, string> } = {},
): Promise<Measured> {
  const { paths } = options;
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration,
    headers: { "accept-encoding": ACCEPT_ENCODING, ...options.headers },
    ...(paths
      ? {
          requests: [
            {
              method: "GET",
              path,
              setupRequest: (request) => ({
                ...request,
                path: paths[Math.floor(Math.random() * paths.length)],
              }),
            },
          ],
        }
      : {}),
  });
  const answered = result["2xx"] + result["3xx"];
  return {
    what,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    notModified: answered ? `${Math.round((100 * result["3xx"]) / answered)} %` : "—",
    errors: result.errors + result["4xx"] + result["5xx"],
  };
}

async function run(label: string, env: Record<string, string>, port: number) {
  const server = await startServer(env, port);
  try {
    const base = `http://localhost:${port}`;
    const t = await targets(base);
    // Warm each app process's caches (the cluster spreads connections over them).
    for (const p of [t.notice, t.home, t.issue, t.data])
      for (let i = 0; i < 4; i++) await fetch(`${base}${p}`);
    console.log(`\n${label}: bytes on the wire`);
    console.log("path | br | gzip | identity | ETag (br)");
    for (const p of [t.notice, t.home, t.issue, t.data]) {
      const [br, gzip, identity] = [
        await wireSize(base, p, "br"),
        await wireSize(base, p, "gzip"),
        await wireSize(base, p, null),
      ];
      const shown = (s: { bytes: number; encoding: string }) => `${s.bytes} (${s.encoding})`;
      console.log(`${p} | ${shown(br)} | ${shown(gzip)} | ${shown(identity)} | ${br.etag || "none"}`);
    }
    const { etag } = await wireSize(base, t.data, ACCEPT_ENCODING);
    console.log(
      `\n${label}: ${connections} connections, ${duration} s each, Accept-Encoding: ${ACCEPT_ENCODING}, shared pages ${values["shared-pages"]}`,
    );
    console.log("what | req/s | p50 ms | p99 ms | 304 | errors");
    const runs: [string, string, Parameters<typeof measure>[3]?][] = [
      [`${t.notice} (one notice)`, t.notice],
      [
        `/notice/{id} (${t.randomNotices.length} notices at random)`,
        t.randomNotices[0]!,
        { paths: t.randomNotices },
      ],
      ["/", t.home],
      [t.issue, t.issue],
      [`${t.data} with If-None-Match`, t.data, { headers: etag ? { "if-none-match": etag } : {} }],
    ];
    for (const [what, path, options] of runs) {
      const r = await measure(base, what, path, options);
      console.log(`${r.what} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.notModified} | ${r.errors}`);
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
}

if (values.pglite !== "off") {
  const dataDir = mkdtempSync(join(tmpdir(), "gazette-bench-"));
  try {
    await run("PGlite", { DATA_DIR: dataDir }, port);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? "gazette_bench"}_${process.pid}`;
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
      port + 1,
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
