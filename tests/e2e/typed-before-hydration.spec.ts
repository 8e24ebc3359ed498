import { createUser, signInAs } from "./accounts.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { holdRequests } from "./held-requests.ts";
import { placeDraft } from "./plain-text-notice-journeys.ts";

/**
 * Text typed into a textarea while the page's scripts are still loading is kept when they take over
 * (keep-typed-text.client.ts): React's hydration would put the drawn text back, and the form would post it.
 */

/** Opens `path` with its scripts held back; answers the function that lets them load. */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  const release = await holdRequests(page, "**/assets/*.js");
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return release;
}

const textArea = (page: Page) => page.getByRole("textbox", { name: "Notice text" });

test("text typed before the scripts take over stays, and is what the form saves", async ({ page }) => {
  const placer = await createUser(page.request, { name: "Tia Typist" });
  const id = await placeDraft(page, placer.email);
  await signInAs(page, placer.email);

  let release = await openWithScriptsHeld(page, `/my-gazette/draft/${id}/text`);
  await textArea(page).fill("Typed while the scripts were loading.");
  release();
  await expect(page.locator("body")).toHaveClass(/js-enabled/);
  await expect(page.getByLabel("Tag the text selected above as")).toBeVisible();
  await expect(textArea(page)).toHaveValue("Typed while the scripts were loading.");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(new RegExp(`/my-gazette/draft/${id}$`));

  // Blank text typed over the saved text before the scripts run: refused, not the saved text posted again.
  await page.unrouteAll();
  release = await openWithScriptsHeld(page, `/my-gazette/draft/${id}/text`);
  await expect(textArea(page)).toHaveValue("Typed while the scripts were loading.");
  await textArea(page).fill("   ");
  release();
  await expect(page.locator("body")).toHaveClass(/js-enabled/);
  await expect(page.getByLabel("Tag the text selected above as")).toBeVisible();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.locator(".govuk-error-summary")).toContainText("Required.");
});

test("text selected before the scripts take over stays selected, so what is typed next replaces it", async ({
  page,
}) => {
  const placer = await createUser(page.request, { name: "Sal Selector" });
  const id = await placeDraft(page, placer.email);
  await signInAs(page, placer.email);
  await page.goto(`/my-gazette/draft/${id}/text`);
  await textArea(page).fill("The old text of the notice.");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(new RegExp(`/my-gazette/draft/${id}$`));

  await page.unrouteAll();
  const release = await openWithScriptsHeld(page, `/my-gazette/draft/${id}/text`);
  await textArea(page).selectText();
  release();
  await expect(page.locator("body")).toHaveClass(/js-enabled/);
  await expect(page.getByLabel("Tag the text selected above as")).toBeVisible();
  // Hydration must not have moved the selection: typing replaces the whole text.
  await textArea(page).pressSequentially("New text.");
  await expect(textArea(page)).toHaveValue("New text.");
});
