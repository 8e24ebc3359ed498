/**
 * The team journeys, written once and run with JavaScript (team.spec.ts) and without (team-no-js.spec.ts):
 * the pages are plain forms, so both runs drive them the same way.
 */

import { createUser, linkIn, signInAs, uniqueEmail, waitForEmail } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";

export async function inviteChoosePasswordAndRemove(page: Page, testInfo: TestInfo) {
  const owner = await createUser(page.request, {
    role: "account-owner",
    name: "Olivia Owner",
    organisation: { name: `Team ${Date.now()} LLP` },
  });
  const colleague = await createUser(page.request, {
    organisationId: owner.organisationId!,
    name: "Colin Colleague",
  });
  await signInAs(page, owner.email);

  await page.goto("/my-gazette/team");
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Registered users" })).toContainText(colleague.email);
  await checkAxe(page, testInfo);

  // Add a user: an existing address is refused, a new one gets an invitation.
  await page.getByRole("link", { name: "Add a user" }).click();
  await checkAxe(page, testInfo);
  await page.getByLabel("Title").selectOption("Ms");
  await page.getByLabel("Full name").fill("Nina Newcomer");
  await page.getByLabel("Email address").fill(colleague.email);
  await page.getByRole("button", { name: "Add user" }).click();
  await expect(page.locator(".govuk-error-summary")).toContainText(
    "A user with this email address already exists.",
  );
  await checkAxe(page, testInfo);
  const invitee = uniqueEmail("invitee");
  await page.getByLabel("Email address").fill(invitee);
  await page.getByLabel("Super user").check();
  await page.getByRole("button", { name: "Add user" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/team$/);
  const pending = page.getByRole("table", { name: "Pending users" });
  await expect(pending).toContainText(invitee);
  await expect(pending).toContainText("Super user");

  // The invitation leads to choosing a password, then the newcomer is signed in.
  const invitation = await waitForEmail(invitee, "You have been invited");
  const link = linkIn(invitation, "/choose-password");
  const newcomer = await page
    .context()
    .browser()!
    .newContext({
      baseURL: testInfo.project.use.baseURL,
      javaScriptEnabled: testInfo.project.name !== "no-javascript",
    });
  const newPage = await newcomer.newPage();
  await newPage.goto(link);
  await expect(newPage.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await newPage.getByLabel("Password", { exact: true }).fill("weak");
  await newPage.getByLabel("Confirm password").fill("weak");
  await newPage.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(newPage.locator(".govuk-error-summary")).toContainText("must be 'strong'");
  const csrfCookie = async () => (await newcomer.cookies()).find((c) => c.name === "gazette_csrf")?.value;
  const tokenBefore = await csrfCookie();
  await newPage.getByLabel("Password", { exact: true }).fill("Str0ng!Pass");
  await newPage.getByLabel("Confirm password").fill("Str0ng!Pass");
  await newPage.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(newPage).toHaveURL(/\/my-gazette$/);
  await expect(newPage.locator("#user-full-name")).toHaveText("Nina Newcomer");
  // Signed in with a new CSRF token: the one from before is refused (here by the sign-out button).
  expect(tokenBefore).toBeTruthy();
  expect(await csrfCookie()).not.toBe(tokenBefore);
  const oldToken = await newPage.request.post("/sign-out", {
    form: { _csrf: tokenBefore! },
    maxRedirects: 0,
  });
  expect(oldToken.status()).toBe(400);
  // The link works once.
  await newPage.goto(link);
  await expect(newPage.getByRole("heading", { name: /expired or has already been used/ })).toBeVisible();
  await newcomer.close();

  // The owner sets the newcomer's permissions; the list shows them.
  await page.goto("/my-gazette/team");
  const registered = page.getByRole("table", { name: "Registered users" });
  await expect(registered).toContainText(invitee);
  await page.getByRole("link", { name: "Permissions of Nina Newcomer" }).click();
  await checkAxe(page, testInfo);
  await page.getByLabel("Company administrator").check();
  await page.getByLabel("See notices placed by the whole team").check();
  await page.getByLabel("Manage images").uncheck();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/team$/);
  await expect(page.locator(".app-flash-message")).toHaveText("Your changes have been made");
  const row = registered.getByRole("row").filter({ hasText: invitee });
  await expect(row).toContainText("Company administrator");
  await expect(row).toContainText("See notices placed by the whole team");
  await expect(row).not.toContainText("Manage images");

  // Removing asks first, then the person is gone and told by e-mail.
  await page.getByRole("link", { name: "Remove Colin Colleague" }).click();
  // With scripts the question is a modal over the team list; without, a page of its own.
  const question = testInfo.project.name === "no-javascript" ? page : page.getByRole("dialog");
  await expect(
    question.getByRole("heading", { name: "Are you sure you want to remove Colin Colleague?" }),
  ).toBeVisible();
  await expect(question.getByText(`${colleague.email}) will be signed out`)).toBeVisible();
  if (testInfo.project.name !== "no-javascript") await expect(page).toHaveURL(/\/my-gazette\/team$/);
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page.locator(".app-flash-message")).toContainText("Colin Colleague has been removed");
  await expect(registered).not.toContainText(colleague.email);
  await waitForEmail(colleague.email, "You have been removed");
}

export async function superUserEditsDetails(page: Page, testInfo: TestInfo) {
  const owner = await createUser(page.request, {
    role: "account-owner",
    organisation: { name: "Super Org" },
  });
  const superUser = await createUser(page.request, {
    role: "super-user",
    organisationId: owner.organisationId!,
  });
  const member = await createUser(page.request, {
    organisationId: owner.organisationId!,
    name: "Mel Member",
  });
  const outsider = await createUser(page.request, { organisation: { name: "Other Org" } });
  await signInAs(page, superUser.email);

  await page.goto("/my-gazette/team");
  await expect(page.getByRole("link", { name: "Add a user" })).toHaveCount(0);
  await page.getByRole("link", { name: "Edit details of Mel Member" }).click();
  await checkAxe(page, testInfo);
  await page.getByLabel("Email address").fill("not-an-address");
  await page.getByRole("button", { name: "Update details" }).click();
  await expect(page.locator(".govuk-error-summary")).toContainText("Unable to update user details.");
  await expect(page.locator(".govuk-error-summary")).toContainText("Please enter a valid email address.");
  await checkAxe(page, testInfo);
  await page.getByLabel("Title").selectOption("Dr");
  await page.getByLabel("Full name").fill("Mel Renamed");
  await page.getByLabel("Email address").fill(member.email);
  await page.getByLabel("Telephone number (optional)").fill("+44 20 7946 0000");
  await page.getByRole("button", { name: "Update details" }).click();
  await expect(page.locator(".app-flash-message")).toHaveText("User details updated.");
  await expect(page.getByLabel("Full name")).toHaveValue("Mel Renamed");

  // The super user sets the password; the member is told.
  await page.goto(`/my-gazette/team/${member.id}/password`);
  await checkAxe(page, testInfo);
  await page.getByLabel("New password", { exact: true }).fill("N3w!Passw");
  await page.getByLabel("Confirm new password").fill("N3w!Passw");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator(".app-flash-message")).toHaveText("Your changes have been made");
  await waitForEmail(member.email, "Your Gazette password has been changed");

  // Someone of another organisation is not found; owner-only pages are refused.
  expect((await page.request.get(`/my-gazette/team/${outsider.id}/details`)).status()).toBe(404);
  expect((await page.request.get(`/my-gazette/team/${member.id}/remove`)).status()).toBe(403);
}

export async function plainUserIsRefused(page: Page) {
  const user = await createUser(page.request, { organisation: { name: "Plain Org" } });
  await signInAs(page, user.email);
  for (const path of ["/my-gazette/team", "/admin/approvals", "/my-gazette/company"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
  }
}
