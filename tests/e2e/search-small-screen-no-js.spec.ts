import { expectNoAxeViolationsWithoutPageScripts } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";

/**
 * Without JavaScript, a phone still gets the results first: "Filter results" is a link to the filters,
 * which opens them in place; the form then searches as usual.
 */

const filters = (page: Page) => page.locator("#search-filters");
const filterLink = (page: Page) => page.getByRole("link", { name: "Filter results" });
const firstResult = (page: Page) => page.locator(".app-search-results > li").first();

test.describe("search on a 390 px screen without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the first result comes before the filters, which the link opens", async ({ page }) => {
    await page.goto("/all-notices/notice");
    await expect(filters(page)).toBeHidden();
    await expect(firstResult(page)).toBeInViewport();
    await expectNoAxeViolationsWithoutPageScripts(page);

    await filterLink(page).click();
    await expect(page).toHaveURL(/#search-filters$/);
    await expect(page.getByLabel("Search for words")).toBeVisible();
    await expect(page.getByLabel("Search for words")).toBeInViewport();
    await expectNoAxeViolationsWithoutPageScripts(page);

    await page.getByLabel("Search for words").fill("estate");
    await page.getByRole("button", { name: "Update results" }).click();
    await expect(page).toHaveURL(/text=estate/);
    await expect(filters(page)).toBeHidden();
    await expect(firstResult(page)).toBeInViewport();
  });

  test("a search with a mistake shows the filters open", async ({ page }) => {
    await page.goto("/all-notices/notice?location-postcode-1=NOTAPOSTCODE");
    await expect(page.locator("#location-postcode-1")).toBeVisible();
  });
});

test.describe("search on a desktop screen without JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the filters stay open beside the results, with no link", async ({ page }) => {
    await page.goto("/all-notices/notice");
    await expect(filters(page)).toBeVisible();
    await expect(filterLink(page)).toBeHidden();
    const form = await filters(page).boundingBox();
    const result = await firstResult(page).boundingBox();
    if (!form || !result) throw new Error("the filters or the results are not on screen");
    expect(form.x + form.width).toBeLessThanOrEqual(result.x);
  });
});
