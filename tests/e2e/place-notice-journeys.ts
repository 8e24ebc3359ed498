/**
 * Placing notices, first steps (issue 12, ADR 016), in both projects (with and without JavaScript): a
 * solicitors' firm chooses edition → category → notice type from My Gazette and reaches the type's online
 * form with its fee; an individual chooses their placing capacity, is offered deceased estates as a
 * personal representative and told of the documents, and is refused a petition; unknown editions and
 * types are not found; a member without the 'place notices' permission is refused; staff schedule a
 * notice fee. axe on every page, as the project's browser sees it, signed in.
 */

import { createUser, signInAs } from "./accounts.ts";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutPageScripts } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";

/** axe on a signed-in page: without JavaScript, the same page with the same cookies and no scripts. */
async function checkAxe(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.name === "no-javascript") await expectNoAxeViolationsWithoutPageScripts(page);
  else await expectNoAxeViolations(page);
}

const stamp = () => Math.random().toString(36).slice(2, 8);

async function continueWith(page: Page, option: string | RegExp): Promise<void> {
  await page.getByRole("radio", { name: option }).check();
  await page.getByRole("button", { name: "Continue" }).click();
}

export async function aFirmChoosesANoticeType(page: Page, testInfo: TestInfo): Promise<void> {
  const owner = await createUser(page.request, {
    role: "account-owner",
    name: "Rita Rivers",
    organisation: { name: `Rivers ${stamp()} Solicitors LLP` },
    placingCapacities: ["solicitor"],
  });
  await signInAs(page, owner.email);
  await page.goto("/my-gazette");
  await page.locator(".app-my-gazette-cards").getByRole("link", { name: "Place a notice" }).click();

  await expect(page).toHaveURL(/\/my-gazette\/place-notice$/);
  await expect(page.getByRole("heading", { level: 1, name: "Place a notice" })).toBeVisible();
  await expect(page.locator("#placing-capacities")).toContainText("Solicitor or law firm");
  await checkAxe(page, testInfo);

  // Continue without an edition: the step says what is missing, beside the radios and in the summary.
  await page.getByRole("button", { name: "Continue" }).click();
  const message = "Select the edition of the Gazette to publish the notice in";
  await expect(page.getByRole("alert").getByRole("link", { name: message })).toBeVisible();
  await expect(page.locator("#edition-error")).toContainText(message);
  await expect(page).toHaveTitle(/^Error: /);
  await checkAxe(page, testInfo);

  await continueWith(page, "The London Gazette");
  await expect(page).toHaveURL(/[?&]edition=london(&|$)/);
  await expect(page.locator(".govuk-summary-list")).toContainText("The London Gazette");
  // A solicitor places corporate insolvency and deceased estates, but no state notices.
  await expect(page.getByRole("radio", { name: "Corporate Insolvency" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "State" })).toHaveCount(0);
  await checkAxe(page, testInfo);

  await continueWith(page, "Personal Legal");
  await expect(page).toHaveURL(/[?&]category=29(&|$)/);
  const deceased = page.getByRole("radio", { name: "Deceased Estates (2903)" });
  await expect(deceased).toBeVisible();
  await expect(page.locator(".govuk-radios__item", { has: deceased })).toContainText("£96.00 including VAT");
  await checkAxe(page, testInfo);

  await continueWith(page, "Deceased Estates (2903)");
  await expect(page).toHaveURL(/\/my-gazette\/place-notice\/london\/2903\/online-form$/);
  await expect(page.getByRole("heading", { level: 1, name: "Deceased Estates (2903)" })).toBeVisible();
  await expect(page.locator(".govuk-summary-list")).toContainText(
    "£96.00 including VAT (£80.00 plus VAT at 20%, £16.00)",
  );
  await expect(page.locator("#form-asks")).toContainText("the date of death");
  await expect(page.locator("#required-documents")).toHaveCount(0);
  await checkAxe(page, testInfo);

  // Back to the types form, the edition kept; Change goes back a step.
  await page.getByRole("link", { name: "Choose another notice type" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/place-notice\?edition=london$/);
  await page.getByRole("link", { name: "Change edition" }).click();
  await expect(page.getByRole("radio", { name: "The Belfast Gazette" })).toBeVisible();
}

export async function anIndividualPlacesAsPersonalRepresentative(
  page: Page,
  testInfo: TestInfo,
): Promise<void> {
  const ivy = await createUser(page.request, { name: "Ivy Heir" });
  await signInAs(page, ivy.email);
  await page.goto("/my-gazette/place-notice");
  await expect(page.locator("#no-capacities")).toContainText("there are no notice types to offer yet");
  await checkAxe(page, testInfo);
  await page.getByRole("link", { name: "Choose the capacities your account places notices in" }).click();

  await expect(page).toHaveURL(/\/my-gazette\/placing-capacities$/);
  await expect(page.getByRole("heading", { level: 1, name: "Placing capacities" })).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Save placing capacities" }).click();
  await expect(
    page
      .getByRole("alert")
      .getByRole("link", { name: "Select at least one capacity in which you place notices" }),
  ).toBeVisible();
  await page.getByRole("checkbox", { name: "Personal representative of a person who has died" }).check();
  await page.getByRole("button", { name: "Save placing capacities" }).click();
  await expect(page.getByText("Your placing capacities have been saved.")).toBeVisible();
  await expect(
    page.getByRole("checkbox", { name: "Personal representative of a person who has died" }),
  ).toBeChecked();

  // The account page shows them too.
  await page.goto("/my-gazette/account");
  await expect(page.locator("#placing-capacities-list")).toContainText(
    "Personal representative of a person who has died",
  );

  await page.goto("/my-gazette/place-notice");
  await continueWith(page, "The Belfast Gazette");
  await expect(page.getByRole("radio")).toHaveCount(2); // Companies (2604) and Personal Legal (2903)
  await continueWith(page, "Personal Legal");
  await expect(page.getByRole("radio")).toHaveCount(1);
  await continueWith(page, "Deceased Estates (2903)");
  await expect(page).toHaveURL(/\/my-gazette\/place-notice\/belfast\/2903\/online-form$/);
  await expect(page.locator(".govuk-summary-list")).toContainText("£90.00 including VAT");
  await expect(page.locator("#required-documents")).toContainText(
    "you must upload the death certificate and a grant of probate, letters of administration, grant of representation or court order",
  );
  await checkAxe(page, testInfo);

  // A type a personal representative may not place: 403 with the policy's reason.
  const refused = await page.goto("/my-gazette/place-notice/london/2450/online-form");
  expect(refused?.status()).toBe(403);
  await expect(
    page.getByText("Petitions to Wind Up (Companies) notices (2450) can be placed only by"),
  ).toBeVisible();
  await expect(
    page.getByText("Your account's placing capacities do not include any of these."),
  ).toBeVisible();
  await checkAxe(page, testInfo);

  // Unknown editions and types are not there.
  for (const path of [
    "/my-gazette/place-notice/paris/2903/online-form",
    "/my-gazette/place-notice/london/9999/online-form",
  ]) {
    const missing = await page.goto(path);
    expect(missing?.status(), path).toBe(404);
  }
  await checkAxe(page, testInfo);

  // A category or type not on offer, sent by hand: the step's message, not a page of someone else's types.
  const wrong = await page.goto("/my-gazette/place-notice?edition=london&category=24");
  expect(wrong?.status()).toBe(400);
  await expect(
    page.getByRole("alert").getByRole("link", { name: "Select the category of the notice" }),
  ).toBeVisible();
}

export async function aMemberWithoutPermissionIsRefused(page: Page, testInfo: TestInfo): Promise<void> {
  const owner = await createUser(page.request, {
    role: "account-owner",
    organisation: { name: `Quiet ${stamp()} LLP` },
    placingCapacities: ["solicitor"],
  });
  const member = await createUser(page.request, {
    organisationId: owner.organisationId!,
    permissions: ["buy-products"],
  });
  await signInAs(page, member.email);
  await page.goto("/my-gazette");
  await expect(
    page.locator(".app-my-gazette-cards").getByRole("link", { name: "Place a notice" }),
  ).toHaveCount(0);
  for (const path of ["/my-gazette/place-notice", "/my-gazette/place-notice/london/2903/online-form"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByText("You do not have permission to see this page.")).toBeVisible();
  }
  await checkAxe(page, testInfo);
  // Members do not choose the organisation's capacities either.
  expect((await page.goto("/my-gazette/placing-capacities"))?.status()).toBe(403);
}

export async function staffScheduleANoticeFee(page: Page, testInfo: TestInfo): Promise<void> {
  // A firm waiting for approval, which says it places notices as insolvency practitioners.
  const firm = `Pending ${stamp()} Insolvency LLP`;
  await createUser(page.request, {
    role: "account-owner",
    organisation: { name: firm, status: "pending" },
    placingCapacities: ["insolvency-practitioner", "accountant"],
  });
  const staff = await createUser(page.request, { role: "staff", name: "Fay Fees" });
  await signInAs(page, staff.email);
  // Staff judge the account by what it says it is, its placing capacities included.
  await page.goto("/admin/approvals");
  await page.getByRole("link", { name: firm }).click();
  await expect(page.locator(".govuk-summary-list")).toContainText(
    "Accountant, Licensed insolvency practitioner",
  );

  await page.goto("/my-gazette");
  await page.locator(".app-my-gazette-cards").getByRole("link", { name: "Notice fees" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notice fees" })).toBeVisible();
  await checkAxe(page, testInfo);

  await page.getByLabel("Edition").selectOption("belfast");
  await page.getByLabel("Category").selectOption("29");
  await page.getByRole("button", { name: "Show fees" }).click();
  await expect(page).toHaveURL(/edition=belfast&category=29/);
  const fees = page.getByRole("table", { name: "Fees in The Belfast Gazette" });
  await expect(fees.locator('tr[data-code="2903"]')).toContainText("£90.00");
  await expect(fees.locator("tbody tr")).toHaveCount(4);
  await checkAxe(page, testInfo);

  // Each project its own notice type, so the two runs do not meet.
  const code = testInfo.project.name === "javascript" ? "2904" : "2902";
  await fees.locator(`tr[data-code="${code}"]`).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/notice-fees/belfast/${code}$`));
  await expect(page.getByRole("table", { name: "Fees" })).toContainText("In force");
  await checkAxe(page, testInfo);

  // Later without a date: the form says what is missing.
  await page.getByLabel("Fee in pounds, including VAT").fill("99");
  await page.getByLabel("From a date and time (UK time)").check();
  await page.getByRole("button", { name: "Add fee" }).click();
  await expect(page.getByRole("link", { name: "Enter the date the price takes effect." })).toBeVisible();

  const year = new Date().getUTCFullYear() + 1;
  await page.getByLabel("Fee in pounds, including VAT").fill("99");
  await page.getByLabel("From a date and time (UK time)").check();
  await page.getByLabel("Date (for a later price)").fill(`01/04/${year}`);
  await page.getByLabel("Time (for a later price)").fill("00:00");
  await page.getByRole("button", { name: "Add fee" }).click();
  await expect(page.getByText(`The new fee takes effect from 1 April ${year} at 00:00.`)).toBeVisible();
  const history = page.getByRole("table", { name: "Fees" });
  await expect(history.getByRole("row", { name: /£99\.00/ })).toContainText("Scheduled");
  await expect(history.getByRole("row", { name: /£90\.00/ })).toContainText("In force");

  await page.getByRole("link", { name: "All notice fees" }).click();
  await expect(page.locator(`tr[data-code="${code}"]`)).toContainText(`£99.00 from 1 April ${year}`);
}
