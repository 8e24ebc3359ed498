/**
 * The personal insolvency web forms (2503 Bankruptcy orders, 2510 Notice of dividends), in both projects:
 * an insolvency firm that is also an official receiver's office places a bankruptcy order (an order before
 * its petition and a creditor's petition without its petitioner refused first) and a notice of dividends
 * (a dividend paid before it was declared and a bad practitioner number refused), each from its type's
 * page through the task list, check your answers and the preview to the basket. axe on every new page kind.
 */

import { createUser, signInAs } from "./accounts.ts";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutPageScripts } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";
import { expectInBasketThenPending } from "./notice-web-form-journeys.ts";

async function checkAxe(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.use.javaScriptEnabled === false) await expectNoAxeViolationsWithoutPageScripts(page);
  else await expectNoAxeViolations(page);
}

const stamp = () => Math.random().toString(36).slice(2, 8);
const saveAndContinue = (page: Page) => page.getByRole("button", { name: "Save and continue" }).click();
const ddmmyyyy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, "0")}/${String(date.getUTCMonth() + 1).padStart(2, "0")}/${date.getUTCFullYear()}`;
const daysFromNow = (days: number) => ddmmyyyy(new Date(Date.now() + days * 86_400_000));

async function expectError(page: Page, message: string): Promise<void> {
  await expect(page.getByRole("alert").getByRole("link", { name: message })).toBeVisible();
}

/** With JavaScript the address fields wait behind the finder until asked for. */
async function openAddress(page: Page, testInfo: TestInfo, finderName: string): Promise<void> {
  if (testInfo.project.use.javaScriptEnabled === false) return;
  await page.getByRole("button", { name: `Enter the address manually (${finderName})` }).click();
}

async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [id, value] of Object.entries(values)) await page.locator(`#${id}`).fill(value);
}

async function start(page: Page, code: string): Promise<{ draftUrl: string; draftId: string }> {
  await page.goto(`/my-gazette/place-notice/london/${code}/online-form`);
  await page.getByRole("button", { name: "Start now" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/draft\/\d+$/);
  const draftUrl = page.url();
  return { draftUrl, draftId: draftUrl.split("/").at(-1)! };
}

/** The court and the bankrupt, as both forms ask them; ends back at the task list. */
async function courtAndBankrupt(page: Page, testInfo: TestInfo, draftUrl: string, checkPages: boolean) {
  await page.getByRole("link", { name: "The court and the case" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Which court is the bankruptcy in?" }),
  ).toBeVisible();
  await fill(page, { courtName: "County Court at Leeds", caseNumber: "BR-2026-000471", caseYear: "26" });
  await saveAndContinue(page);
  await expectError(page, "Enter the year of the case as four digits");
  if (checkPages) await checkAxe(page, testInfo);
  await fill(page, { caseYear: "2026" });
  await saveAndContinue(page);
  await expect(page).toHaveURL(draftUrl);

  await page.getByRole("link", { name: "The bankrupt" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Who is the bankrupt?" })).toBeVisible();
  await saveAndContinue(page);
  await expectError(page, "Enter the first names of the bankrupt");
  await expectError(page, "Enter the surname of the bankrupt");
  if (checkPages) await checkAxe(page, testInfo);
  await fill(page, {
    title: "Mr",
    forenames: "Ambrose John",
    surname: "Quillfeather",
    aliases: "trading as Quill Joinery",
    occupation: "Joiner",
    dateOfBirth: "02/03/1970",
  });
  await saveAndContinue(page);

  await expect(
    page.getByRole("heading", { level: 1, name: "What is the bankrupt's address?" }),
  ).toBeVisible();
  if (checkPages) await checkAxe(page, testInfo);
  await openAddress(page, testInfo, "bankrupt's address");
  await fill(page, { addressLine1: "12 Quillfield Road", addressCity: "Leeds", addressPostcode: "LS1 4AB" });
  await saveAndContinue(page);
  await expect(page).toHaveURL(draftUrl);
}

export async function anOfficialReceiverPlacesABankruptcyOrder(page: Page, testInfo: TestInfo) {
  const owner = await createUser(page.request, {
    role: "account-owner",
    name: "Olive Receiver",
    organisation: { name: `Receivers ${stamp()} Office` },
    placingCapacities: ["official-receiver", "insolvency-practitioner"],
  });
  await signInAs(page, owner.email);
  const { draftUrl, draftId } = await start(page, "2503");
  await checkAxe(page, testInfo);
  await courtAndBankrupt(page, testInfo, draftUrl, true);

  // The petition and the order: the order before the petition, then a creditor's petition without its
  // petitioner, are refused.
  await page.getByRole("link", { name: "The petition and the order" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "What was the petition and when was the order made?" }),
  ).toBeVisible();
  await page.getByRole("radio", { name: "A creditor's" }).check();
  await fill(page, { petitionFiledOn: daysFromNow(-20), orderDate: daysFromNow(-30), orderTime: "14:05" });
  await saveAndContinue(page);
  await expectError(page, "The order must be on or after the date the petition was filed");
  await fill(page, { orderDate: daysFromNow(-3) });
  await saveAndContinue(page);
  await expectError(page, "Enter the name of the creditor who petitioned");
  await expectError(page, "Enter the address of the creditor who petitioned");
  await checkAxe(page, testInfo);
  await fill(page, { petitionerName: "HM Revenue & Customs" });
  await openAddress(page, testInfo, "petitioner's address");
  await fill(page, {
    petitionerLine1: "Ralli Quays, 3 Stanley Street",
    petitionerCity: "Salford",
    petitionerPostcode: "M60 9LA",
  });
  await saveAndContinue(page);
  await expect(page).toHaveURL(draftUrl);

  await page.getByRole("link", { name: "The official receiver" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Who is the official receiver?" })).toBeVisible();
  await fill(page, {
    name: "Olive Receiver",
    office: "Public Interest Unit (Leeds)",
    email: "not an address",
  });
  await openAddress(page, testInfo, "official receiver's address");
  await fill(page, { receiverLine1: "1 City Square", receiverCity: "Leeds", receiverPostcode: "LS1 2ES" });
  await saveAndContinue(page);
  await expectError(page, "Please enter a valid email address.");
  await checkAxe(page, testInfo);
  await fill(page, { email: "leeds.or@insolvency.example" });
  await saveAndContinue(page);
  await expect(page).toHaveURL(draftUrl);

  await page.getByRole("link", { name: "Check your answers and preview the notice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your answers" })).toBeVisible();
  await expect(page.locator("main")).toContainText("BR-2026-000471");
  await expect(page.locator("main")).toContainText("HM Revenue & Customs, Ralli Quays, 3 Stanley Street");
  await checkAxe(page, testInfo);
  await page.getByRole("link", { name: "Preview the notice" }).click();
  const preview = page.locator("#notice-preview");
  await expect(preview.getByRole("heading", { name: "Ambrose John QUILLFEATHER" })).toBeVisible();
  await expect(preview).toContainText(
    "QUILLFEATHER, Ambrose John (Mr), Joiner, of 12 Quillfield Road, Leeds, LS1 4AB",
  );
  await expect(preview).toContainText("Time of bankruptcy order: 2.05 pm");
  await expect(preview).toContainText("Whether debtor's or creditor's petition: Creditor's");
  await expect(preview).toContainText(
    "Olive Receiver, Official Receiver, Public Interest Unit (Leeds), 1 City Square, Leeds, LS1 2ES, email leeds.or@insolvency.example. Capacity of office holder: Receiver and Manager.",
  );
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expectInBasketThenPending(page, draftId, "Bankruptcy Orders", "Ambrose John QUILLFEATHER");
}

export async function aTrusteePlacesANoticeOfDividends(page: Page, testInfo: TestInfo) {
  const owner = await createUser(page.request, {
    role: "account-owner",
    name: "Maud Ottersby",
    organisation: { name: `Ottersby ${stamp()} Recovery LLP` },
    placingCapacities: ["insolvency-practitioner"],
  });
  await signInAs(page, owner.email);
  const { draftUrl, draftId } = await start(page, "2510");
  expect(
    await page
      .locator(".govuk-task-list__item", { hasText: "The dividend" })
      .locator(".govuk-task-list__status")
      .innerText(),
  ).toBe("Not yet started");
  await courtAndBankrupt(page, testInfo, draftUrl, false);

  await page.getByRole("link", { name: "The dividend" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "What dividend was declared?" })).toBeVisible();
  await page.getByRole("radio", { name: "Interim" }).check();
  await fill(page, { amount: "£1.50", declaredOn: daysFromNow(-5), paidOn: daysFromNow(-6) });
  await saveAndContinue(page);
  await expectError(page, "Enter the dividend in pence in the pound, from 0 to 100, such as 12.5");
  await fill(page, { amount: "12.5" });
  await saveAndContinue(page);
  await expectError(page, "The dividend cannot be paid before it is declared");
  await checkAxe(page, testInfo);
  const paidOn = daysFromNow(20);
  await fill(page, { paidOn });
  await saveAndContinue(page);
  await expect(page).toHaveURL(draftUrl);

  await page.getByRole("link", { name: "The trustee" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Who is the trustee in bankruptcy?" }),
  ).toBeVisible();
  await fill(page, {
    name: "Maud Ottersby",
    ipNumber: "IP12",
    firm: "Ottersby Recovery LLP",
    telephone: "0113 496 0000",
    email: "maud@ottersby.example",
  });
  await openAddress(page, testInfo, "trustee's address");
  await fill(page, { trusteeLine1: "5 Park Row", trusteeCity: "Leeds", trusteePostcode: "LS1 5HD" });
  await saveAndContinue(page);
  await expectError(page, "Enter the trustee's insolvency practitioner number, 4 to 6 digits");
  await checkAxe(page, testInfo);
  await fill(page, { ipNumber: "9876" });
  await saveAndContinue(page);
  await expect(page).toHaveURL(draftUrl);

  await page.getByRole("link", { name: "Check your answers and preview the notice" }).click();
  await expect(page.locator("main")).toContainText("interim, 12.5p in the £");
  await page.getByRole("link", { name: "Preview the notice" }).click();
  const preview = page.locator("#notice-preview");
  await expect(preview.getByRole("heading", { name: "Ambrose John QUILLFEATHER" })).toBeVisible();
  await expect(preview).toContainText("a interim dividend of 12.5p in the £ was declared on");
  await expect(preview).toContainText("A further dividend may be declared.");
  await expect(preview).toContainText(
    "Further details contact: Maud Ottersby, Email: maud@ottersby.example, Tel: 0113 496 0000.",
  );
  await expect(preview).toContainText("Maud Ottersby, Trustee");
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expectInBasketThenPending(page, draftId, "Notice of Dividends", "Ambrose John QUILLFEATHER");
}
