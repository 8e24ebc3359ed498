/**
 * The 2901 Changes of Name web form, in both projects: a solicitors' firm places a deed poll notice
 * (the same name again and an enrolment before the deed's date refused), from its type's page through the
 * task list, check your answers and the preview to the basket. axe on every new page kind.
 */

import { createUser, signInAs } from "./accounts.ts";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutPageScripts } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";
import { expectInBasketThenPending } from "./notice-web-form-journeys.ts";

async function checkAxe(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.use.javaScriptEnabled === false) await expectNoAxeViolationsWithoutPageScripts(page);
  else await expectNoAxeViolations(page);
}

const saveAndContinue = (page: Page) => page.getByRole("button", { name: "Save and continue" }).click();
const ddmmyyyy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, "0")}/${String(date.getUTCMonth() + 1).padStart(2, "0")}/${date.getUTCFullYear()}`;
const daysFromNow = (days: number) => ddmmyyyy(new Date(Date.now() + days * 86_400_000));

async function expectError(page: Page, message: string): Promise<void> {
  await expect(page.getByRole("alert").getByRole("link", { name: message })).toBeVisible();
}

export async function aFirmPlacesAChangeOfName(page: Page, testInfo: TestInfo) {
  const owner = await createUser(page.request, {
    role: "account-owner",
    name: "Della Deeds",
    organisation: { name: `Deeds ${Math.random().toString(36).slice(2, 8)} Solicitors LLP` },
    placingCapacities: ["solicitor"],
  });
  await signInAs(page, owner.email);
  await page.goto("/my-gazette/place-notice/london/2901/online-form");
  await page.getByRole("button", { name: "Start now" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/draft\/\d+$/);
  const draftUrl = page.url();
  const draftId = draftUrl.split("/").at(-1)!;

  await page.getByRole("link", { name: "The names" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "What was the name and what is the new name?" }),
  ).toBeVisible();
  await page.locator("#oldName").fill("Maud Otter");
  await page.locator("#newName").fill("maud otter");
  await saveAndContinue(page);
  await expectError(page, "The new name must differ from the old name");
  await checkAxe(page, testInfo);
  await page.locator("#newName").fill("Maud Ottersby");
  await saveAndContinue(page);
  await expect(page).toHaveURL(draftUrl);

  await page.getByRole("link", { name: "Their address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "What is their address?" })).toBeVisible();
  await checkAxe(page, testInfo);
  if (testInfo.project.use.javaScriptEnabled !== false)
    await page
      .getByRole("button", {
        name: "Enter the address manually (address of the person who changed their name)",
      })
      .click();
  await page.locator("#addressLine1").fill("7 Harbour Row");
  await page.locator("#addressCity").fill("Whitby");
  await page.locator("#addressPostcode").fill("YO21 3PU");
  await saveAndContinue(page);
  await expect(page).toHaveURL(draftUrl);

  await page.getByRole("link", { name: "The deed poll" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "When was the deed poll made?" })).toBeVisible();
  await expect(page.locator("#nationality")).toHaveValue("British");
  await page.locator("#dateOfDeedPoll").fill(daysFromNow(-10));
  await page.locator("#enrolledOn").fill(daysFromNow(-12));
  await saveAndContinue(page);
  await expectError(page, "The deed poll cannot be enrolled before it is dated");
  await checkAxe(page, testInfo);
  await page.locator("#enrolledOn").fill(daysFromNow(-3));
  await saveAndContinue(page);
  await expect(page).toHaveURL(draftUrl);

  await page.getByRole("link", { name: "Check your answers and preview the notice" }).click();
  await expect(page.locator("main")).toContainText("Maud Ottersby");
  await checkAxe(page, testInfo);
  await page.getByRole("link", { name: "Preview the notice" }).click();
  const preview = page.locator("#notice-preview");
  await expect(preview.getByRole("heading", { name: "Maud OTTERSBY (formerly Maud OTTER)" })).toBeVisible();
  await expect(preview).toContainText("and enrolled in the Senior Courts of England and Wales on");
  await expect(preview).toContainText(
    "Maud Ottersby, of 7 Harbour Row, Whitby, YO21 3PU, a British citizen, abandoned the name of Maud Otter and assumed in lieu thereof the name of Maud Ottersby.",
  );
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expectInBasketThenPending(page, draftId, "Changes of Name", "Maud OTTERSBY (formerly Maud OTTER)");
}
