import { expectNoAxeViolationsWithoutPageScripts } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { latestNoticeIds } from "./gazette.ts";

/** The search form is a plain GET form: everything works without JavaScript. */
test.describe("search without JavaScript", () => {
  test("searches words, a notice type and a date range", async ({ page }) => {
    await page.goto("/all-notices/notice");
    await expect(page.getByRole("button", { name: "Update results" })).toBeEnabled();
    await page.getByLabel("Search for words").fill("estate");
    await page.locator("summary", { hasText: "Personal Legal" }).click();
    await page.locator("#type-2903").check();
    await page.getByRole("button", { name: "Update results" }).click();
    await expect(page).toHaveURL(/text=estate/);
    await expect(page).toHaveURL(/noticetypes=2903/);
    await expect(page.locator(".app-search-results li").first()).toBeVisible();
  });

  test("shows no map and no map button: the server's map markup is hidden where scripts do not run", async ({
    page,
    request,
  }) => {
    // A postcode search with located results: with scripts its map starts open.
    let postcode: string | undefined;
    for (const id of await latestNoticeIds(request)) {
      const json = (await (await request.get(`/notice/${id}/data.json`)).json()) as {
        locations?: { postcode: string | null }[];
      };
      postcode = json.locations?.find((l) => l.postcode)?.postcode ?? undefined;
      if (postcode) break;
    }
    await page.goto(
      `/all-notices/notice?location-postcode-1=${encodeURIComponent(postcode!)}&location-distance-1=10`,
    );
    await expect(page.locator(".app-search-results li").first()).toBeVisible();
    await expect(page.locator(".app-notices-map")).toBeAttached();
    await expect(page.locator(".app-notices-map")).toBeHidden();
    await expect(page.getByRole("button", { name: /map/ })).toHaveCount(0);
  });

  test("adds location blocks with a button", async ({ page }) => {
    await page.goto("/all-notices/notice");
    await page.locator("summary", { hasText: "Location" }).click();
    await expect(page.getByRole("group", { name: "Location 1" })).toBeVisible();
    await page.getByRole("button", { name: "Add another location" }).click();
    await expect(page.getByRole("group", { name: "Location 2" })).toBeAttached();
  });

  test("explains a bad postcode and a bad date", async ({ page }) => {
    await page.goto("/all-notices/notice?location-postcode-1=NOTAPOSTCODE&end-publish-date=99/99/2026");
    await expect(page.locator(".govuk-error-summary")).toContainText(
      "Location 1: Please enter a valid postcode.",
    );
    await expect(page.locator(".govuk-error-summary")).toContainText(
      "Publication date: Please enter a valid to date",
    );
    await expectNoAxeViolationsWithoutPageScripts(page);
  });
});
