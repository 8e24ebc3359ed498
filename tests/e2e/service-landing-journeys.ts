/**
 * The service landing pages as a visitor uses them, with or without JavaScript (service-landing.spec.ts
 * and service-landing-no-js.spec.ts run the same journeys).
 */

import { checkAxe } from "./axe.ts";
import { expect, type Page, type TestInfo, test } from "./fixtures.ts";

const SERVICES = [
  {
    path: "/insolvency",
    title: "Insolvency",
    all: "All insolvency notices",
    search: "Search insolvency notices",
    type: { name: "Appointment of Administrators", code: "2410" },
    codes: /^2[45]\d\d$/,
  },
  {
    path: "/wills-and-probate",
    title: "Wills and probate",
    all: "All wills and probate notices",
    search: "Search wills and probate notices",
    type: { name: "Deceased Estates", code: "2903" },
    codes: /^2903$/,
  },
] as const;

/** The codes shown beside the latest notices, e.g. "(2410)". */
async function latestCodes(page: Page): Promise<string[]> {
  const texts = await page
    .getByRole("list", { name: /^Latest / })
    .locator("li p")
    .allInnerTexts();
  return texts.map((t) => /\((\d{4})\)/.exec(t)?.[1] ?? t);
}

export function serviceLandingJourneys(): void {
  for (const s of SERVICES) {
    test(`${s.path} says what the service is for, lists its latest notices and leads to all of them`, async ({
      page,
    }, testInfo: TestInfo) => {
      const response = await page.goto(s.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.title);
      await expect(page).toHaveTitle(`${s.title} - The Gazette`);

      const codes = await latestCodes(page);
      expect(codes.length).toBeGreaterThan(0);
      for (const code of codes) expect(code).toMatch(s.codes);
      await checkAxe(page, testInfo);

      await page.getByRole("link", { name: s.all }).click();
      await expect(page).toHaveURL(new RegExp(`${s.path}/notice$`));
      await expect(page.locator("#results-count")).toContainText("notice");
    });

    test(`${s.path} lists its notice types, each a search of that type`, async ({ page }) => {
      await page.goto(s.path);
      await expect(page.getByRole("heading", { name: "Notice types" })).toBeVisible();
      await page.getByRole("link", { name: s.type.name, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${s.path}/notice\\?noticetypes=${s.type.code}`));
      await expect(page.locator("#results-count")).toBeVisible();
    });

    test(`${s.path} searches the service's notices from its own form`, async ({ page }) => {
      await page.goto(s.path);
      await page.getByRole("searchbox", { name: s.search }).fill("notice");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${s.path}/notice\\?text=notice`));
    });

    test(`${s.path} links its Atom and JSON feeds, which answer`, async ({ page, request }) => {
      await page.goto(s.path);
      const atom = page.getByRole("link", { name: /^Atom feed of / });
      const json = page.getByRole("link", { name: /^JSON feed of / });
      await expect(atom).toHaveAttribute("href", `${s.path}/notice/data.feed`);
      await expect(json).toHaveAttribute("href", `${s.path}/notice/data.json`);
      await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
        "href",
        `${s.path}/notice/data.feed`,
      );
      const feed = await request.get(`${s.path}/notice/data.feed`);
      expect(feed.status()).toBe(200);
      expect(feed.headers()["content-type"]).toMatch(/atom\+xml/);
      const list = await request.get(`${s.path}/notice/data.json`);
      expect(list.status()).toBe(200);
      expect(list.headers()["content-type"]).toMatch(/json/);
    });
  }
}
