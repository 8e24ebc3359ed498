/**
 * The signed-in areas are guarded by their layout routes' middleware (issue 10): signed-out visitors are
 * sent to sign in (pages, forms) or answered 401 (scripts), people without the role are refused with the
 * error page in the frame of the person they are, and the addresses that must work signed out still do.
 */

import { createUser, signInAs } from "./accounts.ts";
import { checkAxe, expectNoAxeViolationsWithoutPageScripts } from "./axe.ts";
import { type APIRequestContext, expect, type Page, type TestInfo } from "./fixtures.ts";

/** One page of each guarded area, and one of its forms. */
const AREA_PAGES = [
  "/my-gazette/saved-searches",
  "/my-gazette/account/details",
  "/my-gazette/images",
  "/my-gazette/team/1/details",
  "/my-gazette/company/logo",
  "/admin/approvals/1",
];
const AREA_FORMS = [
  "/my-gazette/account/change-password",
  "/my-gazette/images/1/delete",
  "/my-gazette/team/add",
  "/my-gazette/company/statement",
  "/admin/approvals/credit-applications/1",
];

async function csrfTokenOf(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/help")).text();
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

export async function signedOutVisitorsAreSentToSignIn(request: APIRequestContext, baseURL: string) {
  for (const path of AREA_PAGES) {
    const response = await request.get(`${path}?from=test`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe(
      `/sign-in?redirectUrl=${encodeURIComponent(`${path}?from=test`)}`,
    );
  }
  // A form sent signed out goes back, after signing in, to the page the form was on.
  const token = await csrfTokenOf(request);
  for (const path of AREA_FORMS) {
    const response = await request.post(path, {
      form: { _csrf: token },
      headers: { Referer: new URL("/all-notices/notice?text=mine", baseURL).href },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe(
      `/sign-in?redirectUrl=${encodeURIComponent("/all-notices/notice?text=mine")}`,
    );
  }
  // Scripts are answered 401 instead (spec §8): 'Unauthorized' in plain text from the calls they make.
  // From a page's address too: the text, not the page's error document drawn around it.
  const page = await request.get("/my-gazette/team", { headers: { "X-Requested-With": "XMLHttpRequest" } });
  expect([page.status(), page.headers()["content-type"], await page.text()]).toEqual([
    401,
    "text/plain; charset=utf-8",
    "Unauthorized",
  ]);
  const call = await request.post("/my-gazette/notice", {
    form: { action: "add", noticeId: "1" },
    headers: { "X-Requested-With": "XMLHttpRequest", "X-CSRF-Token": token },
  });
  expect([call.status(), await call.text()]).toEqual([401, "Unauthorized"]);
}

export async function openAddressesStayOpen(request: APIRequestContext) {
  for (const path of [
    "/my-gazette/account/status?unlock=true",
    "/my-gazette/account/unlock?token=nothing",
    "/my-gazette/account/confirm-email?token=nothing",
    "/alerts/unsubscribe?token=nothing",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
  const data = await request.get("/my-gazette/account/data.json", { maxRedirects: 0 });
  expect([data.status(), await data.text()]).toEqual([401, "Unauthorized"]);
}

/** A refusal keeps the frame of the person refused: their name and My Gazette in the header. */
async function expectRefusedInTheirFrame(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, we could not handle that request");
  // The tab says the same: not "a problem with the service", which a refusal is not.
  await expect(page).toHaveTitle("Sorry, we could not handle that request - The Gazette");
  await expect(page.getByText("You do not have permission to see this page.")).toBeVisible();
  const account = page.getByRole("navigation", { name: "Account" });
  await expect(account.locator("#user-full-name")).toHaveText(name);
  await expect(account.getByRole("link", { name: "Sign out" })).toBeVisible();
}

export async function refusedPeopleKeepTheirFrame(page: Page, testInfo: TestInfo) {
  const user = await createUser(page.request, { name: "Rita Refused", organisation: { name: "Rita Ltd" } });
  await signInAs(page, user.email);
  for (const path of ["/my-gazette/team", "/my-gazette/company/payment", "/admin/approvals"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expectRefusedInTheirFrame(page, "Rita Refused");
    // A script asking the same page is answered the reason as text, not the page.
    const script = await page.request.get(path, { headers: { "X-Requested-With": "XMLHttpRequest" } });
    expect([script.status(), await script.text()], path).toEqual([
      403,
      "You do not have permission to see this page.",
    ]);
  }
  if (testInfo.project.name === "no-javascript") await expectNoAxeViolationsWithoutPageScripts(page);
  else await checkAxe(page, testInfo);
}

/** With JavaScript, moving between pages asks the server for data only: the guards answer that too. */
export async function clientNavigationsMeetTheGuards(page: Page) {
  const user = await createUser(page.request, { name: "Nina Navigates" });
  await signInAs(page, user.email);
  await page.goto("/my-gazette");
  await expect(page.locator("body.js-enabled")).toBeAttached();

  // Refused on a client-side navigation, in the frame of the person refused.
  const refused = page.waitForResponse((r) => r.url().includes("/my-gazette/team.data"));
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate("/my-gazette/team"),
  );
  await refused;
  await expectRefusedInTheirFrame(page, "Nina Navigates");

  // The session ends elsewhere; the next click in My Gazette's navigation leads to the sign-in page.
  await page.goto("/my-gazette");
  await expect(page.locator("body.js-enabled")).toBeAttached();
  await page.context().clearCookies();
  await page
    .getByRole("navigation", { name: "My Gazette" })
    .getByRole("link", { name: "Saved notices" })
    .click();
  await expect(page).toHaveURL(/\/sign-in\?redirectUrl=%2Fmy-gazette%2Fsaved-notices$/);
}
