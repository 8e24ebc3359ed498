import { createUser, signInAs } from "./accounts.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { expectNoStackTrace, latestNoticeId, visibleText } from "./gazette.ts";
import { csrfToken } from "./my-gazette-helpers.ts";

/**
 * Addresses that lead nowhere get the service's 404 page (or a JSON 404 for JSON data), never a stack
 * trace; the health check and the editorial content pages work.
 */

const FORMS_NOT_TAKEN = "This page does not take forms. Go back to the page you came from and try again.";

async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page).toHaveTitle(/^Page not found - The Gazette$/);
  // A way on: the link to all notices and the search form that goes there.
  await expect(page.getByRole("main").getByRole("link", { name: "search all notices" })).toHaveAttribute(
    "href",
    "/all-notices/notice",
  );
  const search = page.getByRole("search");
  await expect(search).toHaveAttribute("action", "/all-notices/notice");
  await expect(search.getByRole("searchbox", { name: "Search notices" })).toBeVisible();
  await expect(search.getByRole("button", { name: "Search" })).toBeVisible();
  await expect(page.getByRole("link", { name: "The Gazette home page" })).toBeVisible();
  expectNoStackTrace(await visibleText(page.locator("body")));
}

test.describe("not found", () => {
  const unknown = [
    ["a notice id that is not a number", "/notice/abc"],
    ["a notice that does not exist", "/notice/999999999"],
    ["an unknown data format of a notice", "/notice/{id}/data.foo"],
    ["an address nothing answers", "/nothing/here"],
    ["an edition that does not exist", "/paris/issue/1"],
    ["a content page that does not exist", "/news/no-such-article"],
    ["a provenance of a notice that does not exist", "/notice/999999999/provenance"],
    ["a version the notice never had", "/notice/{id}/version/99"],
    ["a linked-data identifier that is not a notice number", "/id/notice/abc"],
  ] as const;

  for (const [what, template] of unknown) {
    test(`${what} gets the 404 page (${template})`, async ({ page, request }) => {
      const path = template.includes("{id}")
        ? template.replace("{id}", String(await latestNoticeId(request)))
        : template;
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()["content-type"]).toMatch(/^text\/html\b/);
      await expectNotFoundPage(page);
    });
  }

  test("a script asking a page that is not there reads 'Not found', not the page", async ({ request }) => {
    for (const path of ["/notice/999999999", "/news/no-such-article"]) {
      const answer = await request.get(path, { headers: { "X-Requested-With": "XMLHttpRequest" } });
      expect([answer.status(), answer.headers()["content-type"], await answer.text()], path).toEqual([
        404,
        "text/plain; charset=utf-8",
        "Not found",
      ]);
      expect(answer.headers().vary, path).toContain("X-Requested-With");
      // The browser's variant says so too, or a cache holding the page would hand it to the script.
      expect((await request.get(path)).headers().vary, path).toContain("X-Requested-With");
    }
    // The same for the sign-in redirect (a 401 to a script) and a modal's page (a fragment to a script).
    const redirect = await request.get("/my-gazette", { maxRedirects: 0 });
    expect([redirect.status(), redirect.headers().vary]).toEqual([
      302,
      expect.stringContaining("X-Requested-With"),
    ]);
    const signIn = await request.get("/sign-in");
    expect(signIn.headers().vary).toContain("X-Requested-With");
  });

  test("addresses only forms and scripts use, and private files that are not there, get the 404 page, not JSON null", async ({
    page,
  }) => {
    // Their routes have no page of their own: a loader's thrown data(null) was sent as the JSON text "null".
    const basketItem = await page.goto("/my-gazette/basket/item/1");
    expect(basketItem?.status()).toBe(404);
    await expectNotFoundPage(page);
    await expect(
      page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign in" }),
    ).toBeVisible();
    const quantity = await page.request.get("/my-gazette/basket/item/1/quantity/data.json");
    expect(quantity.status()).toBe(404);
    expect(await quantity.json()).toEqual({ error: "Not found", status: 404 });
    const user = await createUser(page.request);
    await signInAs(page, user.email);
    const id = await latestNoticeId(page.request);
    for (const path of [
      "/my-gazette/notice/1",
      "/my-gazette/notice/data.feed",
      "/my-gazette/orders/GZ-NO-SUCH/invoice.pdf",
      "/my-gazette/notices/abc/proof.pdf",
      // Public data addresses, whose 404 was once drawn as for someone signed out.
      `/notice/${id}/data.foo`,
      "/notice/999999999/data.htm",
      "/notice/999999999/data.feed",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()["content-type"], path).toMatch(/^text\/html\b/);
      await expectNotFoundPage(page);
      // Drawn for the person signed in, as every page is: not "Sign in", which would say they had been signed out.
      const account = page.getByRole("navigation", { name: "Account" });
      await expect(account.getByRole("link", { name: "Sign out" }), path).toBeVisible();
      await expect(account.getByText(user.name), path).toBeVisible();
    }
  });

  test("a refusal at a form's address is the error page with its explanation, not JSON", async ({ page }) => {
    // A member without the team permission posts to a team action (an address without a page): the area
    // guard's refusal, which carries the person, was sent as JSON.
    const user = await createUser(page.request);
    await signInAs(page, user.email);
    await page.goto("/my-gazette");
    const token = await csrfToken(page);
    const refused = await page.request.post("/my-gazette/team/1/resend-invitation", {
      form: { _csrf: token },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    expect(refused.headers()["content-type"]).toMatch(/^text\/html\b/);
    const html = await refused.text();
    expect(html).toContain("<title>Sorry, we could not handle that request - The Gazette</title>");
    expect(html).toContain("You do not have permission to see this page.");
    expect(html).not.toContain("area-refusal");
    expect(html).toContain("Sign out");
    // A data client asking for JSON gets the refusal as data; a script, the message alone.
    const asData = await page.request.post("/my-gazette/team/1/resend-invitation", {
      form: { _csrf: token },
      headers: { Accept: "application/json" },
    });
    expect(asData.status()).toBe(403);
    expect(await asData.json()).toEqual({
      error: "You do not have permission to see this page.",
      status: 403,
    });
    const asScript = await page.request.post("/my-gazette/team/1/resend-invitation", {
      form: { _csrf: token },
      headers: { "X-Requested-With": "XMLHttpRequest", "X-CSRF-Token": token },
    });
    expect(asScript.status()).toBe(403);
    expect(await asScript.text()).toBe("You do not have permission to see this page.");
    // A form sent to an address that takes none: React Router's 405 said "Unexpected Server Error" as JSON.
    const id = await latestNoticeId(page.request);
    const noAction = await page.request.post(`/notice/${id}/data.htm`, { form: { _csrf: token } });
    expect(noAction.status()).toBe(405);
    expect(noAction.headers().allow).toBe("GET, HEAD");
    const noActionPage = await noAction.text();
    expect(noActionPage).toContain("Sorry, we could not handle that request");
    expect(noActionPage).toContain(FORMS_NOT_TAKEN);
    expect(noActionPage).not.toContain("Unexpected Server Error");
    expect(noActionPage).toContain("Sign out");
    // The same for a page that takes no form: drawn for the person signed in, though no loader ran.
    const home = await page.request.post("/", { form: { _csrf: token } });
    expect([home.status(), home.headers().allow]).toEqual([405, "GET, HEAD"]);
    const homePage = await home.text();
    expect(homePage).toContain("<title>Sorry, we could not handle that request - The Gazette</title>");
    expect(homePage).toContain(FORMS_NOT_TAKEN);
    expect(homePage).toContain("Sign out");
    expect(homePage).toContain(user.name);
    // A script sending it gets the reason as text.
    const script = await page.request.post("/", {
      form: { _csrf: token },
      headers: { "X-Requested-With": "XMLHttpRequest", "X-CSRF-Token": token },
    });
    expect([script.status(), script.headers()["content-type"], await script.text()]).toEqual([
      405,
      "text/plain; charset=utf-8",
      FORMS_NOT_TAKEN,
    ]);
  });

  test("a form sent to a page that takes none is refused on a page drawn for the person, hydrated as drawn", async ({
    page,
  }) => {
    const user = await createUser(page.request);
    await signInAs(page, user.email);
    await page.goto("/my-gazette");
    const token = await csrfToken(page);
    // A browser's own form post (as a stale bookmarked form would send), rendered and hydrated.
    await page.setContent(
      `<form method="post" action="${new URL("/about", page.url()).href}"><input type="hidden" name="_csrf" value="${token}"><button>Send</button></form>`,
    );
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Sorry, we could not handle that request",
    );
    await expect(page.getByText(FORMS_NOT_TAKEN)).toBeVisible();
    const account = page.getByRole("navigation", { name: "Account" });
    await expect(account.getByRole("link", { name: "Sign out" })).toBeVisible();
    await expect(account.getByText(user.name)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the 404 page has no accessibility violations", async ({ page, request }) => {
    await page.goto("/nothing/here");
    await expectNotFoundPage(page);
    await expectNoAxeViolations(page);
    // The 404 document of data addresses is built separately from the page's: check it too.
    const id = await latestNoticeId(request);
    await page.goto(`/notice/${id}/data.foo`);
    await expectNotFoundPage(page);
    await expectNoAxeViolations(page);
  });

  test("JSON data of a notice that does not exist is a JSON 404", async ({ page }) => {
    for (const path of ["/notice/999999999/data.json", "/notice/999999999/data.jsonld"]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"], path).toMatch(/^application\/json\b/);
      expect(await response.json(), path).toEqual({ error: "Not found", status: 404 });
    }
    const negotiated = await page.request.get("/notice/999999999", {
      headers: { Accept: "application/json" },
    });
    expect(negotiated.status()).toBe(404);
    expect((await negotiated.json()).status).toBe(404);
  });

  test("no error response shows a stack trace or an error message", async ({ page }) => {
    const paths = [
      "/notice/abc",
      "/notice/999999999",
      "/notice/99999999999999999999",
      "/notice/-1",
      "/notice/1e5",
      "/notice/%E0%A4%A",
      "/notice/999999999/data.json",
      "/notice/999999999/data.ttl",
      "/london/issue/abc/page/x",
      "/london/issue/99999999999999999999",
      "/london/issue/latest/page/1/go?page=abc",
      "/id/notice/abc",
      "/nothing/here",
      "/paris/issue/1",
    ];
    for (const path of paths) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(response.status(), path).toBeLessThan(500);
      expectNoStackTrace(await response.text());
    }
  });
});

test.describe("service pages", () => {
  test("pages run without script errors", async ({ page, request }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    const id = await latestNoticeId(request);
    for (const path of [
      "/",
      `/notice/${id}`,
      `/notice/${id}/provenance`,
      "/london/issue/latest",
      "/news",
      "/nothing/here",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test("an address with an empty segment is matched as the browser's router matches it", async ({
    page,
    baseURL,
  }) => {
    // The server's route-pattern matcher and the browser's standard one differ on "//" (server/
    // route-pattern-matching.ts): such addresses go to the standard one, so the page and its hydration agree.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto(`${baseURL}//`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Gazette");
    await expect(page).toHaveTitle("The Gazette: official public record");
    expect(new URL(page.url()).pathname).toBe("//");
    expect(errors).toEqual([]);
    // Elsewhere an empty segment is an address nothing answers, with either matcher.
    expect((await page.goto(`${baseURL}/notice//1`))?.status()).toBe(404);
  });

  test("the health check answers ok", async ({ page }) => {
    const response = await page.request.get("/healthz");
    expect(response.status()).toBe(200);
    expect((await response.text()).trim()).toBe("ok");
  });

  test("the icon browsers ask for at /favicon.ico is the crown's, not a page not found", async ({ page }) => {
    // Browsers ask for it on documents that name no icon (plain text, JSON, PDF): a page not found rendered a
    // whole page for each and set a cookie on the visitor.
    const response = await page.request.get("/favicon.ico");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/vnd.microsoft.icon");
    expect(response.headers()["set-cookie"]).toBeUndefined();
    expect(response.headers()["cache-control"]).toBe("public, max-age=604800");
  });

  test("the data formats help page renders", async ({ page }) => {
    const response = await page.goto("/help/data-formats");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Data feeds and formats");
    await expect(page.getByRole("main").locator("article")).toContainText(/JSON-LD/);
    await expectNoAxeViolations(page);
  });

  test("the news index lists articles that open, with a back link to the news", async ({ page }) => {
    await page.goto("/news");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
    await expectNoAxeViolations(page);

    const articles = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link");
    expect(await articles.count()).toBeGreaterThan(0);
    const first = articles.first();
    const title = await visibleText(first);
    await first.click();
    await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText(/^Published \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.locator("a.govuk-back-link").click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test("the case studies index renders and its studies open", async ({ page }) => {
    await page.goto("/case-studies");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case studies");
    await expectNoAxeViolations(page);
    const studies = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link");
    expect(await studies.count()).toBeGreaterThan(0);
    const title = await visibleText(studies.first());
    await studies.first().click();
    await expect(page).toHaveURL(/\/case-studies\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });
});
