import { expectNoAxeViolationsWithoutPageScripts } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { latestIssuePath, latestNoticeId, summaryValue, visibleText } from "./gazette.ts";

/**
 * The same journeys with JavaScript switched off (the "no-javascript" project): everything must still be
 * readable and every control must still work as plain links and forms.
 */

test.beforeEach(({ javaScriptEnabled }) => {
  // Guard: this file is only meaningful with scripts off.
  expect(javaScriptEnabled, "run this file in the no-javascript project").toBe(false);
});

test.describe("without JavaScript", () => {
  test("the home page shows every slide and no carousel controls", async ({ page }) => {
    await page.goto("/");
    const carousel = page.locator("section.app-carousel");
    await expect(carousel).not.toHaveAttribute("data-active-slide");
    const slides = carousel.locator(".app-carousel__slide");
    await expect(slides).toHaveCount(4);
    for (const slide of await slides.all()) {
      await expect(slide).toBeVisible();
      await expect(slide).toHaveClass(/\bis-active\b/);
      await expect(slide).not.toHaveAttribute("aria-hidden");
    }
    for (const title of [
      "Search the official public record",
      "Deceased estates notices",
      "Browse the archive back to 1665",
      "Data for developers",
    ]) {
      await expect(carousel.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    await expect(carousel.getByRole("button")).toHaveCount(0);
    await expect(carousel.locator(".app-carousel__controls")).toHaveCount(0);
    await expectNoAxeViolationsWithoutPageScripts(page);
  });

  test("the services menu opens without scripts", async ({ page }) => {
    await page.goto("/");
    const menu = page.locator("details.app-services-menu");
    await menu.locator("summary").click();
    await expect(menu.getByRole("list", { name: "Services" }).getByRole("link")).toHaveCount(8);
  });

  test("a latest notice opens its page, which renders fully", async ({ page }) => {
    await page.goto("/");
    const link = page.locator(".app-notice-list").getByRole("link").first();
    const title = await visibleText(link);
    await link.click();
    await expect(page).toHaveURL(/\/notice\/\d+$/);
    const id = new URL(page.url()).pathname.split("/").pop() ?? "";

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator(".govuk-caption-l")).toHaveText(/\(\d{4}\)$/);
    await expect(page.locator(".app-notice-body")).not.toBeEmpty();
    await expect(summaryValue(page, "Notice ID")).toHaveText(id);
    await expect(summaryValue(page, "Notice type")).toHaveText(/\(\d{4}\)$/);
    await expect(summaryValue(page, "Issue and page").getByRole("link")).toHaveCount(2);
    await expect(page.getByRole("complementary", { name: "Related notices" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save notice to My Gazette" })).toBeVisible();
    await expect(page.getByRole("link", { name: "JSON-LD" })).toHaveAttribute(
      "href",
      `/notice/${id}/data.jsonld`,
    );

    // Without scripts there is no history to go back through: Back is a link to all notices.
    await expect(page.locator("a.govuk-back-link")).toHaveAttribute("href", "/all-notices/notice");
    await expectNoAxeViolationsWithoutPageScripts(page);

    await summaryValue(page, "Issue and page")
      .getByRole("link", { name: /^page \d+$/ })
      .click();
    await expect(page.locator(`article a[href="/notice/${id}"]`)).toBeVisible();
  });

  test("Back follows ?back= without scripts", async ({ page, request }) => {
    const id = await latestNoticeId(request);
    await page.goto(`/notice/${id}?back=/case-studies`);
    await page.locator("a.govuk-back-link").click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case studies");
  });

  test("the page viewer works with its links", async ({ page, request }) => {
    const issuePath = await latestIssuePath(request);
    await page.goto(`${issuePath}/page/1`);
    const bar = page.locator(".app-viewer-toolbar");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Page 1");
    await expect(bar.locator('span[aria-disabled="true"]', { hasText: "Previous page" })).toBeVisible();

    await bar.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(new RegExp(`${issuePath}/page/2$`));
    await expect(heading).toHaveText("Page 2");

    await bar.getByRole("link", { name: "Last page" }).click();
    await expect(page).toHaveURL(new RegExp(`${issuePath}/page/\\d+$`));
    const last = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(heading).toHaveText(`Page ${last}`);
    await expect(bar.locator('span[aria-disabled="true"]', { hasText: "Next page" })).toBeVisible();

    await bar.getByRole("link", { name: "Previous page" }).click();
    await expect(heading).toHaveText(`Page ${last - 1}`);
    await bar.getByRole("link", { name: "First page" }).click();
    await expect(page).toHaveURL(new RegExp(`${issuePath}/page/1$`));
    await expect(heading).toHaveText("Page 1");
    await expectNoAxeViolationsWithoutPageScripts(page);
  });

  test("the page select submits with its Go button", async ({ page, request }) => {
    const issuePath = await latestIssuePath(request);
    await page.goto(`${issuePath}/page/1`);
    const bar = page.locator(".app-viewer-toolbar");
    const select = bar.getByLabel("Page", { exact: true });
    const count = await select.getByRole("option").count();
    expect(count).toBeGreaterThanOrEqual(3);

    await select.selectOption("3");
    // Without scripts choosing an option does nothing by itself.
    await expect(page).toHaveURL(new RegExp(`${issuePath}/page/1$`));
    await bar.getByRole("button", { name: "Go" }).click();
    await expect(page).toHaveURL(new RegExp(`${issuePath}/page/3$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page 3");
    await expect(bar.getByLabel("Page", { exact: true })).toHaveValue("3");
  });

  test("an unknown address gets the 404 page", async ({ page }) => {
    const response = await page.goto("/notice/abc");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("search")).toHaveAttribute("action", "/all-notices/notice");
    await expectNoAxeViolationsWithoutPageScripts(page);
  });
});
