/**
 * Signing out, in both projects: the site's own link signs out at once; the same address opened from
 * another site's link only asks, and the session lasts until the person presses "Sign out".
 */

import { createUser, signInAs } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";

const ELSEWHERE = "http://elsewhere.test/";

/** A page on another site with a link to our sign-out (served by the test, never fetched). */
async function openOtherSite(page: Page, baseURL: string): Promise<void> {
  await page.route(`${ELSEWHERE}**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>Elsewhere</title><a href="${baseURL}/sign-out">Claim your prize</a></html>`,
    }),
  );
  await page.goto(ELSEWHERE);
}

export async function signOutJourney(page: Page, baseURL: string, testInfo: TestInfo): Promise<void> {
  const user = await createUser(page.request, { name: "Sian Out" });
  await signInAs(page, user.email);

  await openOtherSite(page, baseURL);
  await page.getByRole("link", { name: "Claim your prize" }).click();
  await expect(page).toHaveURL(/\/sign-out$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign out" })).toBeVisible();
  // Still signed in: the header names the person.
  await expect(page.locator("#user-full-name")).toHaveText("Sian Out");
  await checkAxe(page, testInfo);

  await page.getByRole("link", { name: "Stay signed in" }).click();
  await expect(page).toHaveURL(/\/my-gazette$/);
  await expect(page.locator("#user-full-name")).toHaveText("Sian Out");

  // From another site again, and this time the person does want to sign out.
  await openOtherSite(page, baseURL);
  await page.getByRole("link", { name: "Claim your prize" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirectUrl=%2F$/);
  await expect(page.locator("#user-full-name")).toHaveCount(0);

  // The site's own link needs no confirmation.
  await signInAs(page, user.email);
  await page.goto("/my-gazette");
  await page.getByRole("link", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirectUrl=%2Fmy-gazette$/);
  await expect(page.locator("#user-full-name")).toHaveCount(0);
}
