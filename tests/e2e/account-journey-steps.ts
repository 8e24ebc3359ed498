/**
 * The whole account journey of issue 4 — register → confirm → sign in → save a notice → save a search →
 * sign out — through the real forms only (no test-only calls), shared by the JavaScript and the
 * no-JavaScript suites.
 */

import { linkIn, uniqueEmail, waitForEmail } from "./accounts.ts";
import { expect, type Page } from "./fixtures.ts";
import { fillAccountHolder, STRONG_PASSWORD } from "./registration-forms.ts";

export async function registerAndConfirm(page: Page, firstName: string): Promise<string> {
  const email = uniqueEmail("journey");
  await page.goto("/register");
  await page.getByLabel("An individual").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/register\/individual/);
  await fillAccountHolder(page, { email, firstName, lastName: "Journey" });
  await page.getByLabel("Address line 1").fill("12 High Street");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();

  const message = await waitForEmail(email, "Confirm your email address");
  await page.goto(linkIn(message, "/register/confirm?token="));
  await page.getByRole("button", { name: "Confirm your email address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account is ready" })).toBeVisible();
  return email;
}

/** The newest notice's page path, found through the public search. */
export async function openNewestNotice(page: Page): Promise<void> {
  await page.goto("/all-notices/notice?sort-by=latest-date");
  await page.locator(".app-search-results > li h3 a, .app-search-results > li a").first().click();
  await expect(page).toHaveURL(/\/notice\/\d+/);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirectUrl=/);
  await expect(page.locator("#user-full-name")).toHaveCount(0);
  // Signed out for real: My Gazette asks to sign in again.
  await page.goto("/my-gazette");
  await expect(page).toHaveURL(/\/sign-in\?redirectUrl=%2Fmy-gazette/);
}

export { STRONG_PASSWORD };
