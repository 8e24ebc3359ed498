/**
 * Company administration journeys, run with JavaScript and without: the company logo, adjusting payment
 * after a credit application, and a director claim, each through the account admin's decision.
 */

import sharp from "sharp";
import { createUser, signInAs, waitForEmail } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";

const IMAGE_TYPE_MESSAGE = "The selected file must be a PNG, JPG or GIF image.";
const NO_CREDIT = "To pay by account your organisation needs an approved credit application.";

const flash = (page: Page) => page.locator(".app-flash-message");
const errorSummary = (page: Page) => page.locator(".govuk-error-summary");

/** Scripts move focus to the error summary; a plain page cannot. */
async function expectSummaryFocused(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name !== "no-javascript") await expect(errorSummary(page)).toBeFocused();
}

/** The natural width of a loaded image (0 when the browser could not decode it). */
async function loadedWidth(page: Page, selector: string): Promise<number> {
  const image = page.locator(selector);
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete)).toBe(true);
  return image.evaluate((el: HTMLImageElement) => el.naturalWidth);
}

export async function logoNeedsApproval(page: Page, testInfo: TestInfo) {
  const organisation = `Logo ${Date.now()} Ltd`;
  const companyAdmin = await createUser(page.request, {
    role: "company-admin",
    name: "Lara Logo",
    organisation: { name: organisation },
  });
  const admin = await createUser(page.request, { role: "account-admin" });

  await signInAs(page, companyAdmin.email);
  await page.goto("/my-gazette/company");
  await expect(page.getByText("No logo yet.")).toBeVisible();
  await page.getByRole("link", { name: "Change the company logo" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Company logo" })).toBeVisible();
  await checkAxe(page, testInfo);

  // The type comes from the bytes, not the name.
  await page.getByLabel("Upload a logo").setInputFiles({
    name: "not-a-picture.png",
    mimeType: "image/png",
    buffer: Buffer.from("This is plain text, not a PNG."),
  });
  await page.getByRole("button", { name: "Send for approval" }).click();
  await expectSummaryFocused(page, testInfo);
  await expect(errorSummary(page).getByRole("link", { name: IMAGE_TYPE_MESSAGE })).toBeVisible();
  await expect(page.locator("#logo-error")).toContainText(IMAGE_TYPE_MESSAGE);
  await checkAxe(page, testInfo);

  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#1d70b8" } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Upload a logo")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Send for approval" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/company$/);
  await expect(flash(page)).toContainText("Your new company logo has been sent for approval.");
  await expect(page.getByText("A new logo is waiting for approval.")).toBeVisible();
  // Not shown before it is approved.
  await expect(page.getByText("No logo yet.")).toBeVisible();
  await checkAxe(page, testInfo);

  await signInAs(page, admin.email);
  await page.goto("/admin/approvals");
  const customisations = page.getByRole("region", { name: /Company customisation/ });
  await expect(customisations.getByRole("listitem").filter({ hasText: organisation })).toContainText(
    "New company logo",
  );
  await checkAxe(page, testInfo);
  await customisations.getByRole("link", { name: organisation }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Company customisation: ${organisation}` }),
  ).toBeVisible();
  expect(await loadedWidth(page, `img[alt="Proposed logo of ${organisation}"]`)).toBe(40);
  await checkAxe(page, testInfo);
  await page.getByLabel("Approve").check();
  await page.getByRole("button", { name: "Save decision" }).click();
  await expect(flash(page)).toHaveText("The request has been approved.");
  await expect(page.getByRole("link", { name: organisation })).toHaveCount(0);
  await waitForEmail(companyAdmin.email, "Your company logo has been approved");

  await signInAs(page, companyAdmin.email);
  await page.goto("/my-gazette/company");
  const logo = page.getByRole("img", { name: `Logo of ${organisation}` });
  await expect(logo).toHaveAttribute("src", /^\/my-gazette\/company\/images\/[1-9][0-9]*$/);
  expect(await loadedWidth(page, ".app-company-logo")).toBe(40);
  await expect(page.getByText("A new logo is waiting for approval.")).toHaveCount(0);
  const served = await page.request.get((await logo.getAttribute("src")) ?? "");
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(Buffer.compare(await served.body(), png)).toBe(0);
  await checkAxe(page, testInfo);
}

export async function accountPaymentNeedsCredit(page: Page, testInfo: TestInfo) {
  const organisation = `Credit ${Date.now()} Ltd`;
  const companyAdmin = await createUser(page.request, {
    role: "company-admin",
    name: "Carl Credit",
    organisation: { name: organisation },
  });
  const admin = await createUser(page.request, { role: "account-admin" });

  await signInAs(page, companyAdmin.email);
  await page.goto("/my-gazette/company");
  await expect(page.locator("#payment-method")).toHaveText("Current payment method: Card");
  await page.getByRole("link", { name: "Adjust payment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Adjust payment" })).toBeVisible();
  await expect(page.getByText(NO_CREDIT)).toBeVisible();
  await expect(page.getByRole("radio", { name: "Card", exact: true })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Account", exact: true })).toHaveCount(0);
  await checkAxe(page, testInfo);

  // A hand-made post cannot switch to account either.
  const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
  const forced = await page.request.post("/my-gazette/company/payment", {
    form: { _csrf: csrf, paymentMethod: "account" },
    maxRedirects: 0,
  });
  expect(forced.status()).toBe(400);
  expect(await forced.text()).toContain(NO_CREDIT);

  await page.getByRole("link", { name: "Apply for a credit account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Credit application" })).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByLabel("Trading name").fill("Credit Trading");
  await page.getByLabel("Billing contact email address").fill("not-an-address");
  await page.getByLabel("Expected monthly spend (£)").fill("lots");
  await page.getByRole("button", { name: "Send application" }).click();
  const summary = errorSummary(page);
  await expectSummaryFocused(page, testInfo);
  await expect(summary.getByRole("link", { name: "Please enter a valid email address." })).toBeVisible();
  await expect(summary.getByRole("link", { name: "Please enter a valid number." })).toBeVisible();
  await expect(summary.getByRole("link", { name: "Please check the terms and condition." })).toBeVisible();
  // Billing contact name, telephone and address are missing.
  await expect(summary.getByRole("link", { name: "This field is required." })).toHaveCount(3);
  await expect(page.getByLabel("Trading name")).toHaveValue("Credit Trading");
  await checkAxe(page, testInfo);

  const completeApplication = async () => {
    await page.getByLabel("Billing contact name").fill("Carl Credit");
    await page.getByLabel("Billing contact email address").fill("billing@example.test");
    await page.getByLabel("Billing contact telephone number").fill("020 7946 0000");
    await page.getByLabel("Billing address").fill("1 Ledger Lane\nLondon\nEC1A 1AA");
    await page.getByLabel("Expected monthly spend (£)").fill("250.50");
    await page.getByLabel("I accept the terms and conditions of credit accounts").check();
    await page.getByRole("button", { name: "Send application" }).click();
  };
  await completeApplication();
  await expect(flash(page)).toContainText("Your credit application has been sent.");
  await expect(page.getByText("Your credit application is waiting for a decision.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply for a credit account" })).toHaveCount(0);
  // Sent again from the form (a second tab, the back button): refused, one application still waits.
  await page.goto("/my-gazette/company/credit-application");
  await page.getByLabel("Trading name").fill("Credit Trading");
  await completeApplication();
  await expect(flash(page)).toContainText("Your credit application is already waiting for a decision.");
  await waitForEmail(admin.email, "A new credit application is waiting for a decision");

  await signInAs(page, admin.email);
  await page.goto("/admin/approvals");
  await page
    .getByRole("region", { name: /Credit applications/ })
    .getByRole("link", { name: organisation })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Credit application: ${organisation}` }),
  ).toBeVisible();
  await expect(page.getByText("billing@example.test")).toBeVisible();
  await expect(page.getByText("250.50")).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Save decision" }).click();
  await expect(errorSummary(page).getByRole("link", { name: "This field is required." })).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByLabel("Approve").check();
  await page.getByRole("button", { name: "Save decision" }).click();
  await expect(flash(page)).toHaveText("The credit application has been approved.");
  await waitForEmail(companyAdmin.email, "Your credit application has been approved");

  await signInAs(page, companyAdmin.email);
  await page.goto("/my-gazette/company");
  await expect(page.getByText("Your organisation has a credit account.")).toBeVisible();
  await page.getByRole("link", { name: "Adjust payment" }).click();
  await expect(page.getByText(NO_CREDIT)).toHaveCount(0);
  await page.getByRole("radio", { name: "Account", exact: true }).check();
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Save payment method" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/company$/);
  await expect(flash(page)).toBeVisible();
  await expect(page.locator("#payment-method")).toHaveText("Current payment method: Account (invoice)");
  await checkAxe(page, testInfo);
}

export async function directorClaimIsDecided(page: Page, testInfo: TestInfo) {
  const directorName = `Dana Director ${Date.now()}`;
  const claimant = await createUser(page.request, { role: "user", name: "Dana Claimant" });
  const admin = await createUser(page.request, { role: "account-admin" });

  const found = await page.request.get("/service/company-finder/data.json?companyname=limited");
  expect(found.status()).toBe(200);
  const companies = (await found.json()) as { companyname: string; companynumber: string }[];
  expect(companies.length).toBeGreaterThan(0);
  const companyNumber = companies[0]!.companynumber;

  await signInAs(page, claimant.email);
  await page.goto("/my-gazette/company/director-claim");
  await expect(page.getByRole("heading", { level: 1, name: "Claim to be a director" })).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByLabel("Company number").fill("99999998");
  await page.getByLabel("Director's full name").fill(directorName);
  await page.getByLabel("Service address line 1").fill("2 Board Street");
  await page.getByLabel("Town or city").fill("Leeds");
  await page.getByLabel("Postcode").fill("LS1 4AP");
  await page.getByRole("button", { name: "Send claim" }).click();
  await expectSummaryFocused(page, testInfo);
  await expect(
    errorSummary(page).getByRole("link", { name: "We could not find a company with this number." }),
  ).toBeVisible();
  await expect(page.getByLabel("Director's full name")).toHaveValue(directorName);
  await checkAxe(page, testInfo);

  await page.getByLabel("Company number").fill(companyNumber);
  await page.getByRole("button", { name: "Send claim" }).click();
  await expect(page).toHaveURL(/\/my-gazette$/);
  await expect(flash(page)).toContainText("Your director claim has been sent for approval.");

  await signInAs(page, admin.email);
  await page.goto("/admin/approvals");
  const claims = page.getByRole("region", { name: /Director claims/ });
  await expect(claims.getByRole("listitem").filter({ hasText: directorName })).toContainText(
    `Company ${companyNumber}, claimed by Dana Claimant`,
  );
  await claims.getByRole("link", { name: directorName }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Director claim: ${directorName}` }),
  ).toBeVisible();
  await expect(page.getByText(claimant.email)).toBeVisible();
  await expect(page.getByLabel("Company number")).toHaveValue(companyNumber);
  await checkAxe(page, testInfo);
  await page.getByLabel("Decline", { exact: true }).check();
  await page.getByRole("button", { name: "Save decision" }).click();
  await expect(errorSummary(page)).toContainText("Please enter the decline reason.");
  await checkAxe(page, testInfo);
  await page.getByLabel("Decline reason").fill("The register lists other directors.");
  await page.getByRole("button", { name: "Save decision" }).click();
  await expect(flash(page)).toHaveText("The request has been declined.");
  await expect(page.getByRole("link", { name: directorName })).toHaveCount(0);

  const mail = await waitForEmail(claimant.email, "Your director claim has been declined");
  expect(mail.text).toContain(`company ${companyNumber} has been declined`);
  expect(mail.text).toContain("Reason: The register lists other directors.");
}
