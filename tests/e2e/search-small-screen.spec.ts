import { expectNoAxeViolations } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";

/**
 * On a phone the results come first and the filters wait behind a "Filter results" button (as GOV.UK
 * finders do); from tablet width up the layout is the two columns it always was.
 */

const filters = (page: Page) => page.locator("#search-filters");
const filterButton = (page: Page) => page.getByRole("button", { name: "Filter results" });
const firstResult = (page: Page) => page.locator(".app-search-results > li").first();

test.describe("search on a 390 px screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the first result comes before the filters, which a toggle button opens and closes", async ({
    page,
  }) => {
    await page.goto("/all-notices/notice");
    await expect(filterButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(filterButton(page)).toHaveAttribute("aria-controls", "search-filters");
    await expect(filters(page)).toBeHidden();
    await expect(firstResult(page)).toBeInViewport();
    await expectNoAxeViolations(page);

    await filterButton(page).click();
    await expect(filterButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByLabel("Search for words")).toBeVisible();
    await expectNoAxeViolations(page);

    // The filters still search, and the new results come first again.
    await page.getByLabel("Search for words").fill("estate");
    await page.getByRole("button", { name: "Update results" }).click();
    await expect(page).toHaveURL(/text=estate/);
    await expect(filterButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(filters(page)).toBeHidden();
    await expect(firstResult(page)).toBeInViewport();

    await filterButton(page).click();
    await expect(filters(page)).toBeVisible();
    await filterButton(page).click();
    await expect(filterButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(filters(page)).toBeHidden();
  });

  test("a search with a mistake shows the filters open, so the error links reach their fields", async ({
    page,
  }) => {
    await page.goto("/all-notices/notice?location-postcode-1=NOTAPOSTCODE");
    await expect(filterButton(page)).toHaveAttribute("aria-expanded", "true");
    await page.locator(".govuk-error-summary a", { hasText: "Please enter a valid postcode" }).click();
    await expect(page.locator("#location-postcode-1")).toBeVisible();
  });
});

test.describe("search on a desktop screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the filters stay open beside the results, with no button", async ({ page }) => {
    await page.goto("/all-notices/notice");
    await expect(filters(page)).toBeVisible();
    await expect(filterButton(page)).toBeHidden();
    const form = await filters(page).boundingBox();
    const result = await firstResult(page).boundingBox();
    if (!form || !result) throw new Error("the filters or the results are not on screen");
    // The filters are the left column, the results the right, side by side.
    expect(form.x + form.width).toBeLessThanOrEqual(result.x);
    expect(Math.abs(form.y - result.y)).toBeLessThan(200);
    await expectNoAxeViolations(page);
  });
});
