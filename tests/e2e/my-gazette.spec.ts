import { createUser, signInAs } from "./accounts.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { latestNoticeId } from "./gazette.ts";
import { csrfToken, onLatestNoticeSignedIn, pngBytes } from "./my-gazette-helpers.ts";

/** My Gazette with JavaScript: landing page, favourite toggles, saved notices and searches, images. */

test("the landing page greets the person and shows only the links their role allows", async ({
  page,
  request,
}) => {
  const owner = await createUser(request, {
    role: "account-owner",
    name: "Olive Owner",
    organisation: { name: "Pending Partners LLP", status: "pending" },
  });
  await signInAs(page, owner.email);
  await page.goto("/my-gazette");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Olive Owner");
  await expect(page.locator("#my-gazette-organisation")).toHaveText("Pending Partners LLP");
  await expect(page.getByText("Your organisation's account is waiting for approval")).toBeVisible();
  const main = page.locator(".app-my-gazette-cards");
  for (const link of ["Saved notices", "Saved searches", "My images", "Account", "Team", "My company"])
    await expect(main.getByRole("link", { name: link, exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: "Approvals" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const user = await createUser(request, { name: "Plain User" });
  await page.context().clearCookies();
  await signInAs(page, user.email);
  await page.goto("/my-gazette");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plain User");
  await expect(page.getByText("waiting for approval")).toHaveCount(0);
  await expect(page.locator(".app-my-gazette-cards").getByRole("link", { name: "Team" })).toHaveCount(0);
});

test("a notice is saved and removed with the toggle on its page, then listed and removed in My Gazette", async ({
  page,
  request,
}) => {
  await onLatestNoticeSignedIn(page, request);
  const toggle = page.locator(".app-favourite").first().getByRole("button");
  await expect(toggle).toHaveText("Save notice to My Gazette");
  await toggle.click();
  await expect(toggle).toHaveText("Remove from My Gazette");
  await page.reload();
  await expect(toggle).toHaveText("Remove from My Gazette");
  await toggle.click();
  await expect(toggle).toHaveText("Save notice to My Gazette");
  await toggle.click();
  await expect(toggle).toHaveText("Remove from My Gazette");
  await expectNoAxeViolations(page);

  await page.goto("/my-gazette/saved-notices");
  const title = await page.locator(".app-saved-notices tbody tr td a").first().textContent();
  await expect(page.locator(".app-saved-notices tbody tr")).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: `Remove ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Remove this notice from My Gazette?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("The notice was removed from My Gazette.")).toBeVisible();
  await expect(page.getByText("You have not saved any notices yet.")).toBeVisible();
});

test("search results have a favourite link per notice", async ({ page, request }) => {
  const user = await createUser(request);
  await signInAs(page, user.email);
  await page.goto("/all-notices/notice");
  const first = page.locator(".app-search-results > li").first().locator(".app-favourite button");
  await expect(first).toHaveText(/^Favourite this/);
  const posted = page.waitForResponse((r) => r.url().endsWith("/my-gazette/notice") && r.status() === 200);
  await first.click();
  expect(await (await posted).json()).toEqual({ saved: true });
  await expect(first).toHaveText(/^Remove favourite/);
  await expect(page.locator(".app-search-results > li").first().getByRole("status")).toHaveText(
    "Saved to My Gazette",
  );
  await page.reload();
  await expect(first).toHaveText(/^Remove favourite/);
  await first.click();
  await expect(first).toHaveText(/^Favourite this/);
  await expectNoAxeViolations(page);
});

test("a signed-out click on a favourite asks the visitor to sign in", async ({ page }) => {
  await page.goto("/all-notices/notice");
  await expect(page.locator("#user-full-name")).toHaveCount(0);
  await page.locator(".app-favourite button").first().click();
  // The sign-in modal opens over the page (the whole sign-in-then-save journey: account-journey.spec.ts).
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  await expect(page).toHaveURL(/\/all-notices\/notice$/);
});

test("the favourite calls answer JSON, 401 when signed out and 404 for unknown or other people's notices", async ({
  page,
  request,
}) => {
  const id = await latestNoticeId(request);
  const anonymous = await request.post("/my-gazette/notice", {
    form: { action: "add", noticeId: String(id) },
    headers: { "X-Requested-With": "XMLHttpRequest", "X-CSRF-Token": "x", Cookie: "gazette_csrf=x" },
  });
  // No CSRF cookie of its own: the CSRF check refuses first; with a valid token, requireUser answers 401.
  expect([400, 401]).toContain(anonymous.status());

  const visitorPage = await page.context().newPage();
  await visitorPage.goto("/all-notices/notice");
  const visitorToken = await csrfToken(visitorPage);
  const unauthorised = await visitorPage.request.post("/my-gazette/notice", {
    form: { action: "add", noticeId: String(id) },
    headers: { "X-Requested-With": "XMLHttpRequest", "X-CSRF-Token": visitorToken },
  });
  expect(unauthorised.status()).toBe(401);
  expect(await unauthorised.text()).toBe("Unauthorized");

  const user = await createUser(request);
  await signInAs(page, user.email);
  await page.goto("/my-gazette");
  const token = await csrfToken(page);
  const headers = { "X-Requested-With": "XMLHttpRequest", "X-CSRF-Token": token };
  for (let i = 0; i < 2; i++) {
    const added = await page.request.post("/my-gazette/notice", {
      form: { action: "add", noticeId: String(id) },
      headers,
    });
    expect(await added.json()).toEqual({ saved: true });
  }
  const unknown = await page.request.post("/my-gazette/notice", {
    form: { action: "add", noticeId: "99999999" },
    headers,
  });
  expect(unknown.status()).toBe(404);
  const removed = await page.request.post(`/my-gazette/notice/${id}`, {
    form: { _method: "delete", action: "remove" },
    headers,
  });
  expect(await removed.json()).toEqual({ saved: false });

  // Someone else's saved notice cannot be seen or removed.
  await page.request.post("/my-gazette/notice", { form: { action: "add", noticeId: String(id) }, headers });
  const other = await createUser(request);
  await page.context().clearCookies();
  await signInAs(page, other.email);
  expect((await page.request.get(`/my-gazette/saved-notices/${id}/remove`)).status()).toBe(404);
});

test("a search is saved, renamed, given weekly alerts and deleted", async ({ page, request }) => {
  const user = await createUser(request);
  await signInAs(page, user.email);
  await page.goto("/all-notices/notice?text=limited&results-page=2");
  await expect(page.getByLabel("Save this search to My Gazette")).toHaveValue(
    "Notices: Containing “limited”",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/saved-searches$/);
  await expect(page.getByText("“Notices: Containing “limited”” was saved to My Gazette.")).toBeVisible();
  const run = page.getByRole("link", { name: /^Run/ });
  await expect(run).toHaveAttribute("href", "/all-notices/notice?text=limited");
  await expect(page.getByRole("link", { name: /^Atom feed/ })).toHaveAttribute(
    "href",
    "/all-notices/notice/data.feed?text=limited",
  );
  await expectNoAxeViolations(page);

  await page.getByLabel("Name").fill("");
  await page.getByRole("button", { name: /^Rename/ }).click();
  await expect(page.locator(".govuk-error-summary")).toContainText("Enter a name for the search.");
  await page.getByLabel("Name").fill("Limited companies");
  await page.getByRole("button", { name: /^Rename/ }).click();
  await expect(page.getByRole("heading", { name: "Limited companies" })).toBeVisible();

  await page.getByLabel("E-mail alerts").selectOption("weekly");
  await page.getByRole("button", { name: /^Save alert setting/ }).click();
  await expect(page.getByText("You will get weekly e-mail alerts for this search.")).toBeVisible();
  await expect(page.getByLabel("E-mail alerts")).toHaveValue("weekly");

  const feed = await request.get("/all-notices/notice/data.feed?text=limited");
  expect(feed.status()).toBe(200);

  await page.getByRole("link", { name: "Delete Limited companies" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this saved search?" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("The saved search was deleted.")).toBeVisible();
  await expect(page.getByText("You have no saved searches.")).toBeVisible();
});

test("an image is uploaded, served only to its owner, and deleted; a text file named .png is refused", async ({
  page,
  request,
}) => {
  const user = await createUser(request, { organisation: { name: "Image Owners Ltd" } });
  await signInAs(page, user.email);
  await page.goto("/my-gazette/images");
  await expectNoAxeViolations(page);

  await page.getByLabel("Upload an image").setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("this is not an image"),
  });
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.locator(".govuk-error-summary")).toContainText(
    "The selected file must be a PNG, JPG or GIF image.",
  );
  await expect(page.locator(".govuk-error-summary")).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel("Upload an image").setInputFiles({
    name: "crest.png",
    mimeType: "image/png",
    buffer: await pngBytes(),
  });
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByText("crest.png was uploaded.")).toBeVisible();
  const thumbnail = page.getByRole("img", { name: "crest.png" });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
  const src = (await thumbnail.getAttribute("src"))!;
  const served = await page.request.get(src);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["cache-control"]).toContain("private");
  await expectNoAxeViolations(page);

  const stranger = await createUser(request);
  const strangerPage = await page.context().browser()!.newPage();
  await signInAs(strangerPage, stranger.email);
  expect((await strangerPage.request.get(src)).status()).toBe(404);
  expect((await strangerPage.request.get(`${src}/delete`)).status()).toBe(404);
  await strangerPage.close();

  await page.getByRole("link", { name: "Delete crest.png" }).click();
  await page
    .getByRole("dialog", { name: "Delete this image?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("The image was deleted.")).toBeVisible();
  await expect(page.getByText("You have not uploaded any images yet.")).toBeVisible();
});

test("the account page shows details, notices placed, purchases and payment method", async ({
  page,
  request,
}) => {
  const user = await createUser(request, { name: "Acca Count", organisation: { name: "Account Test Ltd" } });
  await signInAs(page, user.email);
  await page.goto("/my-gazette/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account");
  await expect(page.getByText("Account Test Ltd (Approved)")).toBeVisible();
  await expect(page.getByText("Your organisation has not placed any notices yet.")).toBeVisible();
  await expect(page.getByText("You have not bought anything yet.")).toBeVisible();
  await expect(page.locator("#payment-method")).toContainText("Card");
  await expect(page.getByRole("link", { name: "Change your password" })).toHaveAttribute(
    "href",
    "/my-gazette/account/change-password",
  );
  await expectNoAxeViolations(page);
});

test("an invalid unsubscribe link says so", async ({ page }) => {
  await page.goto("/alerts/unsubscribe?token=not-a-real-token");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This unsubscribe link no longer works");
  await expectNoAxeViolations(page);
});

test("My Gazette pages ask signed-out visitors to sign in", async ({ page }) => {
  for (const path of [
    "/my-gazette",
    "/my-gazette/saved-notices",
    "/my-gazette/saved-searches",
    "/my-gazette/images",
  ]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location).toBe(`/sign-in?redirectUrl=${encodeURIComponent(path)}`);
  }
  const other = await page.request.get(`/my-gazette/images/1`, { maxRedirects: 0 });
  expect(other.status()).toBe(302);
});
