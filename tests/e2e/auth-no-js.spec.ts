/** Sign-in, sign-out and the account forms without JavaScript: plain forms and redirects. */

import { createUser, linkIn, signInAs, uniqueEmail, waitForEmail } from "./accounts.ts";
import { expectNoAxeViolationsWithoutPageScripts } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { fillAccountHolder } from "./registration-forms.ts";

async function submitSignIn(page: Page, email: string, password: string): Promise<number> {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  const response = page.waitForResponse(
    (r) => r.url().includes("/sign-in") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Sign in" }).click();
  return (await response).status();
}

test("the sign-in page explains bad input and a wrong password with status 401", async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await page.goto("/sign-in");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expectNoAxeViolationsWithoutPageScripts(page);

  expect(await submitSignIn(page, "not-an-address", "1234")).toBe(401);
  const summary = page.locator(".govuk-error-summary");
  await expect(summary).toContainText("You must give your email address");
  await expect(summary).toContainText("You must give your password");
  await expect(page.getByLabel("Email address")).toHaveValue("not-an-address");

  expect(await submitSignIn(page, user.email, "wrong-password")).toBe(401);
  await expect(summary).toContainText("The email address or password you entered is incorrect");
  expect(await submitSignIn(page, "nobody-at-all@example.test", "wrong-password")).toBe(401);
  await expect(summary).toContainText("The email address or password you entered is incorrect");
});

test("signing in goes to redirectUrl on this site only, and signing out comes back to sign in", async ({
  page,
  request,
}) => {
  const user = await createUser(request, { name: "Nora Nojs" });
  await page.goto(`/sign-in?redirectUrl=${encodeURIComponent("/my-gazette/account/details")}`);
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/my-gazette\/account\/details$/);
  await expect(page.locator("#user-full-name")).toHaveText("Nora Nojs");

  await page.getByRole("link", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirectUrl=%2Fmy-gazette%2Faccount%2Fdetails$/);
  await expect(page.locator("#user-full-name")).toHaveCount(0);
  // Signed out for real: the page asks to sign in again.
  await page.goto("/my-gazette/account/details");
  await expect(page).toHaveURL(/\/sign-in\?redirectUrl=/);

  await page.goto(`/sign-in?redirectUrl=${encodeURIComponent("//evil.example/steal")}`);
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/my-gazette$/);
});

test("an automatic sign-out is explained on the sign-in page", async ({ page }) => {
  await page.goto("/sign-out?redirectUrl=%2Fsearch&auto=true");
  await expect(page).toHaveURL(/\/sign-in\?redirectUrl=%2Fsearch&auto=true$/);
  await expect(page.getByText("signed out because you were inactive for 30 minutes")).toBeVisible();
});

test("unconfirmed people and organisations waiting for approval are told why", async ({ page, request }) => {
  const unconfirmed = await createUser(request, { status: "unconfirmed" });
  const pending = await createUser(request, {
    role: "account-owner",
    organisation: { name: "Waiting LLP", status: "pending" },
  });
  await page.goto("/sign-in");
  expect(await submitSignIn(page, unconfirmed.email, unconfirmed.password)).toBe(401);
  await expect(page.locator(".govuk-error-summary")).toContainText(
    "You need to confirm your email address before you can sign in. Check your email for the confirmation link.",
  );
  await expect(page.getByRole("link", { name: "Send the confirmation email again" })).toHaveAttribute(
    "href",
    "/register/resend-confirmation",
  );
  await submitSignIn(page, pending.email, pending.password);
  await expect(page.locator(".govuk-error-summary")).toContainText(
    "Your organisation's account is waiting for approval. We will email you when it has been approved.",
  );
});

test("your details: the telephone rule, then saved at once", async ({ page, request }) => {
  const user = await createUser(request, { name: "Dee Tails" });
  await signInAs(page, user.email);
  await page.goto("/my-gazette/account/details");
  await expect(page.getByRole("navigation", { name: "My Gazette" })).toBeVisible();
  await expectNoAxeViolationsWithoutPageScripts(page);
  await page.getByLabel("Full name").fill("Dee Changed");
  await page.getByLabel("Telephone number (optional)").fill("020-7946");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.locator(".govuk-error-summary")).toContainText("Please enter a valid telephone number.");
  await expect(page.getByLabel("Full name")).toHaveValue("Dee Changed");
  await page.getByLabel("Telephone number (optional)").fill("+44 20 7946 0000");
  await page.getByLabel("Title (optional)").selectOption("Dr");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your changes have been made")).toBeVisible();
  await expect(page.locator("#user-full-name")).toHaveText("Dee Changed");
  await expect(page.getByLabel("Telephone number (optional)")).toHaveValue("+44 20 7946 0000");
});

test("a title given at registration, such as Prof, is kept when the details form is saved", async ({
  page,
}) => {
  const email = uniqueEmail("nojs-prof");
  await page.goto("/register/individual");
  await fillAccountHolder(page, { email, firstName: "Petra", lastName: "Fessor" });
  await page.getByLabel("Title").selectOption("Prof");
  await page.getByLabel("Address line 1").fill("1 College Lane");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await page.goto(
    linkIn(await waitForEmail(email, "Confirm your email address"), "/register/confirm?token="),
  );
  await page.getByRole("button", { name: "Confirm your email address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account is ready" })).toBeVisible();

  await signInAs(page, email);
  await page.goto("/my-gazette/account/details");
  await expect(page.getByLabel("Title (optional)")).toHaveValue("Prof");
  await page.getByLabel("Full name").fill("Petra Fessor-Smith");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your changes have been made")).toBeVisible();
  await expect(page.locator(".govuk-error-summary")).toHaveCount(0);
  await expect(page.getByLabel("Title (optional)")).toHaveValue("Prof");
  await expect(page.getByLabel("Full name")).toHaveValue("Petra Fessor-Smith");
});
