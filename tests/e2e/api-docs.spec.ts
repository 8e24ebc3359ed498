import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The API description: the OpenAPI document a tool reads, and the `/api` page a developer reads, which
 * is rendered from the same document.
 */

type Operation = { summary: string; responses: Record<string, unknown> };
interface OpenApi {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Partial<Record<"get" | "post" | "put" | "delete", Operation>>>;
}

/** Every operation of the document as "METHOD /path", with the operation. */
const operationsOf = (doc: OpenApi) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op: op as Operation })),
  );

test.describe("API description", () => {
  test("/api/openapi.json is an OpenAPI 3.1 document that any origin may read", async ({ request }) => {
    const response = await request.get("/api/openapi.json");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    expect(response.headers()["access-control-allow-origin"]).toBe("*");
    const doc = (await response.json()) as OpenApi;
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers[0]?.url).toMatch(/^https?:\/\//);
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/{service}/notice/data.json",
        "/{service}/notice/data.feed",
        "/notice/{id}/data.json",
      ]),
    );
    expect(paths).toEqual(expect.arrayContaining(["/oauth/token", "/my-gazette/bundle"]));
    // Every call has a success documented: a GET's 200, or 303 See Other for the linked-data identifiers;
    // the placement API's changes 200, 201 or 204, and an order's steps 302 (placement-api.md step 7).
    for (const { path, method, op } of operationsOf(doc)) {
      const success =
        method === "get"
          ? op.responses[path.startsWith("/id/") ? "303" : "200"]
          : (op.responses["200"] ?? op.responses["201"] ?? op.responses["204"] ?? op.responses["302"]);
      expect(success, `${method} ${path}`).toBeTruthy();
    }
  });

  test("/api shows every call of the document, with its parameters, and passes axe", async ({
    page,
    request,
  }) => {
    const doc = (await (await request.get("/api/openapi.json")).json()) as OpenApi;

    await page.goto("/api");
    await expect(page).toHaveTitle("API - The Gazette");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Gazette API");
    await expect(page.getByRole("heading", { level: 2, name: "Search" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Notices" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 3, name: "GET /{service}/notice/data.json", exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 3, name: "GET /{service}/notice/data.feed", exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 3, name: "GET /notice/{id}/data.json", exact: true }),
    ).toBeVisible();

    // One heading per call: the page is generated from the document, so neither can miss a call.
    const headings = await page.getByRole("heading", { level: 3 }).allTextContents();
    for (const { path, method } of operationsOf(doc))
      expect(headings, path).toContain(`${method.toUpperCase()} ${path}`);
    await expect(page.getByRole("heading", { level: 2, name: "Placement" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 3, name: "POST /oauth/token", exact: true }),
    ).toBeVisible();

    // The search's parameters are in its table, with the page-size limit.
    const searchTable = page.getByRole("table", { name: "Parameters of GET /{service}/notice/data.json" });
    await expect(searchTable.getByRole("rowheader", { name: /^results-page-size query$/ })).toBeVisible();
    await expect(searchTable.getByRole("row", { name: /results-page-size/ })).toContainText("at most 100");
    await expect(searchTable.getByRole("rowheader", { name: /^location-postcode-1 query$/ })).toBeVisible();

    // Response bodies link to their schema.
    await page
      .getByRole("table", { name: "Responses of GET /{service}/notice/data.json" })
      .getByRole("link", { name: "SearchFeed", exact: true })
      .click();
    await expect(page).toHaveURL(/#schema-SearchFeed$/);
    await expect(page.getByRole("heading", { level: 3, name: "SearchFeed", exact: true })).toBeVisible();

    await page.locator("summary", { hasText: "Fields of SearchFeed" }).click();
    await expect(
      page
        .getByRole("table", { name: "Fields of SearchFeed" })
        .getByRole("rowheader", { name: /^f:total required$/ }),
    ).toBeVisible();

    await expect(page.getByRole("link", { name: "OpenAPI 3.1 document (JSON)" })).toHaveAttribute(
      "href",
      "/api/openapi.json",
    );
    await expectNoAxeViolations(page);
  });
});
