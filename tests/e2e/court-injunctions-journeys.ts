/**
 * Court injunctions (issue 13 point 3), in both projects: a solicitors' firm prepares a 2450 petition to
 * wind up a company; an account admin records an injunction against that company — bad answers first,
 * each refused with the spec's message (both dates required, a placeholder sent as a date is an empty
 * date, the register title's default option refused, the start not after the end, the court order
 * required) — and sees it in force; the firm's "Add to basket" is refused with the injunction's message
 * and the notice stays a draft; the admin moves the injunction's dates into the future, and the petition
 * goes through. A second journey ends an injunction after its confirmation. axe on every new page.
 */

import { createUser, signInAs } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";
import {
  daysFromNow,
  expectError,
  expectInBasketThenPending,
  openAddress,
  saveAndContinue,
  stamp,
} from "./notice-web-form-journeys.ts";

/** An eight-digit company number no other journey uses. */
const aCompanyNumber = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));

const COURT_ORDER = {
  name: "Sealed order.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.7\nOrder restraining the advertisement of a winding-up petition.\n"),
};

/** A 2450 draft answered in full for `companyNumber`, left at its preview: its address and its placer. */
async function aPetitionReadyToSubmit(
  page: Page,
  testInfo: TestInfo,
  companyNumber: string,
): Promise<{ draftUrl: string; placer: string }> {
  const owner = await createUser(page.request, {
    role: "account-owner",
    name: "Ivy Injunct",
    organisation: { name: `Injunct ${stamp()} Solicitors LLP` },
    placingCapacities: ["solicitor"],
  });
  await signInAs(page, owner.email);
  await page.goto("/my-gazette/place-notice/london/2450/online-form");
  await page.getByRole("button", { name: "Start now" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/draft\/\d+$/);
  const draftUrl = page.url();
  await page.getByRole("link", { name: "The court and the case" }).click();
  await page.getByLabel("Court", { exact: true }).fill("High Court of Justice");
  await page.getByLabel("Case number").fill("CR-2026-007001");
  await page.getByLabel("Year of the case").fill("2026");
  await saveAndContinue(page);
  await page.getByRole("link", { name: "The company" }).click();
  await page.getByLabel("Company name").fill("Guarded Tin Works Limited");
  await page.getByLabel("Company number").fill(companyNumber);
  await openAddress(page, testInfo, "registered office");
  await page.locator("#officeLine1").fill("8 Tin Street");
  await page.locator("#officeCity").fill("Sheffield");
  await saveAndContinue(page);
  await page.getByRole("link", { name: "The petition and the petitioner" }).click();
  await page.getByLabel("Date the petition was presented").fill(daysFromNow(-10));
  await page.getByLabel("Name of the petitioner").fill("Creditor Steel plc");
  await openAddress(page, testInfo, "petitioner's address");
  await page.locator("#petitionerLine1").fill("1 Forge Lane");
  await page.locator("#petitionerCity").fill("Rotherham");
  await saveAndContinue(page);
  await page.getByLabel("Full name").fill("Rhys Rep");
  await openAddress(page, testInfo, "representative's address");
  await page.locator("#repLine1").fill("2 Court Row");
  await page.locator("#repCity").fill("Leeds");
  await saveAndContinue(page);
  await page.getByRole("link", { name: "The hearing" }).click();
  await page.getByLabel("Date", { exact: true }).fill(daysFromNow(35));
  await page.getByLabel("Time").fill("10:30");
  await openAddress(page, testInfo, "court's address");
  await page.locator("#hearingLine1").fill("Rolls Building, Fetter Lane");
  await page.locator("#hearingCity").fill("London");
  await saveAndContinue(page);
  await expect(page).toHaveURL(draftUrl);
  await page.goto(`${draftUrl}/preview`);
  await expect(page.getByRole("heading", { level: 1, name: "Preview your notice" })).toBeVisible();
  return { draftUrl, placer: owner.email };
}

async function signInAsAccountAdmin(page: Page): Promise<void> {
  const admin = await createUser(page.request, { role: "account-admin", name: "Ada Admin" });
  await signInAs(page, admin.email);
}

const record = (page: Page) => page.getByRole("button", { name: "Record injunction" }).click();

/** Fills the injunction form; dates as typed. */
async function fillInjunction(
  page: Page,
  answers: { companyNumber?: string; register?: string; start?: string; end?: string; order?: boolean },
): Promise<void> {
  if (answers.companyNumber !== undefined)
    await page.getByLabel("Company number").fill(answers.companyNumber);
  if (answers.register !== undefined) await page.getByLabel("Register title").selectOption(answers.register);
  if (answers.start !== undefined) await page.getByLabel("Injunction start date").fill(answers.start);
  if (answers.end !== undefined) await page.getByLabel("Injunction end date").fill(answers.end);
  if (answers.order) await page.getByLabel("Court order").setInputFiles(COURT_ORDER);
}

/** From the list, the injunction against `companyNumber`: its page. */
async function openInjunction(page: Page, companyNumber: string): Promise<void> {
  await page.goto("/admin/injunctions");
  await page.getByRole("link", { name: companyNumber, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Company ${companyNumber}` })).toBeVisible();
}

export async function aPetitionIsBlockedInRangeAndAllowedOutOfIt(
  page: Page,
  testInfo: TestInfo,
): Promise<void> {
  const companyNumber = aCompanyNumber();
  const { draftUrl, placer } = await aPetitionReadyToSubmit(page, testInfo, companyNumber);

  // The account admin records the injunction: bad answers first.
  await signInAsAccountAdmin(page);
  await page.goto("/my-gazette");
  await page.getByRole("link", { name: "Court injunctions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Court injunctions" })).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByRole("link", { name: "Record a court injunction" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Record a court injunction" })).toBeVisible();
  await checkAxe(page, testInfo);
  // The placeholder sent as a value (as the real service's old scripts did) is an empty date.
  await fillInjunction(page, { start: "dd/mm/yyyy" });
  await record(page);
  await expectError(page, "Enter the company number");
  await expectError(page, "Select the register title");
  await expect(page.getByRole("alert").getByRole("link", { name: "This field is required." })).toHaveCount(2);
  await expectError(page, "Select the court order to upload");
  await expect(page.getByLabel("Injunction start date")).toHaveValue("dd/mm/yyyy");
  await checkAxe(page, testInfo);
  await fillInjunction(page, {
    companyNumber,
    register: "Register of Companies for England and Wales",
    start: daysFromNow(20),
    end: daysFromNow(10),
    order: true,
  });
  await record(page);
  await expectError(page, "Please enter a from date which is before the to date");
  await fillInjunction(page, { start: daysFromNow(-2), end: daysFromNow(30), order: true });
  await record(page);
  await expect(page).toHaveURL(/\/admin\/injunctions$/);
  await expect(
    page.getByText(`The court injunction against company ${companyNumber} has been recorded.`),
  ).toBeVisible();
  const row = page.locator("tr", { hasText: companyNumber });
  await expect(row).toContainText("In force");
  await checkAxe(page, testInfo);

  // In range: the firm's petition is refused at "Add to basket", and stays a draft.
  await signInAs(page, placer);
  await page.goto(`${draftUrl}/preview`);
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByRole("alert")).toContainText(
    `A court injunction stops petitions about company ${companyNumber} from being published`,
  );
  await expect(page.getByRole("heading", { level: 1, name: "Preview your notice" })).toBeVisible();
  await checkAxe(page, testInfo);
  const draftId = draftUrl.split("/").at(-1)!;
  await page.goto("/my-gazette/draft");
  await expect(page.locator("main")).toContainText("GUARDED TIN WORKS LIMITED");

  // The admin changes the dates to begin later: the petition, out of range now, goes through.
  await signInAsAccountAdmin(page);
  await openInjunction(page, companyNumber);
  await checkAxe(page, testInfo);
  await page.getByLabel("Injunction start date").fill(daysFromNow(60));
  await page.getByLabel("Injunction end date").fill(daysFromNow(90));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The court injunction has been changed.")).toBeVisible();
  await expect(page.locator(".govuk-summary-list")).toContainText("Not yet in force");
  await expect(page.getByRole("link", { name: "Sealed order.pdf" })).toBeVisible();

  await signInAs(page, placer);
  await page.goto(`${draftUrl}/preview`);
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expectInBasketThenPending(
    page,
    draftId,
    "Petitions to Wind Up (Companies)",
    "GUARDED TIN WORKS LIMITED",
  );
}

export async function anAccountAdminEndsAnInjunction(page: Page, testInfo: TestInfo): Promise<void> {
  const companyNumber = aCompanyNumber();
  await signInAsAccountAdmin(page);
  await page.goto("/admin/injunctions/new");
  await fillInjunction(page, {
    companyNumber,
    register: "Register of Companies for Scotland",
    start: daysFromNow(-1),
    end: daysFromNow(5),
    order: true,
  });
  await record(page);
  await expect(page.locator("tr", { hasText: companyNumber })).toContainText("In force");
  await openInjunction(page, companyNumber);
  // The court order comes back as an attachment, the same bytes.
  const download = await page.request.get(
    (await page.getByRole("link", { name: "Sealed order.pdf" }).getAttribute("href"))!,
  );
  expect(download.headers()["content-disposition"]).toContain("attachment");
  expect(Buffer.from(await download.body()).equals(COURT_ORDER.buffer)).toBe(true);
  await page.getByRole("link", { name: "End this injunction" }).click();
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: `End the court injunction against company ${companyNumber}?`,
    }),
  ).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Yes, end the injunction" }).click();
  await expect(page.getByText("The court injunction has been ended.")).toBeVisible();
  await expect(
    page.getByText("This injunction has been ended, so it can no longer be changed."),
  ).toBeVisible();
  await page.goto("/admin/injunctions");
  const ended = page.locator("table", { has: page.getByText("Ended injunctions") });
  await expect(ended.locator("tr", { hasText: companyNumber })).toContainText("Ended");
  // A firm's person is not let in.
  const firm = await createUser(page.request, {
    role: "account-owner",
    organisation: { name: `Nosy ${stamp()} LLP` },
  });
  await signInAs(page, firm.email);
  expect((await page.request.get("/admin/injunctions")).status()).toBe(403);
}
