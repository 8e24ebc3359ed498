/**
 * The court liquidation web forms (2452 Winding-up orders, 2454 Appointment of liquidators), in both
 * projects, through 2452 in the London Gazette: the official receiver's office gives the court and case,
 * the company, the order (an order dated before its petition refused, and a petitioner named without an
 * address refused) and itself as liquidator, previews the notice and adds it to the basket. axe on each
 * new page kind.
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
} from "./notice-web-form-journeys.ts";

export async function theOfficialReceiverPlacesAWindingUpOrder(
  page: Page,
  testInfo: TestInfo,
): Promise<void> {
  const owner = await createUser(page.request, {
    role: "account-owner",
    name: "Hermione Thistlegate",
    organisation: { name: `Official Receiver ${stamp()}` },
    placingCapacities: ["official-receiver"],
  });
  await signInAs(page, owner.email);
  await page.goto("/my-gazette/place-notice/london/2452/online-form");
  await page.getByRole("button", { name: "Start now" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/draft\/\d+$/);
  const draftUrl = page.url();
  const draftId = draftUrl.split("/").at(-1)!;

  await page.getByRole("link", { name: "The court and the case" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Which court made the order?" })).toBeVisible();
  await page.getByLabel("Court", { exact: true }).fill("High Court of Justice");
  await page.getByLabel("Case number").fill("CR-2026-004712");
  await page.getByLabel("Year of the case").fill("2026");
  await saveAndContinue(page);

  await page.getByRole("link", { name: "The company" }).click();
  await page.getByLabel("Company name").fill("Tin Whistle Traders Limited");
  await page.getByLabel("Company number").fill("09876544");
  await openAddress(page, testInfo, "registered office");
  await page.locator("#officeLine1").fill("9 Reed Street");
  await page.locator("#officeCity").fill("Hull");
  await page.locator("#officePostcode").fill("HU1 1AA");
  await saveAndContinue(page);

  // The order: dated before its petition, and a petitioner with no address, are refused.
  await page.getByRole("link", { name: "The order" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "When was the order made, and on whose petition?" }),
  ).toBeVisible();
  await page.getByLabel("Date of the winding-up order").fill(daysFromNow(-60));
  await page.getByLabel("Date the petition was presented").fill(daysFromNow(-20));
  await page
    .getByLabel("Name of the petitioner (optional)")
    .fill("The Commissioners for HM Revenue and Customs");
  await saveAndContinue(page);
  await expectError(page, "The order must be after the petition was presented");
  await expectError(page, "Enter the petitioner's address, or leave their name empty too");
  await checkAxe(page, testInfo);
  await page.getByLabel("Date of the winding-up order").fill(daysFromNow(-10));
  await page.getByLabel("Date the petition was presented").fill(daysFromNow(-70));
  await openAddress(page, testInfo, "petitioner's address");
  await page.locator("#petitionerLine1").fill("Ralli Quays");
  await page.locator("#petitionerCity").fill("Salford");
  await page.locator("#petitionerPostcode").fill("M60 9LA");
  await saveAndContinue(page);

  // The official receiver, the liquidator.
  await expect(
    page.getByRole("heading", { level: 1, name: "Which official receiver is the liquidator?" }),
  ).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByLabel("Full name").fill("Hermione Thistlegate");
  await page.getByLabel("Office (optional)").fill("Official Receiver's Office, Hull");
  await openAddress(page, testInfo, "official receiver's address");
  await page.locator("#orLine1").fill("1 Kingston Square");
  await page.locator("#orCity").fill("Hull");
  await page.locator("#orPostcode").fill("HU1 3AB");
  await page.getByLabel("Email address (optional)").fill("or.hull@example.com");
  await saveAndContinue(page);
  await expect(page).toHaveURL(draftUrl);

  await page.getByRole("link", { name: "Check your answers and preview the notice" }).click();
  await expect(page.locator("main")).toContainText("CR-2026-004712 of 2026");
  await page.getByRole("link", { name: "Preview the notice" }).click();
  const preview = page.locator("#notice-preview");
  await expect(preview.getByRole("heading", { name: "TIN WHISTLE TRADERS LIMITED" })).toBeVisible();
  await expect(preview).toContainText("In the High Court of Justice");
  await expect(preview).toContainText("on the Petition of The Commissioners for HM Revenue and Customs.");
  await expect(preview).toContainText(
    "The Official Receiver is the Liquidator: Hermione Thistlegate, Official Receiver, Official Receiver's Office, Hull, 1 Kingston Square, Hull, HU1 3AB, email or.hull@example.com. Capacity of office holder: Liquidator.",
  );
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expectInBasketThenPending(page, draftId, "Winding-Up Orders", "TIN WHISTLE TRADERS LIMITED");
}
