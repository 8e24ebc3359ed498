/**
 * The kept context of fixtures.ts (ADR 030): the next journey in a worker gets the same tab and nothing
 * of the journey before it, not even its cached answers. Serial, so that the
 * journeys run one after the other in one worker.
 */
import { expect, type Page, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

let keptTab: Page | null = null;
const ROUTED = "/healthz?routed-by-the-last-journey";

test("a journey leaves cookies, storage, a route, a second tab and another viewport behind", async ({
  page,
  context,
}) => {
  keptTab = page;
  await page.goto("/");
  await context.addCookies([{ name: "left-behind", value: "1", url: page.url() }]);
  await page.evaluate(() => {
    localStorage.setItem("left-behind", "1");
    sessionStorage.setItem("left-behind", "1");
  });
  await page.route(`**${ROUTED}`, (route) => route.fulfill({ body: "from the route" }));
  await context.route(`**${ROUTED}&context`, (route) => route.fulfill({ body: "from the route" }));
  await (await context.newPage()).goto("/healthz");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(context.pages()).toHaveLength(2);
});

test("the next journey gets the same tab and none of that, nor the cache", async ({ page, context }) => {
  expect(page).toBe(keptTab);
  expect(context.pages()).toEqual([page]);
  expect(await context.cookies()).toEqual([]);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  await page.goto("/");
  expect(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(false);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  // The stylesheet the last journey's page had was not taken from the cache: it came again.
  const stylesheets = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => /\/assets\/.*\.css$/.test(e.name))
      .map((e) => (e as PerformanceResourceTiming).transferSize),
  );
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(stylesheets.every((size) => size > 0)).toBe(true);
  for (const path of [ROUTED, `${ROUTED}&context`]) {
    await page.goto(path);
    await expect(page.locator("body")).toHaveText("ok");
  }
});

test("a journey that fakes the clock spends the context", async ({ page }) => {
  expect(page).toBe(keptTab);
  await page.clock.install({ time: new Date("2000-01-01T00:00:00Z") });
  await page.goto("/healthz");
  expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2000);
});

test("so the next journey has a new context, with the real time", async ({ page }) => {
  expect(page).not.toBe(keptTab);
  await page.goto("/healthz");
  const pageTime = await page.evaluate(() => Date.now());
  expect(Math.abs(pageTime - Date.now())).toBeLessThan(60_000);
});
