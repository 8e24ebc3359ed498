import { expectNoAxeViolationsWithoutPageScripts } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";

/**
 * The archive form without JavaScript (the "no-javascript" project): a GET form worked in steps, each
 * submission coming back with the next select filled in, the last one redirected to the index volume.
 */

test.beforeEach(({ javaScriptEnabled }) => {
  expect(javaScriptEnabled, "run this file in the no-javascript project").toBe(false);
});

function archiveForm(page: Page) {
  const form = page.locator("form.app-archive-form");
  return {
    form,
    edition: form.getByLabel("Edition"),
    year: form.getByLabel("Year"),
    index: form.getByLabel("Index"),
    submit: form.getByRole("button"),
  };
}

test.describe("the archive form without JavaScript", () => {
  test("works in steps from edition to a volume page", async ({ page }) => {
    await page.goto("/browse-publications");
    const f = archiveForm(page);
    await expect(f.year).toBeDisabled();
    await expect(f.index).toBeDisabled();
    await expect(f.submit).toBeEnabled();
    await expect(f.submit).toHaveText("Show years");
    await expectNoAxeViolationsWithoutPageScripts(page);

    await f.edition.selectOption("london");
    await f.submit.click();
    await expect(page).toHaveURL(/\/browse-publications\?archive_edition=london$/);
    await expect(f.edition).toHaveValue("london");
    await expect(f.year).toBeEnabled();
    await expect(f.year.locator("option").nth(1)).toHaveText("1665");
    await expect(f.index).toBeDisabled();
    await expect(f.submit).toHaveText("Show indexes");

    await f.year.selectOption("1665");
    await f.submit.click();
    await expect(page).toHaveURL(/archive_edition=london&archive_year=1665$/);
    await expect(f.year).toHaveValue("1665");
    await expect(f.index).toBeEnabled();
    await expect(f.index.locator("option")).toHaveText(["Choose an index", "Volume 4 (October to December)"]);
    await expect(f.submit).toHaveText("Browse");

    await f.index.selectOption("4");
    await f.submit.click();
    await expect(page).toHaveURL(/\/london\/index\/year\/1665\/volume\/4$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Volume 4 (October to December)");
    const firstIssue = page.locator("table.govuk-table tbody tr").first();
    await expect(firstIssue.getByRole("link")).toHaveText("Issue 1");
    await expect(firstIssue.locator("td").first()).toHaveText("16 November 1665");
    // Without history to go back through, Back is the form at the year step.
    await expect(page.locator("a.govuk-back-link")).toHaveAttribute(
      "href",
      "/browse-publications?archive_edition=london&archive_year=1665",
    );
    await expectNoAxeViolationsWithoutPageScripts(page);

    await firstIssue.getByRole("link").click();
    await expect(page).toHaveURL(/\/london\/issue\/1$/);
  });

  test("an empty choice is an error; changing the edition resets a stale year", async ({ page }) => {
    await page.goto("/browse-publications");
    const f = archiveForm(page);
    await f.submit.click();
    await expect(page).toHaveTitle(/^Error: /);
    const summary = page.locator(".govuk-error-summary");
    await expect(summary.getByRole("link", { name: "Select an edition" })).toHaveAttribute(
      "href",
      "#archive-edition",
    );
    await expect(page.locator("#archive-edition-error")).toContainText("Select an edition");
    await expectNoAxeViolationsWithoutPageScripts(page);

    await page.goto("/browse-publications?archive_edition=london&archive_year=1665");
    await f.edition.selectOption("belfast");
    await f.submit.click();
    // 1665 is not a Belfast year: the year is reset and the form is back at the year step.
    await expect(f.edition).toHaveValue("belfast");
    await expect(f.year).toHaveValue("");
    await expect(f.year).toBeEnabled();
    await expect(f.index).toBeDisabled();
    await expect(summary).toHaveCount(0);

    await f.submit.click();
    await expect(summary.getByRole("link", { name: "Select a year" })).toBeVisible();
  });

  test("the edition and year pages are plain links", async ({ page }) => {
    await page.goto("/browse-publications");
    await page.getByRole("link", { name: "The Belfast Gazette", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Belfast Gazette");
    await page.locator("table.app-browse-years tbody th a").first().click();
    await expect(page).toHaveURL(/\/browse-publications\/belfast\/\d{4}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Issues of \d{4}$/);
    await expectNoAxeViolationsWithoutPageScripts(page);
  });
});
