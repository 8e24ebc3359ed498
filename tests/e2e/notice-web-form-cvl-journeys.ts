/**
 * The creditors' voluntary liquidation web forms (2441–2447, issue 12 point 2), in both projects, through
 * 2446 Notices to Creditors, which asks every page kind of the family: an insolvency practitioner's firm
 * starts the notice, gives the company, two joint liquidators (a practitioner number that is not one
 * refused first), and the last date for proving debts (too soon for the statutory 21 days refused, the
 * earliest offered taken), previews the notice as it will be published and adds it to the basket. axe on
 * every new page kind.
 */

import { createUser, signInAs } from "./accounts.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";
import {
  checkAxe,
  daysFromNow,
  expectError,
  expectInBasketThenPending,
  openAddress,
  saveAndContinue,
  stamp,
  task,
} from "./notice-web-form-journeys.ts";

async function fillLiquidator(
  page: Page,
  testInfo: TestInfo,
  who: { name: string; ipNumber: string; email: string },
): Promise<void> {
  await page.getByLabel("Full name").fill(who.name);
  await page.getByLabel("Insolvency practitioner number").fill(who.ipNumber);
  await page.getByLabel("Firm", { exact: true }).fill("Ledger & Quill Recovery LLP");
  await page.getByLabel("Date of appointment").fill(daysFromNow(-6));
  await openAddress(page, testInfo, "insolvency practitioner's address");
  await page.locator("#ipLine1").fill("1 Ledger Lane");
  await page.locator("#ipCity").fill("Leeds");
  await page.locator("#ipPostcode").fill("LS1 4AP");
  await page.getByLabel("Telephone number (optional)").fill("0113 496 0000");
  await page.getByLabel("Email address (optional)").fill(who.email);
}

export async function aPractitionerPlacesANoticeToCreditors(page: Page, testInfo: TestInfo): Promise<void> {
  const owner = await createUser(page.request, {
    role: "account-owner",
    name: "Ada Ledger",
    organisation: { name: `Ledger ${stamp()} Recovery LLP` },
    placingCapacities: ["insolvency-practitioner"],
  });
  await signInAs(page, owner.email);
  await page.goto("/my-gazette/place-notice/london/2446/online-form");
  await page.getByRole("button", { name: "Start now" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/draft\/\d+$/);
  const draftUrl = page.url();
  const draftId = draftUrl.split("/").at(-1)!;
  for (const section of ["The company", "The liquidators", "Proving debts"])
    expect(await task(page, section)).toBe("Not yet started");

  // The company: its name with characters the notice must escape.
  await page.getByRole("link", { name: "The company" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Which company is in liquidation?" }),
  ).toBeVisible();
  await page.getByLabel("Company name").fill("Copper & Tin <Holdings> Limited");
  await page.getByLabel("Company number").fill("09876543");
  await openAddress(page, testInfo, "registered office");
  await page.locator("#officeLine1").fill("4 Copper Yard");
  await page.locator("#officeCity").fill("Sheffield");
  await page.locator("#officePostcode").fill("S1 2GU");
  await saveAndContinue(page);
  await expect(page).toHaveURL(draftUrl);
  expect(await task(page, "The company")).toBe("Completed");

  // The liquidators: a practitioner number that is not one is refused; then joint liquidators.
  await page.getByRole("link", { name: "The liquidators" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Liquidator 1" })).toBeVisible();
  await fillLiquidator(page, testInfo, { name: "Ada Ledger", ipNumber: "IP12", email: "ada@ledger.example" });
  await saveAndContinue(page);
  await expectError(page, "Enter the insolvency practitioner number: 4 to 6 digits");
  await checkAxe(page, testInfo);
  await page.getByLabel("Insolvency practitioner number").fill("9512");
  await saveAndContinue(page);
  await expect(page.getByRole("heading", { level: 1, name: "Liquidators" })).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByRole("link", { name: "Add another liquidator" }).click();
  await fillLiquidator(page, testInfo, {
    name: "Basil Quill",
    ipNumber: "9513",
    email: "basil@ledger.example",
  });
  await saveAndContinue(page);
  await expect(page.locator(".govuk-summary-card")).toHaveCount(2);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(draftUrl);
  expect(await task(page, "The liquidators")).toBe("Completed");

  // Proving debts: the earliest date allowed is offered; sooner is refused.
  await page.getByRole("link", { name: "Proving debts" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "By what date must creditors prove their debts?" }),
  ).toBeVisible();
  const offered = await page.getByLabel("Date", { exact: true }).inputValue();
  expect(offered).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  await page.getByLabel("Date", { exact: true }).fill(daysFromNow(7));
  await saveAndContinue(page);
  await expect(page.getByRole("alert")).toContainText(
    "Creditors must have at least 21 days to prove their debts",
  );
  await checkAxe(page, testInfo);
  await page.getByLabel("Date", { exact: true }).fill(offered);
  await saveAndContinue(page);
  await expect(page).toHaveURL(draftUrl);
  expect(await task(page, "Proving debts")).toBe("Completed");

  await page.getByRole("link", { name: "Check your answers and preview the notice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your answers" })).toBeVisible();
  await expect(page.locator("main")).toContainText("Ada Ledger (IP No. 9512)");
  await checkAxe(page, testInfo);
  await page.getByRole("link", { name: "Preview the notice" }).click();
  const preview = page.locator("#notice-preview");
  await expect(preview.getByRole("heading", { name: "COPPER & TIN <HOLDINGS> LIMITED" })).toBeVisible();
  await expect(preview).toContainText(
    "In the Matter of COPPER & TIN <HOLDINGS> LIMITED (Company Number 09876543)",
  );
  await expect(preview).toContainText("which is being voluntarily wound up, are required, on or before");
  await expect(preview).toContainText(
    "to the Joint Liquidators, Ada Ledger (IP No. 9512) and Basil Quill (IP No. 9513), both of Ledger & Quill Recovery LLP, 1 Ledger Lane, Leeds, LS1 4AP.",
  );
  await expect(preview).toContainText("the Insolvency (England and Wales) Rules 2016");
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expectInBasketThenPending(page, draftId, "Notices to Creditors", "COPPER & TIN <HOLDINGS> LIMITED");
}
