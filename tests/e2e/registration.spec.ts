import { linkIn, uniqueEmail, waitForEmail } from "./accounts.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { expectErrors, fillAccountHolder } from "./registration-forms.ts";

/** Registration with JavaScript: sections by business type, dependent fields, the strength meter. */

test("the organisation form shows the sections of the chosen business type at once", async ({ page }) => {
  await page.goto("/register");
  await expectNoAxeViolations(page);
  await page.getByLabel("An organisation").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/register\/organisation$/);
  await expect(page.getByLabel("Organisation name")).toHaveCount(0);

  await page.getByLabel("Private sector (company)").check();
  await expect(page.getByLabel("Registration number", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Organisation structure")).toBeVisible();
  await expect(page.getByLabel("Regulatory body")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel("Professional body").check();
  await expect(page.getByLabel("Regulatory body")).toBeVisible();
  await expect(page.getByLabel("Membership number")).toBeVisible();
  await expect(page.getByLabel("Registration number", { exact: true })).toHaveCount(0);

  await page.getByLabel("Local government").check();
  await expect(page.getByLabel("Local authority")).toBeVisible();
  await expect(page.getByLabel("Regulatory body")).toHaveCount(0);

  await page.getByLabel("Central government").check();
  await expect(page.getByLabel("Office or department")).toBeVisible();
  await expect(page.getByLabel("Local authority")).toHaveCount(0);

  // The correspondence address appears only when it is not the organisation's.
  await expect(page.getByLabel("Address line 1")).toHaveCount(1);
  await page.getByLabel("Send correspondence to the organisation address").uncheck();
  await expect(page.getByLabel("Address line 1")).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test("the 'no registration number' tick disables the number and requires a reason", async ({ page }) => {
  await page.goto("/register/organisation?businessType=private-sector");
  await expect(page.getByLabel("Private sector (company)")).toBeChecked();
  const number = page.getByLabel("Registration number", { exact: true });
  await number.fill("01234567");
  await expect(page.getByLabel("Why is there no registration number?")).toHaveCount(0);
  await page.getByLabel("My organisation does not have a registration number").check();
  await expect(number).toBeDisabled();

  await page.getByLabel("Organisation name").fill("Tick Test Ltd");
  await page.getByLabel("Organisation structure").selectOption("limited-company");
  await page.getByLabel("Address line 1").fill("1 Tick Lane");
  await fillAccountHolder(page, { email: uniqueEmail("tick") });
  await page.getByRole("button", { name: "Register" }).click();
  await expectErrors(page, { reasonForNotRegistered: "This field is required." });
  await expect(page.locator(".govuk-error-summary")).toBeFocused();
  await expect(page).toHaveTitle(/^Error: /);

  await page.getByLabel("Why is there no registration number?").selectOption("other");
  await page.getByRole("button", { name: "Register" }).click();
  await expectErrors(page, { otherReasonForNotRegistered: "This field is required." });
  await expectNoAxeViolations(page);

  await page.getByLabel("My organisation does not have a registration number").uncheck();
  await expect(number).toBeEnabled();
  await expect(page.getByLabel("Tell us the reason")).toHaveCount(0);
});

test("the strength meter rates the password as it is typed", async ({ page }) => {
  await page.goto("/register/individual");
  await page.getByLabel("Email address").fill("meter@example.test");
  const password = page.getByLabel("Password", { exact: true });
  const meter = page.locator("#password-strength");
  await expect(meter).toHaveAttribute("aria-live", "polite");
  await password.fill("abc");
  await expect(meter).toHaveText(
    "Password strength: Too short, too long or too similar to your email address",
  );
  await password.fill("aaaaaaaa");
  await expect(meter).toHaveText("Password strength: Very weak");
  await password.fill("abcdefgh");
  await expect(meter).toHaveText("Password strength: Weak");
  await password.fill("Abcdefg1");
  await expect(meter).toHaveText("Password strength: Medium");
  await password.fill("Abcdef1!");
  await expect(meter).toHaveText("Password strength: Strong");
  await password.fill("Meter2026!");
  await expect(meter).toHaveText(
    "Password strength: Too short, too long or too similar to your email address",
  );
  await page.getByText("Help with your password").click();
  await expect(
    page.getByText("at least one lower-case letter, one capital letter, one number and one symbol"),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an individual registers, confirms by e-mail and their account is ready", async ({ page }) => {
  const email = uniqueEmail("individual");
  await page.goto("/register/individual");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.locator(".govuk-error-summary a")).toHaveCount(8);
  await expect(page.locator(".govuk-error-summary")).toBeFocused();

  await fillAccountHolder(page, { email, firstName: "Ivan", lastName: "Jones" });
  await page.getByLabel("Address line 1").fill("5 Station Road");
  await page.getByLabel("Postcode (optional)").fill("NR1 1AA");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await expectNoAxeViolations(page);

  const message = await waitForEmail(email, "Confirm your email address");
  expect(message.text).toContain("Dear Ivan Jones,");
  const link = linkIn(message, "/register/confirm?token=");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your email address" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm your email address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account is ready" })).toBeVisible();
  await expect(page.locator("#main-content").getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/sign-in",
  );
  await expectNoAxeViolations(page);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This link has expired or has already been used",
  );
  await expect(page.getByRole("link", { name: "get a new confirmation link" })).toHaveAttribute(
    "href",
    "/register/resend-confirmation",
  );
  await expectNoAxeViolations(page);
});

test("an organisation registers its administrator and waits for approval after confirming", async ({
  page,
}) => {
  const email = uniqueEmail("org-owner");
  await page.goto("/register/organisation");
  await page.getByLabel("Professional body").check();
  await page.getByLabel("Organisation name").fill("Careful Insolvency LLP");
  await page.getByLabel("Regulatory body").selectOption({ label: "Insolvency Practitioners Association" });
  await page.getByLabel("Membership number").fill("IPA 1234");
  await page.getByLabel("Website (optional)").fill("careful.example");
  await page.getByLabel("Address line 1").fill("9 Court Street");
  await fillAccountHolder(page, { email });
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();

  const message = await waitForEmail(email, "Confirm your email address");
  await page.goto(linkIn(message, "/register/confirm?token="));
  await page.getByRole("button", { name: "Confirm your email address" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Your email address is confirmed" }),
  ).toBeVisible();
  await expect(page.getByText("Your organisation's account is now waiting for approval")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("registering an address that has an account ends the same way and tells its owner", async ({ page }) => {
  const email = uniqueEmail("twice");
  for (const _ of [1, 2]) {
    await page.goto("/register/individual");
    await fillAccountHolder(page, { email });
    await page.getByLabel("Address line 1").fill("1 Repeat Row");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  }
  const warning = await waitForEmail(email, "Someone tried to register with your email address");
  expect(warning.links.some((l) => l.endsWith("/sign-in"))).toBe(true);
});
