/** Sign-in modal, lockout and unlock, password reset and change, e-mail change and session expiry. */

import { createUser, linkIn, signInAs, waitForEmail } from "./accounts.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";

const NEW_PASSWORD = "Fresh-Pa55word!";

/** The page's scripts have started (timers installed after this count from the fake clock's now). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.body.classList.contains("js-enabled"));
}

async function signInOnPage(page: Page, email: string, password: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("the sign-in modal checks, shows the server's errors and signs in", async ({ page, request }) => {
  const user = await createUser(request, { name: "Mo Dal" });
  await page.goto("/browse-publications");
  // Clicked before the scripts run, the link is a plain link to the sign-in page (as it should be).
  await hydrated(page);
  const opener = page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign in" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email address")).toBeFocused();
  await expect(page).toHaveURL(/\/browse-publications$/);
  await expectNoAxeViolations(page);

  // Escape closes it and focus goes back to the link.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog.getByLabel("Email address")).toBeVisible();
  // Checked in the browser on submit: no request is sent.
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/sign-in")) posts++;
  });
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(dialog.locator(".govuk-error-summary")).toContainText("You must give your email address");
  await expect(dialog.locator(".govuk-error-summary")).toContainText("You must give your password");
  expect(posts).toBe(0);

  await dialog.getByLabel("Email address").fill(user.email);
  await dialog.getByLabel("Password", { exact: true }).fill("wrong-password");
  const refused = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().endsWith("/sign-in"),
  );
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  expect((await refused).status()).toBe(401);
  await expect(dialog.locator(".govuk-error-summary")).toContainText(
    "The email address or password you entered is incorrect",
  );
  await expect(page).toHaveURL(/\/browse-publications$/);

  await dialog.getByLabel("Password", { exact: true }).fill(user.password);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.locator("#user-full-name")).toHaveText("Mo Dal");
  await expect(page).toHaveURL(/\/browse-publications$/);
  expect((await page.context().cookies()).find((c) => c.name === "Authenticated")?.value).toBe("true");
});

test("the modal sends someone already signed in (elsewhere) to My Gazette", async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto("/browse-publications");
  await hydrated(page);
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  await dialog.getByLabel("Email address").fill(user.email);
  await dialog.getByLabel("Password", { exact: true }).fill(user.password);
  await signInAs(page, user.email);
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/sign-in"));
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  expect((await answer).status()).toBe(404);
  await expect(page).toHaveURL(/\/my-gazette$/);
});

test("five wrong passwords lock the account; the unlock e-mail opens it again", async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto("/sign-in");
  for (let i = 1; i <= 4; i++) {
    await signInOnPage(page, user.email, `wrong-password-${i}`);
    await expect(page.locator(".govuk-error-summary")).toContainText("incorrect");
  }
  await signInOnPage(page, user.email, "wrong-password-5");
  await expect(page).toHaveURL(/\/my-gazette\/account\/status\?unlock=true$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your account is locked" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Even the right password now meets the lock (in the modal: 403, then the status page).
  await page.goto("/browse-publications");
  await hydrated(page);
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  await dialog.getByLabel("Email address").fill(user.email);
  await dialog.getByLabel("Password", { exact: true }).fill(user.password);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/my-gazette\/account\/status\?unlock=true$/);

  await page.getByLabel("Email address").fill(user.email);
  await page.getByRole("button", { name: "Send unlock email" }).click();
  await expect(page.getByText("If that email address belongs to a locked account")).toBeVisible();
  const mail = await waitForEmail(user.email, "Unlock your Gazette account");
  const link = linkIn(mail, "/my-gazette/account/unlock");
  await page.goto(link);
  await page.getByRole("button", { name: "Unlock my account" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText("Your account has been unlocked")).toBeVisible();
  await signInOnPage(page, user.email, user.password);
  await expect(page).toHaveURL(/\/my-gazette$/);

  await page.goto(link);
  await expect(page.getByText("This link has expired or has already been used.")).toBeVisible();
});

test("forgotten password: the e-mailed link sets a new password once", async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto("/forgotten-password");
  await expectNoAxeViolations(page);
  await page.getByLabel("Email address").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByText(
      "If an account exists for that email address, we have sent a link to reset your password. The link works for 1 hour.",
    ),
  ).toBeVisible();
  const link = linkIn(await waitForEmail(user.email, "Reset your Gazette password"), "/new-password");

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("weakpass");
  await expect(page.getByText("Password strength: Weak")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("different");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.locator(".govuk-error-summary")).toContainText("Your password must be 'strong'");
  await expect(page.locator(".govuk-error-summary")).toContainText("Enter the same password as above.");
  await expectNoAxeViolations(page);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await expect(page.getByText("Password strength: Strong")).toBeVisible();
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText("Your password has been changed")).toBeVisible();
  await waitForEmail(user.email, "Your Gazette password has been changed");

  await signInOnPage(page, user.email, user.password);
  await expect(page.locator(".govuk-error-summary")).toContainText("incorrect");
  await signInOnPage(page, user.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/my-gazette$/);

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "This link cannot be used" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
    "href",
    "/forgotten-password",
  );
});

test("change password checks the current one, then confirms and e-mails", async ({ page, request }) => {
  const user = await createUser(request);
  await signInAs(page, user.email);
  await page.goto("/my-gazette/account/change-password");
  await expectNoAxeViolations(page);
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator(".govuk-error-summary")).toContainText(
    "The current password you entered is incorrect.",
  );
  await page.getByLabel("Current password").fill(user.password);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your changes have been made")).toBeVisible();
  await waitForEmail(user.email, "Your Gazette password has been changed");
  // Still signed in here.
  await expect(page.locator("#user-full-name")).toBeVisible();
});

test("a new e-mail address changes only when the link sent to it is followed", async ({ page, request }) => {
  const user = await createUser(request);
  const newAddress = `moved-${user.email}`;
  await signInAs(page, user.email);
  await page.goto("/my-gazette/account/details");
  await expectNoAxeViolations(page);
  await page.getByLabel("Email address").fill(newAddress);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`We have sent a link to ${newAddress}`)).toBeVisible();
  await expect(page.getByLabel("Email address")).toHaveValue(user.email);
  await waitForEmail(user.email, "A change of your Gazette email address was requested");
  const link = linkIn(
    await waitForEmail(newAddress, "Confirm your new Gazette email address"),
    "/my-gazette/account/confirm-email",
  );
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm email address" }).click();
  await expect(page.getByText(`Your email address is now ${newAddress}`)).toBeVisible();
  await expect(page.getByLabel("Email address")).toHaveValue(newAddress);
});

test("the account data call answers 401 'Unauthorized' when signed out", async ({ request }) => {
  const response = await request.get("/my-gazette/account/data.json");
  expect(response.status()).toBe(401);
  expect(await response.text()).toBe("Unauthorized");
});

test("session expiry: a warning after 25 minutes, extend, then automatic logout", async ({
  page,
  request,
}) => {
  const user = await createUser(request, { organisation: { name: "Timely Ltd" } });
  await signInAs(page, user.email);
  await page.clock.install();
  await page.goto("/my-gazette/account/details");
  await hydrated(page);
  const warning = page.getByRole("dialog", { name: "Are you still there?" });
  await page.clock.fastForward("24:00");
  await expect(warning).toBeHidden();
  await page.clock.fastForward("01:01");
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(
    "Your session is close to expiring. You will be logged out in 5 minutes time",
  );
  await expect(warning.getByRole("button", { name: "Logout now" })).toBeVisible();
  await expectNoAxeViolations(page);

  const extended = page.waitForResponse((r) => r.url().endsWith("/my-gazette/account/data.json"));
  await warning.getByRole("button", { name: "Extend session" }).click();
  expect((await extended).status()).toBe(200);
  const data = (await (await page.request.get("/my-gazette/account/data.json")).json()) as {
    user: { email: string; organisation: { name: string } };
  };
  expect(data.user).toMatchObject({ email: user.email, organisation: { name: "Timely Ltd" } });
  await expect(warning).toBeHidden();

  await page.clock.fastForward("24:00");
  await expect(warning).toBeHidden();
  await page.clock.fastForward("01:01");
  await expect(warning).toBeVisible();
  await page.clock.fastForward("05:00");
  await expect(page).toHaveURL(/\/sign-in\?redirectUrl=%2Fmy-gazette%2Faccount%2Fdetails&auto=true$/);
  await expect(page.getByText("signed out because you were inactive for 30 minutes")).toBeVisible();
  await expect(page.locator("#user-full-name")).toHaveCount(0);
});

test("'Logout now' signs out and offers to come back", async ({ page, request }) => {
  const user = await createUser(request);
  await signInAs(page, user.email);
  await page.clock.install();
  await page.goto("/my-gazette/account/change-password");
  await hydrated(page);
  await page.clock.fastForward("25:01");
  await page.getByRole("button", { name: "Logout now" }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirectUrl=%2Fmy-gazette%2Faccount%2Fchange-password$/);
  await expectNoAxeViolations(page);
});
