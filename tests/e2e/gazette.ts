/**
 * Small helpers shared by the journeys: finding notices and issues the way a visitor would (from the home
 * page and the latest issue), reading the notice metadata list, and checking that an error page leaks
 * nothing of the server's internals.
 */
import { type APIRequestContext, expect, type Locator, type Page } from "./fixtures.ts";

/** Ids of the notices in the "Latest notices" list of the home page, newest first. */
export async function latestNoticeIds(request: APIRequestContext): Promise<number[]> {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  const list = html.slice(html.indexOf('class="app-notice-list"'));
  const ids = [...list.matchAll(/href="\/notice\/(\d+)"/g)].map((m) => Number(m[1]));
  expect(ids.length, "the home page lists the latest notices").toBeGreaterThan(0);
  return [...new Set(ids)];
}

/** The newest notice on the home page. */
export async function latestNoticeId(request: APIRequestContext): Promise<number> {
  const [id] = await latestNoticeIds(request);
  if (id === undefined) throw new Error("no notice on the home page");
  return id;
}

/** The path of the latest issue of an edition, e.g. `/london/issue/64940`, by following the redirect. */
export async function latestIssuePath(request: APIRequestContext, edition = "london"): Promise<string> {
  const response = await request.get(`/${edition}/issue/latest`, { maxRedirects: 0 });
  expect([301, 302, 303, 307, 308]).toContain(response.status());
  const location = response.headers().location ?? "";
  const path = new URL(location, "http://localhost").pathname;
  expect(path).toMatch(new RegExp(`^/${edition}/issue/\\d+$`));
  return path;
}

/** The value cell of a row in a GOV.UK summary list, found by its key text. */
export function summaryValue(page: Page, key: string): Locator {
  return page
    .locator(".govuk-summary-list__row")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^\\s*${key}\\s*$`) }) })
    .locator("dd");
}

/** The text a visitor sees in an element, trimmed (rendered text: hidden parts and scripts left out). */
export async function visibleText(locator: Locator): Promise<string> {
  return (await locator.innerText()).trim();
}

/** Text that would betray a stack trace or a raw error message. */
export function expectNoStackTrace(text: string): void {
  expect(text, "no 'Error:' message").not.toMatch(/\bError:/);
  expect(text, "no stack frame lines").not.toMatch(/^\s*at .*\.js:\d+/m);
  expect(text, "no stack frame lines").not.toMatch(/\bat \S+ \(.*\.(?:js|ts|tsx):\d+:\d+\)/);
}
