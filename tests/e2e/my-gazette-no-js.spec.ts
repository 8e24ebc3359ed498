import { createUser, signInAs } from "./accounts.ts";
import { expectNoAxeViolationsWithoutPageScripts } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { latestNoticeId } from "./gazette.ts";
import { firstResultId, onLatestNoticeSignedIn, pngBytes } from "./my-gazette-helpers.ts";

/** My Gazette without JavaScript: every action is a plain form with a page to confirm removals. */

test("a notice is saved and removed with the plain form, and the saved notices page confirms removal", async ({
  page,
  request,
}) => {
  const id = await onLatestNoticeSignedIn(page, request);
  await page.getByRole("button", { name: "Save notice to My Gazette" }).click();
  await expect(page).toHaveURL(new RegExp(`/notice/${id}$`));
  await expect(page.getByText("The notice was saved to My Gazette.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove from My Gazette" })).toBeVisible();
  await expectNoAxeViolationsWithoutPageScripts(page);
  await page.getByRole("button", { name: "Remove from My Gazette" }).click();
  await expect(page.getByText("The notice was removed from My Gazette.")).toBeVisible();
  await page.getByRole("button", { name: "Save notice to My Gazette" }).click();

  await page.goto("/my-gazette/saved-notices");
  await expect(page.locator(".app-saved-notices tbody tr")).toHaveCount(1);
  await page.locator(".app-saved-notices tbody a", { hasText: "Remove" }).click();
  await expect(page).toHaveURL(new RegExp(`/my-gazette/saved-notices/${id}/remove$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Remove this notice from My Gazette?");
  await expectNoAxeViolationsWithoutPageScripts(page);
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/saved-notices$/);
  await expect(page.getByText("You have not saved any notices yet.")).toBeVisible();
  await expectNoAxeViolationsWithoutPageScripts(page);
});

test("a save whose form has expired is the error page with the way on, and nothing is saved", async ({
  page,
  request,
}) => {
  await onLatestNoticeSignedIn(page, request);
  // The form's token no longer matches (its cookie is gone, as after a browser restart).
  await page.context().clearCookies({ name: "gazette_csrf" });
  await page.getByRole("button", { name: "Save notice to My Gazette" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, we could not handle that request");
  await expect(page.getByText("This form has expired or did not come from this website.")).toBeVisible();
  // Still signed in, and told so: not "Sign in".
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign out" }),
  ).toBeVisible();
  await expectNoAxeViolationsWithoutPageScripts(page);
  await page.goto("/my-gazette/saved-notices");
  await expect(page.getByText("You have not saved any notices yet.")).toBeVisible();
});

test("the favourite link in search results goes back to the results", async ({ page, request }) => {
  const user = await createUser(request);
  await signInAs(page, user.email);
  await page.goto("/all-notices/notice?text=limited");
  const id = await firstResultId(page);
  await page
    .locator(".app-search-results > li")
    .first()
    .getByRole("button", { name: /^Favourite this/ })
    .click();
  await expect(page).toHaveURL(/\/all-notices\/notice\?text=limited$/);
  await expect(page.locator(".app-search-results > li").first().locator(".app-favourite button")).toHaveText(
    /^Remove favourite/,
  );
  await page.goto("/my-gazette/saved-notices");
  await expect(page.locator(`.app-saved-notices a[href="/notice/${id}"]`)).toBeVisible();
});

test("signed-out visitors who save a notice are sent to sign in and back", async ({ page, request }) => {
  const id = await latestNoticeId(request);
  await page.goto(`/notice/${id}`);
  const response = page.waitForResponse((r) => r.url().endsWith("/my-gazette/notice"));
  await page.getByRole("button", { name: "Save notice to My Gazette" }).click();
  expect((await response).status()).toBe(302);
  await expect(page).toHaveURL(new RegExp(`/sign-in\\?redirectUrl=${encodeURIComponent(`/notice/${id}`)}`));
});

test("a search is saved and deleted through the confirmation page", async ({ page, request }) => {
  const user = await createUser(request);
  await signInAs(page, user.email);
  await page.goto("/all-notices/notice?text=limited");
  await page.getByLabel("Save this search to My Gazette").fill("My limited search");
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/saved-searches$/);
  await expect(page.getByRole("heading", { name: "My limited search" })).toBeVisible();
  await expectNoAxeViolationsWithoutPageScripts(page);
  await page.getByLabel("E-mail alerts").selectOption("daily");
  await page.getByRole("button", { name: /^Save alert setting/ }).click();
  await expect(page.getByText("You will get daily e-mail alerts for this search.")).toBeVisible();
  await page.getByRole("link", { name: "Delete My limited search" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delete this saved search?");
  await expectNoAxeViolationsWithoutPageScripts(page);
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("You have no saved searches.")).toBeVisible();
});

test("an image is uploaded and deleted without JavaScript", async ({ page, request }) => {
  const user = await createUser(request);
  await signInAs(page, user.email);
  await page.goto("/my-gazette/images");
  await page.getByLabel("Upload an image").setInputFiles({
    name: "seal.png",
    mimeType: "image/png",
    buffer: await pngBytes(30, 20),
  });
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByText("seal.png was uploaded.")).toBeVisible();
  await expect(page.getByRole("img", { name: "seal.png" })).toBeVisible();
  await expectNoAxeViolationsWithoutPageScripts(page);
  await page.getByRole("link", { name: "Delete seal.png" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delete this image?");
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("You have not uploaded any images yet.")).toBeVisible();
});
