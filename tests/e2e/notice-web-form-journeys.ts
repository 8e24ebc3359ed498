/**
 * The 2903 Deceased Estates web form (issue 12 point 2), in both projects: a solicitors' firm starts a
 * notice from its type's page, answers the task list's sections page by page (each refusing bad answers
 * with its message first), leaves and resumes the draft from its drafts, adds a second personal
 * representative and removes it, checks its answers, changes one, previews the notice as it will be
 * published and submits it. axe on every page, as the project's browser sees it.
 */

import { createUser, signInAs } from "./accounts.ts";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutPageScripts } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";

export async function checkAxe(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.use.javaScriptEnabled === false) await expectNoAxeViolationsWithoutPageScripts(page);
  else await expectNoAxeViolations(page);
}

export const stamp = () => Math.random().toString(36).slice(2, 8);

export async function expectError(page: Page, message: string): Promise<void> {
  await expect(page.getByRole("alert").getByRole("link", { name: message })).toBeVisible();
}

/** With JavaScript the address fields wait behind the finder until asked for. */
export async function openAddress(page: Page, testInfo: TestInfo, finderName: string): Promise<void> {
  if (testInfo.project.use.javaScriptEnabled === false) return;
  await page.getByRole("button", { name: `Enter the address manually (${finderName})` }).click();
}

export const saveAndContinue = (page: Page) =>
  page.getByRole("button", { name: "Save and continue" }).click();

/** "Add to basket" leads to the checkout with the notice as its one line; the notice is pending, submitted. */
export async function expectInBasketThenPending(
  page: Page,
  id: string | number,
  typeName: string,
  title: string,
) {
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(`Notice ${id} is in your basket`)).toBeVisible();
  await expect(page.locator("main")).toContainText(`${typeName} notice ${id} (The London Gazette)`);
  await page.goto("/my-gazette/pending");
  await expect(page.locator(`tr[data-notice-id="${id}"]`)).toContainText(title);
  await expect(page.locator(`tr[data-notice-id="${id}"]`)).toContainText("Submitted");
}

export async function task(page: Page, name: string): Promise<string> {
  const row = page.locator(".govuk-task-list__item", { hasText: name });
  return (await row.locator(".govuk-task-list__status").innerText()).trim();
}

export async function aFirmPlacesADeceasedEstatesNotice(page: Page, testInfo: TestInfo): Promise<void> {
  const owner = await createUser(page.request, {
    role: "account-owner",
    name: "Wendy Wills",
    organisation: { name: `Wills ${stamp()} Solicitors LLP` },
    placingCapacities: ["solicitor"],
  });
  await signInAs(page, owner.email);
  await page.goto("/my-gazette/place-notice/london/2903/online-form");
  await page.getByRole("button", { name: "Start now" }).click();

  await expect(page).toHaveURL(/\/my-gazette\/draft\/\d+$/);
  const draftUrl = page.url();
  const draftId = draftUrl.split("/").at(-1)!;
  await expect(page.getByRole("heading", { level: 1, name: "Place a notice" })).toBeVisible();
  expect(await task(page, "The person who has died")).toBe("Not yet started");
  expect(await task(page, "Check your answers")).toBe("Cannot start yet");
  await expect(page.getByRole("link", { name: /Check your answers/ })).toHaveCount(0);
  await checkAxe(page, testInfo);

  // The person who has died: nothing given is refused, with the page's messages.
  await page.getByRole("link", { name: "The person who has died" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Who has died?" })).toBeVisible();
  await saveAndContinue(page);
  await expectError(page, "Enter the first names of the person who has died");
  await expectError(page, "Enter the surname of the person who has died");
  // The title says so where scripts run (a route's meta cannot see an action's answer; see use-error-title.ts).
  if (testInfo.project.use.javaScriptEnabled !== false) await expect(page).toHaveTitle(/^Error: /);
  await checkAxe(page, testInfo);
  await page.getByLabel("First names").fill("Ambrose John");
  await page.getByLabel("Surname").fill("Quillfeather");
  await page.getByLabel("Other names they were known by (optional)").fill("Jack Quillfeather");
  await page.getByLabel("Occupation (optional)").fill("Retired clockmaker");
  await saveAndContinue(page);

  // The date of death: not a real date, then one in the future, then a real one.
  await expect(page.getByRole("heading", { level: 1, name: "When did they die?" })).toBeVisible();
  await page.getByLabel("Date of death", { exact: true }).fill("31/02/2026");
  await saveAndContinue(page);
  await expectError(page, "Enter the date of death as a real date, day/month/year, for example 27/03/2026");
  await page.getByLabel("Date of death", { exact: true }).fill("01/01/2099");
  await saveAndContinue(page);
  await expectError(page, "The date of death must be today or in the past");
  await page.getByLabel("Date of death", { exact: true }).fill("14/09/2026");
  await saveAndContinue(page);

  // The address: a postcode with a country abroad is refused; the UK address is kept.
  await expect(page.getByRole("heading", { level: 1, name: "What was their address?" })).toBeVisible();
  await checkAxe(page, testInfo);
  await openAddress(page, testInfo, "last address of the person who has died");
  await page.locator("#addressLine1").fill("7 Harbour Row");
  await page.locator("#addressCity").fill("Whitby");
  await page.locator("#addressPostcode").fill("YO21 3PU");
  await page.locator("#addressCountry").fill("France");
  await saveAndContinue(page);
  await expectError(
    page,
    "Leave the postcode empty for an address outside the UK: put its postal code in the address lines",
  );
  await page.locator("#addressCountry").fill("");
  await saveAndContinue(page);

  // Back at the task list: the first section is done. Leave, and resume from the drafts list.
  await expect(page).toHaveURL(draftUrl);
  expect(await task(page, "The person who has died")).toBe("Completed");
  await page.goto("/my-gazette/draft");
  await page.getByRole("link", { name: "Ambrose John QUILLFEATHER", exact: true }).click();
  await expect(page).toHaveURL(draftUrl);

  // Personal representatives: the first, a second, then the second removed.
  await page.getByRole("link", { name: "Personal representatives" }).click();
  await expect(page).toHaveURL(new RegExp(`/draft/${draftId}/personal-representative$`));
  await expect(page.getByRole("heading", { level: 1, name: "Personal representative 1" })).toBeVisible();
  await page.getByLabel("Full name").fill("Wendy Wills");
  await page.getByLabel("Firm (optional)").fill("Wills & Co Solicitors");
  await page.getByLabel("Reference (optional)").fill("WW/QUI/1");
  await openAddress(page, testInfo, "address for claims");
  await page.locator("#repLine1").fill("2 Bridge Street");
  await page.locator("#repCity").fill("Whitby");
  await page.locator("#repPostcode").fill("YO22 4BG");
  await page.getByLabel("Telephone number (optional)").fill("01947 600 100");
  await page.getByLabel("Email address (optional)").fill("not an address");
  await saveAndContinue(page);
  await expectError(page, "Please enter a valid email address.");
  await page.getByLabel("Email address (optional)").fill("wendy@wills.example");
  await saveAndContinue(page);

  await expect(page.getByRole("heading", { level: 1, name: "Personal representatives" })).toBeVisible();
  await expect(page.locator(".govuk-summary-card")).toHaveCount(1);
  await checkAxe(page, testInfo);
  await page.getByRole("link", { name: "Add another personal representative" }).click();
  await page.getByLabel("Full name").fill("Basil Quillfeather");
  await openAddress(page, testInfo, "address for claims");
  await page.locator("#repLine1").fill("9 Church Lane");
  await page.locator("#repCity").fill("Scarborough");
  await saveAndContinue(page);
  await expect(page.locator(".govuk-summary-card")).toHaveCount(2);
  await page.getByRole("button", { name: "Remove personal representative 2" }).click();
  await expect(page.locator(".govuk-summary-card")).toHaveCount(1);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(draftUrl);
  expect(await task(page, "Personal representatives")).toBe("Completed");
  await page.getByRole("link", { name: "Claims against the estate" }).click();

  // The claims deadline: offered at two months and a day after publication; sooner is refused.
  await expect(
    page.getByRole("heading", { level: 1, name: "By what date must claims be made?" }),
  ).toBeVisible();
  const offered = await page.getByLabel("Date").inputValue();
  expect(offered).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  await page.getByLabel("Date").fill("01/12/2026");
  await saveAndContinue(page);
  await expectError(
    page,
    `The date for claims must be at least two months and a day after the notice is published: ${offered} or later`,
  );
  await page.getByLabel("Date").fill(offered);
  await saveAndContinue(page);

  await expect(page).toHaveURL(draftUrl);
  for (const section of ["The person who has died", "Personal representatives", "Claims against the estate"])
    expect(await task(page, section)).toBe("Completed");
  await checkAxe(page, testInfo);

  // Check your answers, change one, and see the notice.
  await page.getByRole("link", { name: "Check your answers and preview the notice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your answers" })).toBeVisible();
  await expect(page.locator(".govuk-summary-list")).toContainText(["Retired clockmaker"]);
  await checkAxe(page, testInfo);
  await page.getByRole("link", { name: "Change occupation" }).click();
  await page.getByLabel("Occupation (optional)").fill("Clockmaker");
  const changePage = page.url();
  await saveAndContinue(page);
  // The save has been answered (the page moved on) before the next address is asked for: going there at
  // once could abort the save's request on a slow machine.
  await expect(page).not.toHaveURL(changePage);
  await page.goto(`${draftUrl}/check-answers`);
  await expect(page.locator("main")).toContainText("Clockmaker");
  await expect(page.locator("main")).not.toContainText("Retired clockmaker");

  await page.getByRole("link", { name: "Preview the notice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Preview your notice" })).toBeVisible();
  const preview = page.locator("#notice-preview");
  await expect(preview.getByRole("heading", { name: "Ambrose John QUILLFEATHER" })).toBeVisible();
  await expect(preview).toContainText("section 27 of the Trustee Act 1925");
  await expect(preview).toContainText("Date of death: 14 September 2026");
  await expect(preview).toContainText(
    "Wills & Co Solicitors (Wendy Wills), 2 Bridge Street, Whitby, YO22 4BG",
  );
  await expect(page.locator("#notice-fee")).toContainText("including VAT");
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Add to basket" }).click();

  // Submitted and in the basket, at its fee, then among the pending notices; its pages take no more answers.
  await expectInBasketThenPending(page, draftId, "Deceased Estates", "Ambrose John QUILLFEATHER");
  const stale = await page.request.get(`${draftUrl}/deceased`);
  expect(stale.status()).toBe(409);
}

/** Someone else's draft is not there for another account, and a made-up page of a draft is not found. */
export async function aStrangerCannotSeeTheDraft(page: Page, testInfo: TestInfo): Promise<void> {
  const owner = await createUser(page.request, {
    role: "account-owner",
    name: "Owen Other",
    organisation: { name: `Other ${stamp()} Solicitors LLP` },
    placingCapacities: ["solicitor"],
  });
  await signInAs(page, owner.email);
  await page.goto("/my-gazette/place-notice/edinburgh/2903/online-form");
  await page.getByRole("button", { name: "Start now" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/draft\/\d+$/);
  const draftUrl = page.url();
  expect((await page.request.get(`${draftUrl}/no-such-question`)).status()).toBe(404);

  const stranger = await createUser(page.request, {
    role: "account-owner",
    name: "Stella Stranger",
    organisation: { name: `Stranger ${stamp()} Solicitors LLP` },
    placingCapacities: ["solicitor"],
  });
  await signInAs(page, stranger.email);
  const response = await page.goto(draftUrl);
  expect(response?.status()).toBe(404);
  await checkAxe(page, testInfo);
}

export const ddmmyyyy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, "0")}/${String(date.getUTCMonth() + 1).padStart(2, "0")}/${date.getUTCFullYear()}`;
export const daysFromNow = (days: number) => ddmmyyyy(new Date(Date.now() + days * 86_400_000));

/**
 * A 2450 petition to wind up: court, company (a number the register does not know: a warning, and the
 * notice goes on), petitioner, representative, and a hearing too soon for the statutory 7 business days
 * refused before a later one is taken; the preview prints the hearing and the last day to appear.
 */
export async function aFirmPlacesAPetitionToWindUp(page: Page, testInfo: TestInfo): Promise<void> {
  const owner = await createUser(page.request, {
    role: "account-owner",
    name: "Percy Petition",
    organisation: { name: `Petition ${stamp()} Solicitors LLP` },
    placingCapacities: ["solicitor"],
  });
  await signInAs(page, owner.email);
  await page.goto("/my-gazette/place-notice/london/2450/online-form");
  await page.getByRole("button", { name: "Start now" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/draft\/\d+$/);
  const draftUrl = page.url();
  const draftId = draftUrl.split("/").at(-1)!;

  await page.getByRole("link", { name: "The court and the case" }).click();
  // Nothing given: the server's message for each missing field.
  await saveAndContinue(page);
  await expectError(page, "Enter the name of the court");
  await expectError(page, "Enter the case number");
  await expectError(page, "Enter the year of the case as four digits");
  await checkAxe(page, testInfo);
  await page
    .getByLabel("Court", { exact: true })
    .fill("High Court of Justice, Business and Property Courts of England and Wales");
  await page.getByLabel("Case number").fill("CR-2026-004711");
  await page.getByLabel("Year of the case").fill("26");
  await saveAndContinue(page);
  await expectError(page, "Enter the year of the case as four digits");
  await page.getByLabel("Year of the case").fill("2026");
  await saveAndContinue(page);

  await page.getByRole("link", { name: "The company" }).click();
  await saveAndContinue(page);
  await expectError(page, "Enter the name of the company");
  await expectError(page, "Enter the company number");
  await expectError(page, "Enter the first line of the address");
  await page.getByLabel("Company name").fill("Brass Kettle Trading Limited");
  await page.getByLabel("Company number").fill("9 9 9 9 9 9 9 8");
  await openAddress(page, testInfo, "registered office");
  await page.locator("#officeLine1").fill("4 Copper Yard");
  await page.locator("#officeCity").fill("Sheffield");
  await page.locator("#officePostcode").fill("S1 2GU");
  await checkAxe(page, testInfo);
  await saveAndContinue(page);

  await expect(page).toHaveURL(draftUrl);
  await page.getByRole("link", { name: "The petition and the petitioner" }).click();
  await page.getByLabel("Date the petition was presented").fill(daysFromNow(-10));
  await page.getByLabel("Name of the petitioner").fill("The Commissioners for HM Revenue and Customs");
  await openAddress(page, testInfo, "petitioner's address");
  await page.locator("#petitionerLine1").fill("Ralli Quays, 3 Stanley Street");
  await page.locator("#petitionerCity").fill("Salford");
  await page.locator("#petitionerPostcode").fill("M60 9LA");
  await saveAndContinue(page);
  await expect(page.getByRole("heading", { level: 1, name: "Who represents the petitioner?" })).toBeVisible();
  await page.getByLabel("Full name").fill("Priya Patel");
  await page.getByLabel("Firm (optional)").fill("Petition Solicitors LLP");
  await openAddress(page, testInfo, "representative's address");
  await page.locator("#repLine1").fill("1 Court Row");
  await page.locator("#repCity").fill("Leeds");
  await saveAndContinue(page);

  await expect(page).toHaveURL(draftUrl);
  await page.getByRole("link", { name: "The hearing" }).click();
  // The court is offered from the case's.
  await expect(page.getByLabel("Court", { exact: true })).toHaveValue(/^High Court of Justice/);
  await page.getByLabel("Date", { exact: true }).fill(daysFromNow(1));
  await page.getByLabel("Time").fill("10.30am");
  await openAddress(page, testInfo, "court's address");
  await page.locator("#hearingLine1").fill("Rolls Building, Fetter Lane");
  await page.locator("#hearingCity").fill("London");
  await page.locator("#hearingPostcode").fill("EC4A 1NL");
  await saveAndContinue(page);
  await expectError(page, "Wrong time format");
  await expect(page.getByRole("alert")).toContainText(
    "The petition must be advertised at least 7 business days before it is heard",
  );
  await checkAxe(page, testInfo);
  await page.getByLabel("Date", { exact: true }).fill(daysFromNow(35));
  await page.getByLabel("Time").fill("10:30");
  await saveAndContinue(page);

  await expect(page).toHaveURL(draftUrl);
  await page.getByRole("link", { name: "Check your answers and preview the notice" }).click();
  await expect(page.locator(".govuk-warning-text")).toContainText(
    "Company number 99999998 has not been verified",
  );
  await expect(page.locator(".govuk-summary-list").first()).toContainText("CR-2026-004711 of 2026");
  await page.getByRole("link", { name: "Preview the notice" }).click();
  const preview = page.locator("#notice-preview");
  await expect(preview.getByRole("heading", { name: "BRASS KETTLE TRADING LIMITED" })).toBeVisible();
  await expect(preview).toContainText("(Company Number 99999998)");
  await expect(preview).toContainText("at 10.30 am (or as soon thereafter as the Petition can be heard)");
  await expect(preview).toContainText(
    "Rule 7.14 of the Insolvency (England and Wales) Rules 2016 by 1600 hours on",
  );
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expectInBasketThenPending(
    page,
    draftId,
    "Petitions to Wind Up (Companies)",
    "BRASS KETTLE TRADING LIMITED",
  );
}

/** Answers every section of a 2903 draft's web form, from its task list, with good answers. */
export async function answerTheDeceasedEstateForm(
  page: Page,
  testInfo: TestInfo,
  draftUrl: string,
): Promise<void> {
  await page.goto(draftUrl);
  await page.getByRole("link", { name: "The person who has died" }).click();
  await page.getByLabel("First names").fill("Edith Mary");
  await page.getByLabel("Surname").fill("Holloway");
  await saveAndContinue(page);
  await page.getByLabel("Date of death", { exact: true }).fill(daysFromNow(-40));
  await saveAndContinue(page);
  await openAddress(page, testInfo, "last address of the person who has died");
  await page.locator("#addressLine1").fill("12 Orchard Close");
  await page.locator("#addressCity").fill("Taunton");
  await page.locator("#addressPostcode").fill("TA1 1AA");
  await saveAndContinue(page);
  await page.getByRole("link", { name: "Personal representatives" }).click();
  await page.getByLabel("Full name").fill("Harold Holloway");
  await openAddress(page, testInfo, "address for claims");
  await page.locator("#repLine1").fill("3 Mill Street");
  await page.locator("#repCity").fill("Taunton");
  await saveAndContinue(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("link", { name: "Claims against the estate" }).click();
  await saveAndContinue(page);
  await expect(page).toHaveURL(draftUrl);
}

/**
 * Spec §7: the notice-creation pages load /assets/formFramework.js, and with it a POST form sent twice
 * within a second goes once (a double click on "Start now" or "Add to basket").
 */
export async function theFormFrameworkGuardsADoubleSend(page: Page): Promise<void> {
  const owner = await createUser(page.request, {
    role: "account-owner",
    name: "Dora Double",
    organisation: { name: `Double ${stamp()} Solicitors LLP` },
    placingCapacities: ["solicitor"],
  });
  await signInAs(page, owner.email);
  const script = await page.request.get("/assets/formFramework.js");
  expect(script.status()).toBe(200);
  expect(script.headers()["content-type"]).toContain("text/javascript");
  await page.goto("/my-gazette/place-notice/london/2903/online-form");
  await expect(page.locator('script[src="/assets/formFramework.js"]')).toHaveCount(1);
  const prevented = await page.evaluate(async () => {
    // The script may still be loading: wait for it, then send a form twice.
    for (
      let i = 0;
      i < 50 && !performance.getEntriesByName(`${location.origin}/assets/formFramework.js`).length;
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
    const form = document.createElement("form");
    form.method = "post";
    form.action = "/nowhere";
    document.body.append(form);
    const sends = [0, 1].map(() => {
      const event = new SubmitEvent("submit", { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    });
    form.remove();
    return sends;
  });
  // The first send goes (nothing stops it), the second, at once after, is held back.
  expect(prevented).toEqual([false, true]);
}
