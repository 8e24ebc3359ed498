/**
 * My Gazette's notices placed (issue 12 point 7), in both projects: a placer finds their notices from My
 * Gazette by status, withdraws a pending one (with JavaScript in the UI kit's modal, the toast showing and
 * the page reloading 2000 ms after, on the page's clock; without it a question page and its form), deletes
 * a draft (and a withdrawn notice from its list), is told why a published notice cannot be withdrawn and that a second withdrawal changes
 * nothing, and finds another account's notice not there. axe on every new page, signed in.
 */

import { createUser, signInAs } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";

const stamp = () => Math.random().toString(36).slice(2, 8);
const withScripts = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;

export async function placeTestNotice(
  page: Page,
  email: string,
  status: string,
  title: string,
): Promise<number> {
  const response = await page.request.post("/__test/notices", { data: { email, status, title } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const row = (page: Page, id: number) => page.locator(`tr[data-notice-id="${id}"]`);

/** Confirms the change in the modal (with JavaScript) or on the question's page (without). */
async function confirmChange(page: Page, testInfo: TestInfo, question: string, button: string) {
  if (withScripts(testInfo)) {
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(question);
    await checkAxe(page, testInfo);
    // Time stands still from here on the page's clock, and moves only as the test says.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await dialog.getByRole("button", { name: button, exact: true }).click();
  } else {
    await expect(page.getByRole("heading", { level: 1, name: question })).toBeVisible();
    await checkAxe(page, testInfo);
    await page.getByRole("button", { name: button, exact: true }).click();
  }
}

/** With JavaScript: the toast shows and the page reloads 2000 ms later (not before); without, a redirect. */
async function expectChangeMade(page: Page, testInfo: TestInfo, message: string, id: number) {
  if (withScripts(testInfo)) {
    await expect(page.getByRole("status")).toHaveText(message);
    await page.clock.runFor(1999);
    await expect(row(page, id), "no reload before 2000 ms").toBeVisible();
    await expect(page.getByRole("status")).toHaveText(message);
    await page.clock.runFor(1);
    await expect(row(page, id)).toHaveCount(0);
    await page.clock.resume(); // axe, later, needs its timers
  } else {
    await expect(
      page.locator(".govuk-notification-banner, [role=alert], [role=status]").first(),
    ).toContainText(message);
    await expect(row(page, id)).toHaveCount(0);
  }
}

export async function aPlacerWithdrawsAPendingNotice(page: Page, testInfo: TestInfo): Promise<void> {
  const placer = await createUser(page.request, { name: "Wendy Withers" });
  const pending = await placeTestNotice(page, placer.email, "awaiting-approval", `Estate of Alma ${stamp()}`);
  const older = await placeTestNotice(page, placer.email, "submitted", `Estate of Bert ${stamp()}`);
  await signInAs(page, placer.email);
  if (withScripts(testInfo)) await page.clock.install();

  // My Gazette's side navigation leads to the notices placed too, marked current on every list.
  await page.goto("/my-gazette/saved-notices");
  const sideNav = page.getByRole("navigation", { name: "My Gazette" });
  await expect(sideNav.getByRole("link", { name: "Notices placed" })).not.toHaveAttribute("aria-current");
  await sideNav.getByRole("link", { name: "Notices placed" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/pending$/);
  await expect(sideNav.getByRole("link", { name: "Notices placed" })).toHaveAttribute("aria-current", "page");
  await page
    .getByRole("navigation", { name: "Notices placed" })
    .getByRole("link", { name: "Drafts" })
    .click();
  await expect(page).toHaveURL(/\/my-gazette\/draft$/);
  await expect(sideNav.getByRole("link", { name: "Notices placed" })).toHaveAttribute("aria-current", "page");

  await page.goto("/my-gazette");
  await page.locator(".app-my-gazette-cards").getByRole("link", { name: "Notices placed" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/pending$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pending notices" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Notices placed" }).getByRole("link", { name: "Pending" }),
  ).toHaveAttribute("aria-current", "page");
  // Newest first: the notice placed last heads the list.
  await expect(page.locator("tr[data-notice-id]")).toHaveCount(2);
  expect(await page.locator("tr[data-notice-id]").first().getAttribute("data-notice-id")).toBe(String(older));
  await expect(row(page, pending)).toContainText("Deceased Estates (2903)");
  await expect(row(page, pending)).toContainText("The London Gazette");
  await expect(row(page, pending)).toContainText("Awaiting approval");
  await expect(row(page, pending)).toContainText(`Notice ${pending}`);
  await checkAxe(page, testInfo);

  await row(page, pending)
    .getByRole("link", { name: /Withdraw notice/ })
    .click();
  await confirmChange(page, testInfo, "Are you sure you want to withdraw this notice?", "Withdraw notice");
  await expectChangeMade(page, testInfo, "The notice has been withdrawn.", pending);
  await expect(row(page, older)).toBeVisible();

  await page
    .getByRole("navigation", { name: "Notices placed" })
    .getByRole("link", { name: "Withdrawn" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Withdrawn notices" })).toBeVisible();
  await expect(row(page, pending)).toContainText("Withdrawn");
  await expect(row(page, pending).getByRole("link", { name: /Withdraw/ })).toHaveCount(0);
  await checkAxe(page, testInfo);

  // Spec §4: the other lists offer 'Delete': the notice leaves the list, the Gazette keeps its record.
  await row(page, pending)
    .getByRole("link", { name: /Delete/ })
    .click();
  await confirmChange(
    page,
    testInfo,
    "Are you sure you want to delete this notice from your list? The Gazette keeps its record of what was done with it.",
    "Delete",
  );
  await expectChangeMade(page, testInfo, "The notice has been deleted from your list.", pending);
  await expect(page).toHaveURL(/\/my-gazette\/withdrawn$/);
  await expect(page.getByText("You have no withdrawn notices.")).toBeVisible();
}

export async function aPlacerDeletesADraft(page: Page, testInfo: TestInfo): Promise<void> {
  const placer = await createUser(page.request, { name: "Dora Drafts" });
  const draft = await placeTestNotice(page, placer.email, "draft", `Draft of Cyril ${stamp()}`);
  const published = await placeTestNotice(page, placer.email, "published", `Estate of Dan ${stamp()}`);
  await signInAs(page, placer.email);
  if (withScripts(testInfo)) await page.clock.install();

  await page.goto("/my-gazette/draft");
  await expect(page.getByRole("heading", { level: 1, name: "Draft notices" })).toBeVisible();
  await expect(row(page, draft)).toContainText("Draft");
  await checkAxe(page, testInfo);
  await row(page, draft)
    .getByRole("link", { name: /Delete/ })
    .click();
  await confirmChange(page, testInfo, "Are you sure you want to delete this draft?", "Delete");
  await expectChangeMade(page, testInfo, "The draft has been deleted.", draft);
  await expect(page.getByText("You have no draft notices.")).toBeVisible();

  // Published: linked to the notice, and nothing to withdraw or delete.
  await page.goto("/my-gazette/published");
  await expect(row(page, published).getByRole("link", { name: /Estate of Dan/ })).toHaveAttribute(
    "href",
    `/notice/${published}`,
  );
  await expect(row(page, published).getByRole("link", { name: /Withdraw|Delete/ })).toHaveCount(0);
  await checkAxe(page, testInfo);
  for (const list of ["rejected", "withdrawn"]) {
    await page.goto(`/my-gazette/${list}`);
    await expect(page.locator("h1")).toContainText(list === "rejected" ? "Rejected" : "Withdrawn");
    await checkAxe(page, testInfo);
  }
}

export async function refusalsChangeNothing(page: Page, testInfo: TestInfo): Promise<void> {
  const placer = await createUser(page.request);
  const other = await createUser(page.request);
  const published = await placeTestNotice(page, placer.email, "published", `Estate of Eve ${stamp()}`);
  const pending = await placeTestNotice(page, placer.email, "paid", `Estate of Fay ${stamp()}`);
  const theirs = await placeTestNotice(page, other.email, "paid", `Estate of Gus ${stamp()}`);
  await signInAs(page, placer.email);

  // Another account's notice is not there: not in the lists, and its pages are 404.
  for (const change of ["withdraw", "delete"]) {
    const response = await page.goto(`/my-gazette/notices/${theirs}/${change}`);
    expect(response?.status()).toBe(404);
  }
  await page.goto("/my-gazette/pending");
  await expect(row(page, theirs)).toHaveCount(0);

  // A published notice cannot be withdrawn: the page says why, and offers no button.
  await page.goto(`/my-gazette/notices/${published}/withdraw`);
  await expect(page.locator(".govuk-error-summary")).toContainText(
    "This notice cannot be withdrawn: it is published.",
  );
  await expect(page.getByRole("button", { name: "Withdraw notice" })).toHaveCount(0);
  await checkAxe(page, testInfo);

  // Sent twice (a second tab): the first withdraws, the second is told, and nothing more changes.
  const second = await page.context().newPage();
  await page.goto(`/my-gazette/notices/${pending}/withdraw`);
  await second.goto(`/my-gazette/notices/${pending}/withdraw`);
  await second.getByRole("button", { name: "Withdraw notice" }).click();
  await expect(second).toHaveURL(/\/my-gazette\/pending$/);
  await second.close();
  // The question's form is a plain POST form, with or without scripts.
  await page.getByRole("button", { name: "Withdraw notice" }).click();
  await expect(page.locator(".govuk-error-summary")).toContainText(
    "This notice cannot be withdrawn: it is withdrawn.",
  );
  await page.goto("/my-gazette/withdrawn");
  await expect(row(page, pending)).toBeVisible();
}

/** The lists as data (placement-api.md step 8): the same page by Accept, only this person's notices. */
export async function theListsAsData(page: Page): Promise<void> {
  const placer = await createUser(page.request);
  const other = await createUser(page.request);
  const mine = await placeTestNotice(page, placer.email, "scheduled", `Estate of Hal ${stamp()}`);
  const theirs = await placeTestNotice(page, other.email, "scheduled", `Estate of Ida ${stamp()}`);
  await signInAs(page, placer.email);
  const json = await page.request.get("/my-gazette/pending", { headers: { Accept: "application/json" } });
  expect(json.status()).toBe(200);
  const body = (await json.json()) as {
    list: string;
    total: number;
    notices: { id: string; status: string }[];
  };
  expect(body.list).toBe("pending");
  expect(body.total).toBe(1);
  expect(body.notices.map((n) => n.id)).toEqual([String(mine)]);
  expect(body.notices[0]!.status).toBe("scheduled");
  const xml = await page.request.get("/my-gazette/pending", { headers: { Accept: "application/xml" } });
  expect(xml.headers()["content-type"]).toContain("application/xml");
  const text = await xml.text();
  expect(text).toContain(`<notice id="${mine}" status="scheduled">`);
  expect(text).not.toContain(`id="${theirs}"`);
}
