/**
 * Beyond one machine, tried on one (issue 14 point 6): several "hosts" — separate app servers, each with
 * its own WEB_CONCURRENCY processes and its own port — on one PostgreSQL database, behind a small
 * round-robin proxy like a load balancer's. It checks that the service is one service across them (a
 * person signed in through one host is signed in on every other: sessions, baskets and jobs live in the
 * database), counts the PostgreSQL connections they hold (each process has its own pool: hosts ×
 * processes × DATABASE_POOL_SIZE, the figure that decides whether PgBouncer is needed), and measures a
 * notice page and a search through the proxy against one host alone.
 *
 *   npm run build && BENCH_DATABASE_URL=postgres://… npm run bench:hosts [-- --hosts 2 --workers 1
 *     --duration 10 --connections 20 --notices 20000 --pgbouncer]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { startAppServer } from "./app-server.ts";
import { waitFor } from "./wait-for.ts";

const { values } = parseArgs({
  options: {
    hosts: { type: "string", default: "2" },
    workers: { type: "string", default: "1" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    notices: { type: "string", default: "20000" },
    "pool-size": { type: "string", default: "10" },
    /** Put PgBouncer (transaction mode) between the hosts and PostgreSQL, as a deployment would. */
    pgbouncer: { type: "boolean", default: false },
  },
});
const hostCount = Number(values.hosts);
const duration = Number(values.duration);
const connections = Number(values.connections);
const pgUrl = process.env.BENCH_DATABASE_URL;
if (!pgUrl) {
  console.error("bench:hosts needs BENCH_DATABASE_URL (a PostgreSQL server it may create a database on).");
  process.exit(2);
}

/**
 * PgBouncer in transaction mode on port 6433 in front of the bench's PostgreSQL (installed from Debian's
 * pgbouncer package; it will not run as root, so as `postgres` when we are root). The app's startup
 * options are ignored there: the role's defaults carry its settings (session-settings.server.ts).
 */
function startPgBouncer(direct: URL): ChildProcess {
  const dir = mkdtempSync(join(tmpdir(), "gazette-pgbouncer-"));
  chmodSync(dir, 0o777);
  const ini = join(dir, "pgbouncer.ini");
  writeFileSync(
    ini,
    [
      "[databases]",
      // auth_type any passes no credentials through: the server connection's user is named here.
      `* = host=${direct.hostname} port=${direct.port || 5432} user=${direct.username || "postgres"}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      "listen_port = 6433",
      "auth_type = any",
      "pool_mode = transaction",
      "max_client_conn = 1000",
      "default_pool_size = 20",
      "ignore_startup_parameters = extra_float_digits,options",
      `unix_socket_dir = ${dir}`,
      `logfile = ${join(dir, "pgbouncer.log")}`,
    ].join("\n"),
  );
  const asPostgres = process.getuid?.() === 0 ? ["-u", "postgres"] : [];
  return spawn("pgbouncer", [...asPostgres, ini], { stdio: ["ignore", "inherit", "inherit"] });
}

function startHost(databaseUrl: string, port: number, directUrl: string | null): ChildProcess {
  return startAppServer(port, {
    DATABASE_URL: databaseUrl,
    ...(directUrl ? { DATABASE_DIRECT_URL: directUrl } : {}),
    DATABASE_POOL_SIZE: values["pool-size"]!,
    WEB_CONCURRENCY: values.workers!,
    SEED_NOTICES: values.notices!,
    // Behind the proxy: the client's address is the one it passes on.
    TRUST_PROXY: "1",
    DATA_DIR: mkdtempSync(join(tmpdir(), `gazette-host-${port}-`)),
  });
}

/** A load balancer's part: each request to the next host in turn, the client's address passed on. */
function startProxy(ports: readonly number[]): Promise<http.Server> {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    const port = ports[next++ % ports.length]!;
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port,
        path: req.url,
        method: req.method,
        agent,
        headers: { ...req.headers, "x-forwarded-for": req.socket.remoteAddress ?? "127.0.0.1" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** Signs the demo owner in through one host; the session's cookie, with a CSRF pair of our own. */
async function signInThrough(base: string): Promise<string> {
  const csrf = randomBytes(32).toString("base64url");
  const answer = await fetch(`${base}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie: `gazette_csrf=${csrf}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      _csrf: csrf,
      email: "owner@demo.gazette.localhost",
      password: "Demo-Gazette-2026",
    }),
  });
  const session = answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => !c.startsWith("gazette_csrf="));
  if (!session) throw new Error(`sign-in through ${base} gave no session (${answer.status})`);
  return session;
}

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const name = `gazette_hosts_${process.pid}`;
const admin = new pg.Client({ connectionString: pgUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(pgUrl);
url.pathname = `/${name}`;
const ports = Array.from({ length: hostCount }, (_, i) => 3501 + i);
const hosts: ChildProcess[] = [];
let proxy: http.Server | null = null;
const bouncer = values.pgbouncer ? startPgBouncer(url) : null;
const pooled = new URL(url);
pooled.port = "6433";
const appUrl = bouncer ? pooled.toString() : url.toString();
const directUrl = bouncer ? url.toString() : null;
try {
  // The first host creates, migrates and seeds the database; the others start on it together.
  hosts.push(startHost(appUrl, ports[0]!, directUrl));
  await waitFor(`http://localhost:${ports[0]}/healthz`, 900_000);
  for (const port of ports.slice(1)) hosts.push(startHost(appUrl, port, directUrl));
  await Promise.all(ports.map((port) => waitFor(`http://localhost:${port}/healthz`, 300_000)));
  proxy = await startProxy(ports);
  const front = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  // One service: signed in through the first host, the account data answers on every host.
  const session = await signInThrough(`http://localhost:${ports[0]}`);
  for (const port of ports) {
    const data = await fetch(`http://localhost:${port}/my-gazette/account/data.json`, {
      headers: { cookie: session },
    });
    const email = data.ok
      ? ((await data.json()) as { user: { email: string } }).user.email
      : `HTTP ${data.status}`;
    console.log(`host :${port} sees the session made on :${ports[0]}: ${email}`);
  }

  const home = await (await fetch(`${front}/`)).text();
  const id = /href="\/notice\/(\d+)"/.exec(home)?.[1];
  if (!id) throw new Error("no notice on the home page to measure");
  const paths = [`/notice/${id}`, "/all-notices/notice?text=estate"];
  for (const p of paths) for (let i = 0; i < 2 * hostCount; i++) await fetch(`${front}${p}`);

  const [held] = (
    await admin.query(
      "select count(*)::int as n, count(*) filter (where state = 'idle')::int as idle from pg_stat_activity where datname = $1",
      [name],
    )
  ).rows as { n: number; idle: number }[];
  console.log(
    `\n${hostCount} hosts × ${values.workers} processes, pool ${values["pool-size"]} each${bouncer ? ", through PgBouncer (transaction mode)" : ""}: ${held?.n} PostgreSQL connections (${held?.idle} idle) after warming`,
  );
  console.log(`\n${connections} connections, ${duration} s each`);
  console.log("path | via | req/s | p50 ms | p99 ms | errors");
  for (const p of paths) {
    const one = await measure(`http://localhost:${ports[0]}${p}`);
    console.log(`${p} | one host | ${one.reqPerSec} | ${one.p50} | ${one.p99} | ${one.errors}`);
    const all = await measure(`${front}${p}`);
    console.log(
      `${p} | proxy, ${hostCount} hosts | ${all.reqPerSec} | ${all.p50} | ${all.p99} | ${all.errors}`,
    );
  }
} finally {
  proxy?.close();
  for (const host of hosts) host.kill("SIGTERM");
  await Promise.all(hosts.map((h) => (h.exitCode === null ? new Promise((r) => h.once("exit", r)) : null)));
  bouncer?.kill("SIGTERM");
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
