import { linkIn, outboxMessages, uniqueEmail, waitForEmail } from "./accounts.ts";
import { expectNoAxeViolationsWithoutPageScripts as expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { expectErrors, fillAccountHolder, STRONG_PASSWORD } from "./registration-forms.ts";

/** Registration without JavaScript: plain GET steps and POST forms, every message from the server. */

test("choosing nothing on /register asks again", async ({ page }) => {
  await page.goto("/register");
  await page.getByRole("button", { name: "Continue" }).click();
  await expectErrors(page, { accountType: "This field is required." });
  await expect(page).toHaveTitle(/^Error: /);
  await expectNoAxeViolations(page);
  await page.getByLabel("An individual").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/register\/individual$/);
});

test("an individual's every bad answer gets its message, then registration and confirmation work", async ({
  page,
}) => {
  const email = uniqueEmail("nojs-individual");
  await page.goto("/register/individual");
  await expect(page.locator("#password-strength")).toHaveCount(0);
  await page.getByRole("button", { name: "Register" }).click();
  await expectErrors(page, {
    title: "This field is required.",
    firstName: "This field is required.",
    lastName: "This field is required.",
    email: "You must give your email address.",
    addressLine1: "This field is required.",
    password: "Enter your password.",
    "password-confirm": "Repeat your password.",
    terms: "Please check the terms and condition.",
  });
  await expectNoAxeViolations(page);

  await page.getByLabel("First name").fill("Nora");
  await page.getByLabel("Email address").fill("nora@");
  await page.getByLabel("Telephone (optional)", { exact: true }).fill("0207-946");
  await page.getByLabel("Postcode (optional)").fill("N1");
  await page.getByLabel("Password", { exact: true }).fill("weakpassword");
  await page.getByLabel("Repeat your password").fill("different");
  await page.getByRole("button", { name: "Register" }).click();
  await expectErrors(page, {
    title: "This field is required.",
    lastName: "This field is required.",
    email: "Please enter a valid email address.",
    telephone: "Please enter a valid telephone number.",
    addressLine1: "This field is required.",
    postcode: "Please enter a valid postcode.",
    password:
      "Your password must be 'strong' in order to proceed with your registration. Click on the help button for password criteria.",
    "password-confirm": "Enter the same password as above.",
    terms: "Please check the terms and condition.",
  });
  // What was typed comes back, except the passwords.
  await expect(page.getByLabel("First name")).toHaveValue("Nora");
  await expect(page.getByLabel("Email address")).toHaveValue("nora@");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

  await fillAccountHolder(page, { email, firstName: "Nora", lastName: "Script" });
  await page.getByLabel("Postcode (optional)").fill("N1 9GU");
  await page.getByLabel("Address line 1").fill("3 Quiet Street");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();

  const message = await waitForEmail(email, "Confirm your email address");
  await page.goto(linkIn(message, "/register/confirm?token="));
  await page.getByRole("button", { name: "Confirm your email address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account is ready" })).toBeVisible();
});

test("an organisation registers in two steps without JavaScript", async ({ page }) => {
  const email = uniqueEmail("nojs-society");
  await page.goto("/register");
  await page.getByLabel("An organisation").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Register an organisation" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expectErrors(page, { businessType: "This field is required." });

  await page.getByLabel("Society").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/register\/organisation\?businessType=society/);
  await expect(page.getByText("Society", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Regulatory body")).toHaveCount(0);
  await expect(page.getByLabel("Local authority")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Every section's rules, including the reason for having no number and its 'other' text.
  await page.getByLabel("Send correspondence to the organisation address").uncheck();
  await page.getByLabel("My organisation does not have a registration number").check();
  await page.getByLabel("Why is there no registration number?").selectOption("other");
  await page.getByLabel("Website (optional)").first().fill("not a web address");
  await page.getByRole("button", { name: "Register" }).click();
  await expectErrors(page, {
    organisationName: "This field is required.",
    organisationStructure: "This field is required.",
    otherReasonForNotRegistered: "This field is required.",
    companyWebsite: "Please enter a valid URL.",
    addressLine1: "This field is required.",
    correspondenceAddressLine1: "This field is required.",
    title: "This field is required.",
    firstName: "This field is required.",
    lastName: "This field is required.",
    email: "You must give your email address.",
    password: "Enter your password.",
    "password-confirm": "Repeat your password.",
    terms: "Please check the terms and condition.",
  });
  await expect(page.getByLabel("My organisation does not have a registration number")).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByLabel("My organisation does not have a registration number").uncheck();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.locator('.govuk-error-summary a[href="#registrationNumber"]')).toHaveText(
    "This field is required.",
  );

  await page.getByLabel("Organisation name").fill("Riverside Allotment Society");
  await page.getByLabel("Organisation structure").selectOption("other");
  await page.getByLabel("Registration number", { exact: true }).fill("IP 12345R");
  await page.getByLabel("Website (optional)").first().fill("");
  await page.locator("#addressLine1").fill("The Allotments");
  await page.getByLabel("Send correspondence to the organisation address").check();
  await fillAccountHolder(page, { email, password: STRONG_PASSWORD });
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();

  const message = await waitForEmail(email, "Confirm your email address");
  await page.goto(linkIn(message, "/register/confirm?token="));
  await page.getByRole("button", { name: "Confirm your email address" }).click();
  await expect(page.getByText("Your organisation's account is now waiting for approval")).toBeVisible();
});

test("a new confirmation link can be asked for, and the old one stops working", async ({ page }) => {
  const email = uniqueEmail("nojs-resend");
  await page.goto("/register/individual");
  await fillAccountHolder(page, { email });
  await page.getByLabel("Address line 1").fill("8 Lost Lane");
  await page.getByRole("button", { name: "Register" }).click();
  const first = linkIn(await waitForEmail(email, "Confirm your email address"), "/register/confirm");

  await page.goto("/register/resend-confirmation");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expectErrors(page, { email: "You must give your email address." });
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The same answer for an address nobody registered.
  await page.goto("/register/resend-confirmation");
  await page.getByLabel("Email address").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();

  await expect.poll(async () => (await outboxMessages(email)).length).toBe(2);
  await page.goto(first);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This link has expired or has already been used",
  );
});
