/** Company administration and approvals journeys, run with JavaScript and without. */

import { createUser, signInAs, waitForEmail } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";

const URL_MESSAGE = "URLs are not valid text to display. Please change your link text to plain English.";

async function submitStatement(page: Page, testInfo: TestInfo, html: string) {
  if (testInfo.project.name === "no-javascript") {
    await page.getByLabel("Company statement").fill(html);
  } else {
    // After a full-page answer the plain textarea shows until the script takes over: wait for the editor.
    await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    // The editor's HTML is what the hidden field sends; set it as typing and the link button would.
    await page.locator("#statement").evaluate((el, value) => {
      el.innerHTML = value;
      el.dispatchEvent(new Event("input", { bubbles: true }));
    }, html);
  }
  await page.getByRole("button", { name: "Send for approval" }).click();
}

export async function statementNeedsApproval(page: Page, testInfo: TestInfo) {
  const organisation = `Statement ${Date.now()} Ltd`;
  const companyAdmin = await createUser(page.request, {
    role: "company-admin",
    name: "Cara Company",
    organisation: { name: organisation },
  });
  const admin = await createUser(page.request, { role: "account-admin" });
  await signInAs(page, companyAdmin.email);
  await page.goto("/my-gazette/company");
  await expect(page.getByRole("heading", { level: 1, name: "My company" })).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByRole("link", { name: "Edit the company statement" }).click();
  if (testInfo.project.name !== "no-javascript") {
    await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    for (const label of ["Bold", "Italic", "Remove format", "Link"])
      await expect(page.getByRole("button", { name: label, exact: true })).toBeVisible();
  }
  await checkAxe(page, testInfo);

  await submitStatement(page, testInfo, `<p>${"abcdefghij ".repeat(61)}</p>`);
  await expect(page.locator(".govuk-error-summary")).toContainText("600 characters or fewer");
  // With scripts the summary marks the title as GOV.UK asks; the plain-HTML answer carries the route's title.
  if (testInfo.project.name !== "no-javascript") await expect(page).toHaveTitle(/^Error: /);
  await submitStatement(page, testInfo, '<p>See <a href="https://example.test/">www.example.com</a></p>');
  await expect(page.locator(".govuk-error-summary")).toContainText(URL_MESSAGE);
  await checkAxe(page, testInfo);
  await submitStatement(
    page,
    testInfo,
    '<p>We are <strong>licensed</strong> insolvency practitioners. <a href="https://example.test/">Our website</a></p>',
  );
  await expect(page.locator(".app-flash-message")).toContainText("sent for approval");
  await expect(page.getByText("A new statement is waiting for approval.")).toBeVisible();

  // The account admin needs a message to decline, then approves the statement.
  await signInAs(page, admin.email);
  await page.goto("/admin/approvals");
  await checkAxe(page, testInfo);
  await page
    .getByRole("region", { name: /Company customisation/ })
    .getByRole("link", { name: organisation })
    .click();
  await expect(page.locator(".app-company-statement")).toContainText("licensed");
  await checkAxe(page, testInfo);
  await page.getByLabel("Decline").check();
  await page.getByRole("button", { name: "Save decision" }).click();
  await expect(page.locator(".govuk-error-summary")).toContainText("Required.");
  await page.getByLabel("Approve").check();
  await page.getByLabel("Message to the company").fill("Thank you");
  await page.getByRole("button", { name: "Save decision" }).click();
  await expect(page.locator(".app-flash-message")).toContainText("approved");
  await waitForEmail(companyAdmin.email, "Your company statement has been approved");

  await signInAs(page, companyAdmin.email);
  await page.goto("/my-gazette/company");
  await expect(page.locator(".app-company-statement strong")).toHaveText("licensed");
  await expect(page.locator(".app-company-statement a")).toHaveAttribute("href", "https://example.test/");
}

export async function accountAdminDecidesCompanyAccounts(page: Page, testInfo: TestInfo) {
  const stamp = Date.now();
  const approved = await createUser(page.request, {
    role: "account-owner",
    organisation: { name: `Approve Me ${stamp} LLP`, status: "pending" },
  });
  const declined = await createUser(page.request, {
    role: "account-owner",
    organisation: { name: `Decline Me ${stamp} LLP`, status: "pending" },
  });
  // An owner who has not confirmed the address yet: nothing waits for a decision, however often the list is seen.
  await createUser(page.request, {
    role: "account-owner",
    status: "unconfirmed",
    organisation: { name: `Unconfirmed ${stamp} LLP`, status: "pending" },
  });
  const admin = await createUser(page.request, { role: "account-admin" });
  await signInAs(page, admin.email);

  await page.goto("/admin/approvals");
  await page.reload();
  await expect(page.getByRole("link", { name: `Unconfirmed ${stamp} LLP` })).toHaveCount(0);
  await page.getByRole("link", { name: `Approve Me ${stamp} LLP` }).click();
  await expect(page.getByText(approved.email)).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByLabel("Approve").check();
  await page.getByRole("button", { name: "Save decision" }).click();
  const summary = page.locator(".govuk-error-summary");
  await expect(summary.getByRole("link", { name: "This field is required." })).toHaveCount(2);
  await checkAxe(page, testInfo);
  await page.getByLabel("I have checked the company type and registration details").check();
  await page.getByLabel("I have checked the account owner's email address").check();
  await page.getByRole("button", { name: "Save decision" }).click();
  await expect(page.locator(".app-flash-message")).toHaveText("The request has been approved.");
  await waitForEmail(approved.email, "Your Gazette account has been approved");

  await page.getByRole("link", { name: `Decline Me ${stamp} LLP` }).click();
  // With scripts the link navigates in the page: its address changes only once the decision page is in.
  await expect(page).toHaveURL(/\/admin\/approvals\/\d+$/);
  // A second admin's tab open on the same request: its later, opposite decision must be refused.
  const other = await page.context().newPage();
  await other.goto(page.url());
  // With scripts, a radio ticked before hydration is reset by it: wait for the root's effect to have run.
  if (testInfo.project.name !== "no-javascript")
    await other.waitForFunction(() => document.body.classList.contains("js-enabled"));
  await page.getByLabel("Decline", { exact: true }).check();
  await page.getByRole("button", { name: "Save decision" }).click();
  await expect(summary).toContainText("Please enter the decline reason.");
  await page.getByLabel("Decline reason").fill("We could not verify the company.");
  await page.getByRole("button", { name: "Save decision" }).click();
  await expect(page.locator(".app-flash-message")).toHaveText("The request has been declined.");
  const mail = await waitForEmail(declined.email, "Your Gazette account has been declined");
  expect(mail.text).toContain("We could not verify the company.");
  await expect(page.getByRole("link", { name: `Decline Me ${stamp} LLP` })).toHaveCount(0);

  await other.bringToFront();
  await other.getByLabel("Approve").check();
  await other.getByLabel("I have checked the company type and registration details").check();
  await other.getByLabel("I have checked the account owner's email address").check();
  await other.getByRole("button", { name: "Save decision" }).click();
  await expect(other.locator(".govuk-error-summary")).toContainText("This request has already been decided.");
  await checkAxe(other, testInfo);
  await other.reload();
  await expect(other.getByText("This request has been declined.")).toBeVisible();
  await expect(other.getByRole("button", { name: "Save decision" })).toHaveCount(0);
  await other.close();
}
