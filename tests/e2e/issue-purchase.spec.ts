import { expectNoAxeViolations } from "./axe.ts";
import { expect, type Page, type Request, test } from "./fixtures.ts";
import { basketItems, issueToBuy } from "./shop-helpers.ts";

/**
 * The issue purchase with JavaScript (spec §2, §4, §5, §7): the chooser loads years and the month's issues
 * from the data calls and keeps "Continue to purchase" disabled until an issue is chosen; the purchase
 * form checks with the spec's messages, reveals the 'Other' honour field, and puts the certificate in the
 * basket.
 */

function chooser(page: Page) {
  const form = page.locator("form.app-issue-chooser");
  return {
    form,
    edition: form.getByLabel("Edition"),
    year: form.getByLabel("Year"),
    month: form.getByLabel("Month"),
    issue: form.getByLabel("Issue"),
    submit: form.getByRole("button", { name: "Continue to purchase" }),
  };
}

const isPath = (path: string) => (r: Request) => new URL(r.url()).pathname === path;

test("choose London → year → month → issue, then buy a certificate with a name and an 'Other' honour", async ({
  page,
  request,
}) => {
  const issue = await issueToBuy(request);
  await page.goto("/shop/buy-an-issue");
  const c = chooser(page);
  await expect(c.form).toHaveAttribute("data-enhanced", "true");
  await expect(c.submit).toBeDisabled();
  await expect(c.year).toBeDisabled();
  await expectNoAxeViolations(page);

  const years = page.waitForRequest(isPath("/browse-publications/index-years/data.json"));
  await c.edition.selectOption("london");
  expect((await years).headers()["x-requested-with"]).toBe("XMLHttpRequest");
  await expect(c.year).toBeEnabled();
  await c.year.selectOption(issue.year);
  await expect(c.month).toBeEnabled();
  await expect(c.submit).toBeDisabled();

  const issues = page.waitForRequest(
    isPath(`/london/year/${issue.year}/month/${issue.month}/issue/data.json`),
  );
  await c.month.selectOption(issue.month);
  const call = new URL((await issues).url());
  expect(call.searchParams.get("resultPageSize")).toBe("1000");
  expect(call.searchParams.get("includeSupplements")).toBe("true");
  await expect(c.issue).toBeEnabled();
  await expect(c.submit).toBeDisabled();
  await c.issue.selectOption(issue.number);
  await expect(c.submit).toBeEnabled();
  await c.submit.click();
  await expect(page).toHaveURL(new RegExp(`${issue.purchasePath}$`));

  const form = page.locator("form.app-purchase-form");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Buy a copy or certificate of issue ${issue.number}`,
  );
  await expectNoAxeViolations(page);

  // Nothing chosen: the spec's message, and the page stays.
  await form.getByRole("button", { name: "Add to basket" }).click();
  const summary = page.locator(".govuk-error-summary");
  await expect(summary).toContainText("Please select at least 1 product.");
  await expect(summary).toBeFocused();
  await expectNoAxeViolations(page);

  // A certificate without a name.
  await form.getByLabel(/^Certificate of a gazetted entry, £/).selectOption("1");
  await form.getByRole("button", { name: "Add to basket" }).click();
  await expect(summary).toContainText("Full Name is mandatory");
  await expect(summary).not.toContainText("Please select at least 1 product.");
  await expect(page).toHaveURL(new RegExp(`${issue.purchasePath}$`));

  // 'Other' reveals its field.
  const other = form.getByLabel("Other honour");
  await expect(other).toBeHidden();
  await form.getByLabel("Honour", { exact: true }).selectOption("other");
  await expect(other).toBeVisible();
  await form.getByLabel("Full name").fill("Florence Nightingale");
  await other.fill("Royal Red Cross, first class");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Add to basket" }).click();

  await expect(page).toHaveURL(/\/my-gazette\/basket$/);
  const items = await basketItems(page.request);
  expect(items.map((i) => [i.productId, Number(i.quantity)])).toEqual([["ce1", 1]]);
});
