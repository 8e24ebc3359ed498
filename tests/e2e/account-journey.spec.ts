/** Issue 4's journey with JavaScript: register → confirm → sign in with the modal → save → sign out. */

import { openNewestNotice, registerAndConfirm, STRONG_PASSWORD, signOut } from "./account-journey-steps.ts";
import { signInInModal } from "./accounts.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

test("a new person registers, confirms, signs in with the modal, saves a notice and a search, signs out", async ({
  page,
}) => {
  const email = await registerAndConfirm(page, "Jess");

  // A signed-out visitor asks to save a notice: the modal asks them to sign in, then the save is applied.
  await openNewestNotice(page);
  const noticeUrl = page.url();
  await page
    .locator(".app-favourite")
    .first()
    .getByRole("button", { name: "Save notice to My Gazette" })
    .click();
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  await expectNoAxeViolations(page);
  await signInInModal(page, { email, password: STRONG_PASSWORD });
  await expect(page.locator("#user-full-name")).toHaveText("Jess Journey");
  expect(page.url()).toBe(noticeUrl);
  await expect(page.locator(".app-favourite").first().getByRole("button")).toHaveText(
    "Remove from My Gazette",
  );

  await page.goto("/all-notices/notice?text=limited");
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/saved-searches$/);
  await expect(page.getByRole("link", { name: /^Run/ })).toHaveAttribute(
    "href",
    "/all-notices/notice?text=limited",
  );

  await page.goto("/my-gazette/saved-notices");
  await expect(page.locator(".app-saved-notices tbody tr")).toHaveCount(1);
  await expectNoAxeViolations(page);

  await signOut(page);
});
