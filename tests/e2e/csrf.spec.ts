import { createUser, signInAs } from "./accounts.ts";
import { type APIResponse, expect, type Page, request as requests, test } from "./fixtures.ts";
import { latestNoticeId } from "./gazette.ts";
import { csrfToken } from "./my-gazette-helpers.ts";

/**
 * Cross-site request forgery: every state-changing request needs the token of its own CSRF cookie (a
 * form's `_csrf` or an ajax call's `X-CSRF-Token`) and must not come from another site; a refused
 * request changes nothing. The cookie itself is only given with pages, never with cacheable public
 * answers or the API.
 */

const REFUSED = "This form has expired or did not come from this website.";

function setCookies(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value);
}

/** Whether the signed-in person of `page` has saved notice `id` (their saved notices page links it). */
async function hasSaved(page: Page, id: number): Promise<boolean> {
  const html = await (await page.request.get("/my-gazette/saved-notices")).text();
  return html.includes(`href="/notice/${id}"`);
}

test("pages give the CSRF cookie; public data and feeds never set a cookie", async ({ baseURL, request }) => {
  const id = await latestNoticeId(request);
  // A fresh client with no cookies, as a data consumer or a shared cache is.
  const fresh = await requests.newContext({ baseURL });
  for (const path of [
    `/notice/${id}/data.json`,
    `/notice/${id}/data.xml`,
    `/notice/${id}/data.pdf`,
    "/all-notices/notice/data.feed?text=notice",
    "/all-notices/notice/data.json?text=notice",
    "/api/openapi.json",
  ]) {
    const response = await fresh.get(path);
    expect(response.status(), path).toBe(200);
    expect(setCookies(response), path).toEqual([]);
  }
  const page = await fresh.get(`/notice/${id}`);
  const csrf = setCookies(page).find((c) => c.startsWith("gazette_csrf="));
  expect(csrf).toBeDefined();
  expect(csrf).toMatch(/; HttpOnly/i);
  expect(csrf).toMatch(/; SameSite=Lax/i);
  await fresh.dispose();
});

test("a change without the token, with another token or from another site is refused and changes nothing", async ({
  page,
  request,
}) => {
  const id = await latestNoticeId(request);
  const user = await createUser(request);
  await signInAs(page, user.email);
  await page.goto("/my-gazette");
  const token = await csrfToken(page);
  const form = { action: "add", noticeId: String(id) };

  const attempts: [string, Promise<APIResponse>][] = [
    ["no token", page.request.post("/my-gazette/notice", { form, maxRedirects: 0 })],
    [
      "another token",
      page.request.post("/my-gazette/notice", {
        form: { ...form, _csrf: "A".repeat(43) },
        maxRedirects: 0,
      }),
    ],
    [
      "another site",
      page.request.post("/my-gazette/notice", {
        form: { ...form, _csrf: token },
        headers: { "Sec-Fetch-Site": "cross-site" },
        maxRedirects: 0,
      }),
    ],
  ];
  for (const [label, attempt] of attempts) {
    const response = await attempt;
    expect(response.status(), label).toBe(400);
    // A form's refusal is the error page with the reason, not the message as JSON.
    expect(response.headers()["content-type"], label).toMatch(/^text\/html\b/);
    // Drawn for the person signed in, so kept by no shared cache.
    expect(response.headers()["cache-control"], label).toBe("private, no-store");
    expect(await response.text(), label).toContain(`<p class="govuk-body">${REFUSED}`);
    expect(await response.text(), label).not.toMatch(/\bat .+\.(ts|js):\d+/);
  }

  // An ajax call without the header gets the message as plain text.
  const ajax = await page.request.post("/my-gazette/notice", {
    form,
    headers: { "X-Requested-With": "XMLHttpRequest" },
  });
  expect(ajax.status()).toBe(400);
  expect(ajax.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(await ajax.text()).toContain(REFUSED);
  expect(await hasSaved(page, id)).toBe(false);

  // The same request with the page's token goes through: the refusals above were the token's doing.
  const saved = await page.request.post("/my-gazette/notice", {
    form,
    headers: { "X-Requested-With": "XMLHttpRequest", "X-CSRF-Token": token },
  });
  expect(await saved.json()).toEqual({ saved: true });
  expect(await hasSaved(page, id)).toBe(true);
});
