/** Issue 4's journey without JavaScript: register → confirm → sign in on the page → save → sign out. */

import { openNewestNotice, registerAndConfirm, STRONG_PASSWORD, signOut } from "./account-journey-steps.ts";
import { expect, test } from "./fixtures.ts";

test("without JavaScript a new person registers, confirms, signs in, saves a notice and a search, signs out", async ({
  page,
}) => {
  const email = await registerAndConfirm(page, "Noel");

  // Saving while signed out leads to the sign-in page, which brings them back to the notice.
  await openNewestNotice(page);
  const noticePath = new URL(page.url()).pathname;
  await page.getByRole("button", { name: "Save notice to My Gazette" }).first().click();
  await expect(page).toHaveURL(/\/sign-in\?redirectUrl=/);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${noticePath}$`));
  await expect(page.locator("#user-full-name")).toHaveText("Noel Journey");
  await page.getByRole("button", { name: "Save notice to My Gazette" }).first().click();
  await expect(page.getByRole("button", { name: "Remove from My Gazette" }).first()).toBeVisible();

  await page.goto("/all-notices/notice?text=limited");
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/saved-searches$/);

  await page.goto("/my-gazette/saved-notices");
  await expect(page.locator(".app-saved-notices tbody tr")).toHaveCount(1);

  await signOut(page);
});
