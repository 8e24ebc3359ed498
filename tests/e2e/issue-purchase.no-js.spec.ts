import { expectNoAxeViolationsWithoutPageScripts } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { basketItems, issueToBuy } from "./shop-helpers.ts";

/**
 * The issue purchase without JavaScript (the "no-javascript" project): the chooser is a GET form worked
 * in steps, each a real page; the purchase form is posted and answered by the server with the spec's
 * messages, the 'Other' honour field always shown with its hint.
 */

test.beforeEach(({ javaScriptEnabled }) => {
  expect(javaScriptEnabled, "run this file in the no-javascript project").toBe(false);
});

function chooser(page: Page) {
  const form = page.locator("form.app-issue-chooser");
  return {
    edition: form.getByLabel("Edition"),
    year: form.getByLabel("Year"),
    month: form.getByLabel("Month"),
    issue: form.getByLabel("Issue"),
    submit: form.getByRole("button"),
  };
}

// Two journeys rather than one: the chooser's steps, then the purchase form from where the chooser lands
// (each page checked by axe without scripts, which reloads it: one journey took longer than a test may).
test("choose the issue step by step, and land on its purchase page", async ({ page, request }) => {
  const issue = await issueToBuy(request);
  await page.goto("/shop/buy-an-issue");
  const c = chooser(page);
  await expect(c.year).toBeDisabled();
  await expect(c.submit).toHaveText("Show years");
  await expectNoAxeViolationsWithoutPageScripts(page);

  // Sent without a choice: the step's own message.
  await c.submit.click();
  await expect(page.locator(".govuk-error-summary")).toContainText("Select an edition");

  await c.edition.selectOption("london");
  await c.submit.click();
  await expect(page).toHaveURL(/\/shop\/buy-an-issue\?edition=london$/);
  await expect(c.submit).toHaveText("Show months");
  await c.year.selectOption(issue.year);
  await c.submit.click();
  await expect(c.submit).toHaveText("Show issues");
  await c.month.selectOption(issue.month);
  await c.submit.click();
  await expect(c.submit).toHaveText("Continue to purchase");
  await expectNoAxeViolationsWithoutPageScripts(page);
  await c.issue.selectOption(issue.number);
  await c.submit.click();
  await expect(page).toHaveURL(new RegExp(`${issue.purchasePath}$`));
});

test("buy a certificate with a name and an 'Other' honour: each mistake gets the spec's message", async ({
  page,
  request,
}) => {
  const issue = await issueToBuy(request);
  await page.goto(issue.purchasePath);
  await expectNoAxeViolationsWithoutPageScripts(page);

  const form = page.locator("form.app-purchase-form");
  const add = form.getByRole("button", { name: "Add to basket" });
  await add.click();
  const summary = page.locator(".govuk-error-summary");
  await expect(summary).toContainText("Please select at least 1 product.");
  await expect(page.locator("#products-error")).toContainText("Please select at least 1 product.");
  await expectNoAxeViolationsWithoutPageScripts(page);

  await form.getByLabel(/^Certificate of a gazetted entry, £/).selectOption("1");
  await add.click();
  await expect(summary).toContainText("Full Name is mandatory");
  await expect(form.getByLabel(/^Certificate of a gazetted entry, £/)).toHaveValue("1");

  await expect(form.getByLabel("Other honour")).toBeVisible();
  await expect(page.locator("#honourOther-hint")).toContainText("Only if you chose Other");
  await form.getByLabel("Full name").fill("Florence Nightingale");
  await form.getByLabel("Honour", { exact: true }).selectOption("other");
  await add.click();
  await expect(summary).toContainText("Enter the honour to print after the name.");
  await form.getByLabel("Other honour").fill("Royal Red Cross, first class");
  await add.click();

  await expect(page).toHaveURL(/\/my-gazette\/basket$/);
  const items = await basketItems(page.request);
  expect(items.map((i) => [i.productId, Number(i.quantity)])).toEqual([["ce1", 1]]);
});

test("an unknown issue has no purchase page", async ({ request }) => {
  expect((await request.get("/london/issue/99999999/purchase")).status()).toBe(404);
  expect((await request.get("/atlantis/issue/1/purchase")).status()).toBe(404);
});
