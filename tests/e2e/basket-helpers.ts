import { expect, type Page } from "./fixtures.ts";

/** The page's CSRF token (the page must be one of ours, loaded). */
export async function csrfToken(page: Page): Promise<string> {
  return (await page.locator('meta[name="csrf-token"]').getAttribute("content")) ?? "";
}

/**
 * Posts the add call as the shop's scripts do (X-Requested-With, token header) from the page's browser
 * context (same cookies), and returns the answer.
 */
export async function addByScript(page: Page, fields: Record<string, string>) {
  return page.request.post("/my-gazette/basket", {
    form: fields,
    headers: { "X-Requested-With": "XMLHttpRequest", "X-CSRF-Token": await csrfToken(page) },
  });
}

/** Posts the add form as a browser without scripts does: a form with its `_csrf` field, answered 303. */
export async function addByForm(page: Page, fields: Record<string, string>): Promise<string> {
  const response = await page.request.post("/my-gazette/basket", {
    form: { ...fields, _csrf: await csrfToken(page) },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
  return response.headers().location ?? "";
}
