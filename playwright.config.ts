import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
/** Journeys without JavaScript: the context has it switched off. */
const NO_JS = /no-js\.spec\.ts$/;
/**
 * Journeys that change what every other journey shares (a product's stock, for a few seconds; London's
 * next issue, compiled with every scheduled notice in it): they run after all the others, never beside one.
 */
const ALONE = /(shop-stock|notice-whole-life)\.spec\.ts$/;
const ALONE_NO_JS = /(shop-stock|notice-whole-life)\.no-js\.spec\.ts$/;
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/gazette-e2e-${process.pid}`;

/**
 * Browser journeys in Debian's Chromium against the production build, started once with a fresh
 * PGlite database seeded with a small deterministic corpus.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // A journey of 20 and more pages took 15–20 s on a quiet machine and over 45 s on a busy one (2026-11-28: the
  // same suite ran 2.7 times slower, every failure a journey's time running out, never an assertion): the time
  // a journey may take is not what is tested.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // In CI one retry: on 2026-11-28 a no-JS journey's click waited 2 minutes for a plainly drawn button to be
  // "stable" while the machine ran 2.7 times slower than usual (a renderer stall, no script on the page). A
  // retried test is reported as flaky in the output; one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Playwright's own `reuseContext` is not used: tests/e2e/fixtures.ts keeps one context and its tab per
    // worker and puts it back between journeys without leaving the site, so its renderer stays (ADR 030).
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-quic",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "javascript", use: { javaScriptEnabled: true }, testIgnore: [NO_JS, ALONE, ALONE_NO_JS] },
    { name: "no-javascript", use: { javaScriptEnabled: false }, testMatch: NO_JS, testIgnore: ALONE_NO_JS },
    // After the others, so that what these change for a moment is seen by nobody else (to run one of them
    // on its own: `npx playwright test shop-stock --no-deps`).
    {
      name: "alone-javascript",
      use: { javaScriptEnabled: true },
      testMatch: ALONE,
      dependencies: ["javascript", "no-javascript"],
    },
    {
      name: "alone-no-javascript",
      use: { javaScriptEnabled: false },
      testMatch: ALONE_NO_JS,
      // Not beside the other alone journeys either: each expects the others' products in stock.
      dependencies: ["alone-javascript"],
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node server/index.ts`,
    url: `http://localhost:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_NOTICES: process.env.E2E_SEED_NOTICES ?? "3000",
      SEED: "1665",
      GEO_FULL_IMPORT: "off",
      // Test-only calls (create users, sign in without the form) and room for hundreds of sign-ins from
      // one address; the limits themselves are tested in the rate-limit suites.
      TEST_HOOKS: "on",
      RATE_LIMIT_FACTOR: "50",
      // Tests that are clients of their own (sign-in lockout, demo accounts from elsewhere) name their address
      // in X-Forwarded-For, as a proxy on this machine would; the default (off) is tested in server/.
      TRUST_PROXY: "loopback",
    },
  },
});
