import { expect, type Page, test } from "./fixtures.ts";

/**
 * The results page keeps the notice-type boxes the server drew (issue 14: the page's weight): their code and
 * the taxonomy are not among the page's scripts, and are fetched only when a navigation in the browser needs
 * other boxes. The ticking rules work on the boxes either way.
 */

function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const groupsModule = (scripts: string[]) =>
  scripts.filter((s) => /\/assets\/(notice-type-groups|taxonomy)-/.test(s));

test("the boxes drawn by the server tick without their code; other boxes load it after a navigation", async ({
  page,
}) => {
  const scripts = scriptsFetched(page);
  await page.goto("/insolvency/notice?noticetypes=2450");
  await expect(page.locator("body.js-enabled")).toHaveCount(1);
  const update = page.getByRole("button", { name: "Update results" });
  await expect(update).toBeDisabled();
  await page.waitForLoadState("networkidle");
  expect(groupsModule(scripts)).toEqual([]);

  // The drawn boxes follow the ticking rules: show-all ticks its group and clears the type ticked before.
  const box2450 = page.locator("#type-2450");
  await expect(box2450).toBeChecked();
  await page.getByRole("checkbox", { name: "All corporate insolvency notices" }).check();
  await expect(page.locator("#category-24-none")).not.toBeChecked();
  await expect(update).toBeEnabled();

  // A navigation in the browser to a search without the filter draws the boxes itself, unticked.
  await page.getByRole("link", { name: /Remove filter: Notice type/ }).click();
  await expect(page).toHaveURL(/\/insolvency\/notice$/);
  await expect(box2450).not.toBeChecked();
  await expect(page.locator("#category-24-none")).toBeChecked();
  expect(groupsModule(scripts).length).toBeGreaterThan(0);

  // And those boxes follow the rules too.
  await page.locator("summary.app-type-group__summary", { hasText: "Corporate Insolvency" }).click();
  await page.locator("summary.app-subgroup__summary", { hasText: "Winding-up by the Court" }).click();
  await box2450.check();
  await expect(page.locator("#category-24-none")).not.toBeChecked();
  await expect(page.locator(".app-subgroup", { hasText: "Winding-up by the Court" })).toHaveClass(
    /app-subgroup--completed/,
  );
  await expect(page.getByRole("button", { name: "Update results" })).toBeEnabled();
});

test("the plain fields drawn by the server are kept without their code, and drawn afresh after a navigation", async ({
  page,
}) => {
  const scripts = scriptsFetched(page);
  const fieldsModule = () => scripts.filter((s) => /\/assets\/search-form-fields-/.test(s));
  await page.goto(
    "/all-notices/notice?text=estate&edition=london&sort-by=oldest-date&start-publish-date=01/01/2025",
  );
  await expect(page.locator("body.js-enabled")).toHaveCount(1);
  const update = page.getByRole("button", { name: "Update results" });
  await expect(update).toBeDisabled();
  await page.waitForLoadState("networkidle");
  expect(fieldsModule()).toEqual([]);

  // What the server drew is the form's: typing in it enables the button, and the form sends it.
  const words = page.locator("#search-text");
  await expect(words).toHaveValue("estate");
  await expect(page.locator("#edition-london")).toBeChecked();
  await expect(page.locator("#sort-by")).toHaveValue("oldest-date");
  await expect(page.locator("#start-publish-date")).toHaveValue("01/01/2025");

  // A navigation in the browser to another search draws the fields with its values.
  await page.getByRole("link", { name: /Remove filter: Edition/ }).click();
  await expect(page).not.toHaveURL(/edition=/);
  await expect(page.locator("#edition-london")).not.toBeChecked();
  await expect(words).toHaveValue("estate");
  await expect(page.locator("#sort-by")).toHaveValue("oldest-date");
  // As the new address writes it (the filter links carry dates in ISO form).
  await expect(page.locator("#start-publish-date")).toHaveValue("2025-01-01");
  expect(fieldsModule().length).toBeGreaterThan(0);

  // And they are the form's as before: changed words are sent.
  await words.fill("administration");
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page).toHaveURL(/text=administration/);
  await expect(page.locator("#results-count")).toBeVisible();
});
