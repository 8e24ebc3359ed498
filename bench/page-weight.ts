/**
 * Page weight (issue 14 point 5: "≤ 120 kB gzipped JavaScript on public pages, no layout shift from the
 * carousel, Lighthouse mobile ≥ 95 on home, results and notice pages").
 *
 *   npm run build && npm run bench:weight [-- --notices 1000 --port 3241 --lighthouse [--lighthouse-runs 5]]
 *
 * A production server is started here on a fresh PGlite with `--notices` demo notices. For the home page,
 * a results page, a notice page and a postcode search (whose map opens by itself), two figures:
 * - "in the HTML": every module the server's HTML names (modulepreload links, the inline module script's
 *   imports) and what those import statically, each as the server sends it to a browser that accepts gzip
 *   only (the budget's figure), and beside it with brotli (what Chromium is sent);
 * - "loaded": every script Chromium fetched (mobile viewport, JavaScript on) until the network had been
 *   idle, with no click, key or scroll: the HTML's modules plus what effects import at once.
 * Also the page's layout shift in that load (the sum of PerformanceObserver 'layout-shift' values without
 * recent input, as CLS counts them for a page this short), and the biggest modules.
 *
 * `--lighthouse` adds a Lighthouse mobile performance run per page (lighthouse@13.5.0 through npx, on
 * Debian's Chromium, headless); it is not a dependency of the project, so npx fetches it the first time.
 * One run is noisy (the simulated first paint depends on what the real load did before it):
 * `--lighthouse-runs N` runs it N times a page and prints each run and the median score.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { get } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { startAppServer } from "./app-server.ts";
import {
  kB,
  type ModuleSize,
  moduleUrlsInHtml,
  staticImportsOf,
  summariseModules,
} from "./page-weight-modules.ts";
import { waitFor } from "./wait-for.ts";

const { values } = parseArgs({
  options: {
    notices: { type: "string", default: "1000" },
    port: { type: "string", default: "3241" },
    lighthouse: { type: "boolean", default: false },
    "lighthouse-runs": { type: "string", default: "1" },
    // A postcode the demo notices use (the map opens for a postcode search even with no notice near).
    postcode: { type: "string", default: "EC4A 1NL" },
  },
});
const BUDGET = 120_000;
const port = Number(values.port);
const base = `http://localhost:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The four pages: the newest notice, and a postcode search (its map opens by itself). */
async function pages(): Promise<[string, string][]> {
  const home = await (await fetch(`${base}/`)).text();
  const id = /href="\/notice\/(\d+)"/.exec(home)?.[1];
  if (!id) throw new Error("no notice on the home page");
  return [
    ["home", "/"],
    ["results", "/all-notices/notice?text=estate"],
    ["notice", `/notice/${id}`],
    [
      "map",
      `/all-notices/notice?location-postcode-1=${encodeURIComponent(values.postcode)}&location-distance-1=10`,
    ],
  ];
}

/** A module's body as the server sends it for one Accept-Encoding (node:http, which decodes nothing). */
function sentBytes(url: string, acceptEncoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(`${base}${url}`, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve(Buffer.concat(chunks)));
      response.on("error", reject);
    }).on("error", reject);
  });
}

const sizes = new Map<string, Promise<ModuleSize & { code: string }>>();
/**
 * One module's size: raw, and as the server sends it to a browser that accepts gzip only (the issue's
 * budget) and one that accepts brotli (what Chromium gets).
 */
function sizeOf(url: string) {
  let size = sizes.get(url);
  if (!size) {
    size = Promise.all([sentBytes(url, "identity"), sentBytes(url, "gzip"), sentBytes(url, "br")]).then(
      ([body, gzip, br]) => ({
        url,
        bytes: body.length,
        gzip: gzip.length,
        br: br.length,
        code: body.toString("utf8"),
      }),
    );
    sizes.set(url, size);
  }
  return size;
}

/** The HTML's modules and, transitively, their static imports. */
async function modulesInHtml(path: string): Promise<ModuleSize[]> {
  const html = await (await fetch(`${base}${path}`)).text();
  const seen = new Set<string>();
  const queue = moduleUrlsInHtml(html);
  const out: ModuleSize[] = [];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const { code, ...size } = await sizeOf(url);
    out.push(size);
    queue.push(...staticImportsOf(code, url));
  }
  return out;
}

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

/** What Chromium loads with no interaction, and the layout shift meanwhile. */
async function loadInBrowser(browser: Browser, path: string) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shifts: string[] };
    w.__shift = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        const node = entry.sources?.[0]?.node;
        w.__shifts.push(
          `${entry.value.toFixed(4)} ${node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join(".")}` : ""}`,
        );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const scripts = new Set<string>();
  // Lazy route discovery asks for the routes of the page's links after it starts: data, not script, but
  // what the whole route manifest used to carry, so it is reported beside the scripts.
  const discovery: Promise<number>[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === base && (request.resourceType() === "script" || /\.m?js$/.test(url.pathname)))
      scripts.add(url.pathname);
  });
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin === base && url.pathname === "/__manifest")
      discovery.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  const { shift, shifts } = await page.evaluate(() => {
    const w = window as unknown as { __shift: number; __shifts: string[] };
    return { shift: w.__shift, shifts: w.__shifts };
  });
  const discovered = await Promise.all(discovery);
  await context.close();
  const modules = await Promise.all(
    [...scripts].map(async (url) => (({ code: _, ...s }) => s)(await sizeOf(url))),
  );
  return { modules, shift, shifts, discovered };
}

interface LighthouseRun {
  score: number;
  line: string;
}

function lighthouse(url: string): LighthouseRun | string {
  const run = spawnSync(
    "npx",
    [
      "--yes",
      "lighthouse@13.5.0",
      url,
      "--only-categories=performance",
      "--form-factor=mobile",
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0)
    return `Lighthouse failed (${run.status}): ${run.stderr.trim().split("\n").slice(-3).join(" / ")}`;
  const report = JSON.parse(run.stdout) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number; displayValue?: string }>;
  };
  const a = report.audits;
  const score = Math.round(report.categories.performance.score * 100);
  return {
    score,
    line:
      `Lighthouse mobile ${score}: ` +
      `FCP ${a["first-contentful-paint"]?.displayValue}, LCP ${a["largest-contentful-paint"]?.displayValue}, ` +
      `TBT ${a["total-blocking-time"]?.displayValue}, CLS ${a["cumulative-layout-shift"]?.displayValue}, ` +
      `SI ${a["speed-index"]?.displayValue}`,
  };
}

/** Each run's line, then (for several) the median score. */
function lighthouseRuns(url: string, runs: number): string[] {
  const results = Array.from({ length: runs }, () => lighthouse(url));
  const lines = results.map((r) => (typeof r === "string" ? r : r.line));
  const scores = results.flatMap((r) => (typeof r === "string" ? [] : [r.score])).sort((x, y) => x - y);
  if (runs > 1 && scores.length > 0)
    lines.push(
      `Lighthouse median of ${scores.length}: ${scores[Math.floor((scores.length - 1) / 2)]} (${scores.join(", ")})`,
    );
  return lines;
}

const dataDir = mkdtempSync(join(tmpdir(), "gazette-bench-weight-"));
const server = startAppServer(port, { DATA_DIR: dataDir, SEED_NOTICES: values.notices!, SITE_URL: base }, [
  "ignore",
  "ignore",
  "inherit",
]);
let browser: Browser | null = null;
try {
  await waitFor(`${base}/healthz`, 600_000);
  console.log(
    `${cpus().length} × ${cpus()[0]?.model}; load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}; ${new Date().toISOString()}`,
  );
  browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu"] });
  const all = new Map<string, ModuleSize>();
  for (const [label, path] of await pages()) {
    const html = summariseModules(await modulesInHtml(path));
    const loaded = await loadInBrowser(browser, path);
    const inBrowser = summariseModules(loaded.modules);
    for (const m of loaded.modules) all.set(m.url, m);
    console.log(`\n${label}: ${path}`);
    console.log(
      `  in the HTML: ${html.count} modules, ${kB(html.gzip)} gzipped, ${kB(html.br)} brotli (${kB(html.bytes)} raw)`,
    );
    console.log(
      `  loaded:      ${inBrowser.count} modules, ${kB(inBrowser.gzip)} gzipped, ${kB(inBrowser.br)} brotli (${kB(inBrowser.bytes)} raw)` +
        ` — ${inBrowser.gzip <= BUDGET ? "within" : "over"} ${kB(BUDGET)}`,
    );
    console.log(
      `  route discovery: ${loaded.discovered.length} request(s), ${kB(loaded.discovered.reduce((a, b) => a + b, 0))} gzipped (JSON)`,
    );
    console.log(
      `  layout shift: ${loaded.shift.toFixed(4)}${loaded.shifts.length ? ` (${loaded.shifts.join("; ")})` : ""}`,
    );
    for (const m of inBrowser.biggest) console.log(`    ${kB(m.gzip).padStart(9)}  ${m.url}`);
    if (values.lighthouse)
      for (const line of lighthouseRuns(`${base}${path}`, Number(values["lighthouse-runs"])))
        console.log(`  ${line}`);
  }
  console.log("\nBiggest modules loaded by these pages:");
  for (const m of summariseModules([...all.values()], 12).biggest)
    console.log(
      `  ${kB(m.gzip).padStart(9)}  ${kB(m.br).padStart(9)} br  ${kB(m.bytes).padStart(9)} raw  ${m.url}`,
    );
} finally {
  await browser?.close();
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
