/**
 * Basket benchmark (issue 11, "Speed"): the basket's three calls and the checkout page on PostgreSQL,
 * against the production build, at `--clients` concurrent clients (default 50).
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:basket \
 *     [-- --clients 50 --duration 10 --warmup 3 --workers 2 --port 3221]
 *
 * DATABASE_URL names a PostgreSQL server: a fresh database is made on it for the run and dropped after.
 * A production server (`server/index.ts`, NODE_ENV=production, `--workers` app processes, no demo data)
 * is started on that database. Then:
 *
 * 1. Basket: each client is a visitor with its own basket cookie, holding three lines. It loops: add one
 *    (`POST /my-gazette/basket` as the shop's script sends it: X-Requested-With, X-CSRF-Token), read
 *    (`GET /my-gazette/basket/data.json`) and set the added line's quantity (`POST /my-gazette/basket/
 *    item/{id}/quantity/data.json`, `_method=PUT`, a quantity from 1 to 100, so adds never reach 200).
 * 2. Checkout: each client is a signed-in person (a session made directly in the database, as sign-in
 *    would) with a basket of three lines and an organisation on a credit account; it loops `GET /checkout`.
 *
 * `--think` milliseconds pass after each call before the client's next, on average (0, the default, is a closed loop:
 * every client sends its next call as soon as the last is answered, so the server is saturated and the
 * latency is the queue: 50 clients ÷ throughput). Each phase runs `--warmup` seconds unmeasured, then
 * `--duration` seconds measured. Latency is the whole
 * request as the client sees it (sent → body read), with nearest-rank percentiles; throughput is the
 * calls completed in the measured seconds. The load generator shares the machine's cores with the server.
 */

import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../app/db/client.server.ts";
import { organisations } from "../app/db/schema.ts";
import { createSession } from "../app/features/accounts/session.server.ts";
import { createTestUser } from "../app/features/accounts/test-users.server.ts";
import { startAppServer } from "./app-server.ts";
import { waitFor } from "./wait-for.ts";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    workers: { type: "string", default: "2" },
    port: { type: "string", default: process.env.E2E_PORT ?? "3221" },
    think: { type: "string", default: "0" },
  },
});
const clients = Number(values.clients);
const durationMs = Number(values.duration) * 1000;
const warmupMs = Number(values.warmup) * 1000;
const port = Number(values.port);
/**
 * Milliseconds each client waits after each call, on average (0: closed loop, as fast as the server
 * answers). Drawn uniformly from 0 to twice the mean, and each client starts at a random moment within the
 * first mean, so the clients do not fall into step and arrive in bursts of 50.
 */
const thinkMs = Number(values.think);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** True while a phase runs (setting up the baskets does not think). */
let inPhase = false;
const think = () => (inPhase && thinkMs > 0 ? pause(Math.random() * 2 * thinkMs) : Promise.resolve());

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl?.startsWith("postgres")) {
  console.error("DATABASE_URL must name a PostgreSQL server (a fresh database is made on it).");
  process.exit(2);
}

// ---- HTTP: one keep-alive connection per client, as a browser would hold ----

const agent = new Agent({ keepAlive: true, maxSockets: clients * 2 });

interface Answer {
  status: number;
  body: string;
}

function call(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent,
        headers: body ? { ...headers, "content-length": Buffer.byteLength(body) } : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const token = () => randomBytes(32).toString("base64url");

/** A browser's cookies and the headers the shop's scripts send with a change. */
function clientHeaders(cookies: Record<string, string>): {
  read: Record<string, string>;
  change: Record<string, string>;
} {
  const csrf = token();
  const cookie = Object.entries({ ...cookies, gazette_csrf: csrf })
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
  const read = { cookie, "x-requested-with": "XMLHttpRequest", accept: "application/json" };
  return {
    read,
    change: { ...read, "x-csrf-token": csrf, "content-type": "application/x-www-form-urlencoded" },
  };
}

// ---- Measuring ----

class Series {
  readonly ms: number[] = [];
  errors = 0;
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timed(
  series: Series | null,
  run: () => Promise<Answer>,
  ok = (a: Answer) => a.status === 200,
) {
  const started = performance.now();
  const answer = await run();
  const ms = performance.now() - started;
  if (series) {
    series.ms.push(ms);
    if (!ok(answer)) series.errors++;
  }
  if (!ok(answer)) throw new Error(`${answer.status} ${answer.body.slice(0, 200)}`);
  await think();
  return answer;
}

/** Runs every client's loop for the warm-up (unmeasured) and then the measured seconds. */
async function phase(loops: ((measure: boolean) => Promise<void>)[], series: Series[]) {
  let measuring = false;
  let stop = false;
  const failures: unknown[] = [];
  inPhase = true;
  const running = loops.map(async (loop) => {
    if (thinkMs > 0) await pause(Math.random() * thinkMs);
    while (!stop) {
      try {
        await loop(measuring);
      } catch (error) {
        failures.push(error);
        if (failures.length > 20) stop = true;
      }
    }
  });
  await new Promise((r) => setTimeout(r, warmupMs));
  for (const s of series) {
    s.ms.length = 0;
    s.errors = 0;
  }
  measuring = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, durationMs));
  stop = true;
  await Promise.all(running);
  inPhase = false;
  const seconds = (performance.now() - started) / 1000;
  if (failures.length > 0) console.error(`${failures.length} failed calls; first:`, failures[0]);
  for (const s of series) {
    const sorted = [...s.ms].sort((a, b) => a - b);
    const f = (n: number) => n.toFixed(1);
    console.log(
      `${s.name} | ${Math.round(s.ms.length / seconds)} | ${f(percentile(sorted, 50))} | ${f(percentile(sorted, 95))} | ${f(percentile(sorted, 99))} | ${s.ms.length} | ${s.errors}`,
    );
  }
}

// ---- The server ----

// A server already on the port would be measured instead of ours.
if (
  await fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => true,
    () => false,
  )
) {
  console.error(`Something already answers on port ${port}; choose another with --port.`);
  process.exit(2);
}

const name = `gazette_bench_basket_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${name}`;
const dataDir = mkdtempSync(join(tmpdir(), "gazette-bench-basket-"));

const server = startAppServer(port, {
  DATABASE_URL: dbUrl.toString(),
  DATA_DIR: dataDir,
  WEB_CONCURRENCY: values.workers!,
  SEED_NOTICES: "0",
  SITE_URL: `http://localhost:${port}`,
});
const handle = await openDatabase({ kind: "postgres", url: dbUrl.toString() });

try {
  await waitFor(`http://127.0.0.1:${port}/healthz`, 120_000);
  const add = (h: Record<string, string>, productId: string) =>
    call("POST", "/my-gazette/basket", h, new URLSearchParams({ productId, quantity: "1" }).toString());

  // Three lines in each basket: two facsimiles and the pin (counted in stock, so the stock check runs).
  async function fillBasket(h: ReturnType<typeof clientHeaders>) {
    let last: Answer | null = null;
    for (const productId of ["ww1c", "ww1d", "ww1e"])
      last = await timed(null, () => add(h.change, productId));
    const json = JSON.parse(last!.body) as { id: number; items: { id: number; productId: string }[] };
    return { basketId: json.id, pinId: json.items.find((i) => i.productId === "ww1e")!.id };
  }

  console.log(
    `\n${new Date().toISOString()} · ${cpus().length} cores (${cpus()[0]?.model.trim()}) · Node ${process.version} · ` +
      `${values.workers} app processes · ${clients} clients, ${thinkMs} ms between calls · ${values.warmup} s warm-up + ${values.duration} s measured · ` +
      `load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(", ")}`,
  );
  console.log("call | req/s | p50 ms | p95 ms | p99 ms | calls | errors");

  // 1. Visitors' baskets.
  const visitors = await Promise.all(
    Array.from({ length: clients }, async () => {
      const h = clientHeaders({ gazette_basket: token() });
      return { h, ...(await fillBasket(h)) };
    }),
  );
  const addS = new Series("basket add (POST /my-gazette/basket)");
  const readS = new Series("basket read (GET /my-gazette/basket/data.json)");
  const qtyS = new Series("quantity update (POST …/item/{id}/quantity/data.json)");
  await phase(
    visitors.map((v) => async (measure) => {
      await timed(measure ? addS : null, () => add(v.h.change, "ww1e"));
      await timed(measure ? readS : null, () => call("GET", "/my-gazette/basket/data.json", v.h.read));
      const quantity = String(1 + Math.floor(Math.random() * 100));
      await timed(measure ? qtyS : null, () =>
        call(
          "POST",
          `/my-gazette/basket/item/${v.pinId}/quantity/data.json`,
          v.h.change,
          new URLSearchParams({ _method: "PUT", quantity, basketId: String(v.basketId) }).toString(),
        ),
      );
    }),
    [addS, readS, qtyS],
  );

  // 2. Signed-in people at the checkout, each with an organisation on a credit account.
  const people = [];
  for (let i = 0; i < clients; i++) {
    const user = await createTestUser(handle.db, {
      email: `bench${i}@example.test`,
      organisation: { name: `Bench ${i} Ltd` },
    });
    await handle.db
      .update(organisations)
      .set({ paymentMethod: "account", creditLimitPence: 500_000 })
      .where(eq(organisations.id, user.organisationId!));
    const { setCookies } = await createSession(handle.db, user.id, new Request("http://bench/"), false);
    const session = /^gazette_session=([^;]+)/.exec(setCookies[0]!)?.[1];
    const h = clientHeaders({ gazette_session: session! });
    await fillBasket(h);
    people.push(h);
  }
  const checkoutS = new Series("checkout page (GET /checkout, signed in)");
  const page = (h: Record<string, string>) => ({ cookie: h.cookie!, accept: "text/html" });
  const first = await call("GET", "/checkout", page(people[0]!.read));
  if (!first.body.includes("Facsimile issue")) throw new Error("the checkout page does not show the basket");
  await phase(
    people.map((h) => async (measure) => {
      await timed(measure ? checkoutS : null, () => call("GET", "/checkout", page(h.read)));
    }),
    [checkoutS],
  );
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  );
} finally {
  agent.destroy();
  await handle.close();
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
