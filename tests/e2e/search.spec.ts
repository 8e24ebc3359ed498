import { XMLParser, XMLValidator } from "fast-xml-parser";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";

/** Searching notices with JavaScript: the form's behaviour, results, filters, paging and feeds. */

const checkbox = (page: Page, label: string | RegExp) => page.getByRole("checkbox", { name: label });

async function openGroup(page: Page, name: string) {
  const summary = page.locator("summary.app-type-group__summary", { hasText: name });
  const details = summary.locator("xpath=..");
  if ((await details.getAttribute("open")) === null) await summary.click();
}

test.describe("search with JavaScript", () => {
  test("the update button waits for a change, then searches the words typed", async ({ page }) => {
    await page.goto("/all-notices/notice");
    const update = page.getByRole("button", { name: "Update results" });
    await expect(update).toBeDisabled();
    await page.getByLabel("Search for words").fill("liquidator");
    await expect(update).toBeEnabled();
    await update.click();
    await expect(page).toHaveURL(/text=liquidator/);
    await expect(page.locator("#results-count")).toHaveText(/^[\d,]+ notices?$/);
    await expect(page.locator(".app-snippet mark").first()).toBeVisible();
    await expect(page.getByText("Containing “liquidator”")).toBeVisible();
  });

  test("ticking rules: show-all, a child, another group and none", async ({ page }) => {
    await page.goto("/insolvency/notice");
    await openGroup(page, "Corporate Insolvency");
    const all24 = checkbox(page, "All corporate insolvency notices");
    const none24 = page.locator("#category-24-none");
    await all24.check();
    await page.locator("summary.app-subgroup__summary", { hasText: "Winding-up by the Court" }).click();
    await expect(page.locator("#type-2450")).toBeChecked();
    await expect(none24).not.toBeChecked();
    // A child unticks its parent (show-all).
    await page.locator("#type-2450").uncheck();
    await page.locator("#type-2450").check();
    await expect(all24).not.toBeChecked();
    await expect(page.locator(".app-subgroup", { hasText: "Winding-up by the Court" })).toHaveClass(
      /app-subgroup--completed/,
    );
    // Show-all of 24, then a tick in group 25 clears 24 and ticks its none.
    await all24.check();
    await openGroup(page, "Personal Insolvency");
    await page.locator("summary.app-subgroup__summary", { hasText: "Bankruptcy" }).click();
    await page.locator("#type-2503").check();
    await expect(all24).not.toBeChecked();
    await expect(page.locator("#type-2450")).not.toBeChecked();
    await expect(none24).toBeChecked();
    // None clears the rest of its group.
    await page.locator("#category-25-none").check();
    await expect(page.locator("#type-2503")).not.toBeChecked();
  });

  test("filters by notice type, removes a filter, and pages through results", async ({ page }) => {
    await page.goto("/insolvency/notice?noticetypes=2450");
    const count = Number((await page.locator("#results-count").innerText()).replace(/\D/g, ""));
    expect(count).toBeGreaterThan(0);
    for (const caption of await page.locator(".app-search-results li p strong").allInnerTexts()) {
      expect(caption).toBe("Petitions to Wind Up (Companies)");
    }
    await page.getByRole("link", { name: /Remove filter: Notice type/ }).click();
    await expect(page).toHaveURL(/\/insolvency\/notice$/);
    await page
      .getByRole("navigation", { name: "Results pages" })
      .getByRole("link", { name: "Next page" })
      .click();
    await expect(page).toHaveURL(/results-page=2/);
    await expect(page.locator(".app-search-results")).toHaveAttribute("start", "11");
  });

  test("explains a date that does not exist and still shows results", async ({ page }) => {
    const response = await page.goto("/all-notices/notice?start-publish-date=31/02/2026");
    expect(response?.status()).toBe(200);
    await expect(page.locator(".govuk-error-summary")).toContainText(
      "Publication date: Please enter a valid from date",
    );
    await expect(page.locator("#results-count")).toBeVisible();
  });

  test("a page past the last says so and links to the last page", async ({ page }) => {
    await page.goto("/all-notices/notice?text=liquidator&results-page=9999");
    await page.getByRole("link", { name: "Go to the last page" }).click();
    await expect(page.locator(".app-search-results li").first()).toBeVisible();
  });

  test("every search is an Atom feed and JSON", async ({ page }) => {
    await page.goto("/all-notices/notice?text=estate");
    const feedHref = await page.getByRole("link", { name: "RSS feed for this search" }).getAttribute("href");
    const feed = await page.request.get(feedHref!);
    expect(feed.headers()["content-type"]).toContain("application/atom+xml");
    const xml = await feed.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    expect(Number(parsed.feed["f:total"])).toBeGreaterThan(0);
    const entries = [parsed.feed.entry].flat();
    expect(String(entries[0]["f:notice-code"])).toMatch(/^\d{4}$/);
    const json = await (await page.request.get("/all-notices/notice/data.json?text=estate")).json();
    expect(json["f:total"]).toBe(Number(parsed.feed["f:total"]));
    const viaAccept = await page.request.get("/all-notices/notice?text=estate", {
      headers: { Accept: "application/atom+xml" },
    });
    expect(viaAccept.headers()["content-type"]).toContain("application/atom+xml");
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/all-notices/notice?text=liquidator&start-publish-date=31/02/2026");
    await expectNoAxeViolations(page);
    await page.goto("/wills-and-probate/notice");
    await expectNoAxeViolations(page);
  });
});
