import { type APIRequestContext, expect, test } from "./fixtures.ts";
import { latestIssuePath } from "./gazette.ts";

/**
 * The spec's calls as consumers make them (issue 9, point 9): the company finder asked by ajax at its own
 * address, and edition names written as the real service writes them (`London`).
 */

const FINDER = "/service/company-finder";
type Lookup = { companyname: string; companynumber: string };

test.describe("the company finder at its own address", () => {
  test("answers an ajax call with the JSON list of data.json, and a browser with the page", async ({
    request,
  }) => {
    const query = "?companyname=limited";
    const expected = (await (await request.get(`${FINDER}/data.json${query}`)).json()) as Lookup[];
    expect(expected.length).toBe(15);

    for (const headers of [
      { Accept: "application/json" },
      { "X-Requested-With": "XMLHttpRequest" },
      { Accept: "application/json, text/javascript, */*; q=0.01", "X-Requested-With": "XMLHttpRequest" },
    ] as Record<string, string>[]) {
      const response = await request.get(`${FINDER}${query}`, { headers });
      expect(response.status(), JSON.stringify(headers)).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^application\/json\b/);
      expect(response.headers().vary).toMatch(/\bAccept\b/);
      expect(await response.json()).toEqual(expected);
    }

    const bad = await request.get(`${FINDER}?companyname=`, { headers: { Accept: "application/json" } });
    expect(bad.status()).toBe(400);
    expect(Object.keys(await bad.json())).toEqual(["error"]);

    const page = await request.get(`${FINDER}${query}`, {
      headers: { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
    });
    expect(page.status()).toBe(200);
    expect(page.headers()["content-type"]).toMatch(/^text\/html/);
    expect(page.headers().vary).toMatch(/\bAccept\b/);
    expect(await page.text()).toContain("Company finder");
  });
});

/** The newest year and month of an edition that have issues. */
async function latestMonth(request: APIRequestContext): Promise<{ year: string; month: number }> {
  const { pubyears } = (await (
    await request.get("/browse-publications/index-years/data.json?archive_edition=london")
  ).json()) as { pubyears: string[] };
  const year = pubyears.at(-1) ?? "";
  for (let month = 12; month >= 1; month--) {
    const response = await request.get(`/london/year/${year}/month/${month}/issue/data.json`);
    if (((await response.json()) as { entry: unknown[] }).entry.length > 0) return { year, month };
  }
  throw new Error(`no issues in ${year}`);
}

test.describe("edition names in any case", () => {
  test("data calls answer London as london", async ({ request }) => {
    const lower = await (
      await request.get("/browse-publications/index-years/data.json?archive_edition=london")
    ).json();
    for (const name of ["London", "LONDON"]) {
      const years = await request.get(`/browse-publications/index-years/data.json?archive_edition=${name}`);
      expect(years.status(), name).toBe(200);
      expect(await years.json()).toEqual(lower);
    }
    const { year, month } = await latestMonth(request);
    const indexes = await request.get(
      `/browse-publications/indexes/data.json?archive_edition=London&archive_year=${year}`,
    );
    expect(indexes.status()).toBe(200);

    const canonical = await (await request.get(`/london/year/${year}/month/${month}/issue/data.json`)).json();
    const issues = await request.get(`/London/year/${year}/month/${month}/issue/data.json`);
    expect(issues.status()).toBe(200);
    expect(await issues.json()).toEqual(canonical);

    const feed = await request.get("/insolvency/London/notice/data.json", { maxRedirects: 0 });
    expect(feed.status()).toBe(200);
    const issuePath = await latestIssuePath(request);
    const pdf = await request.get(`${issuePath.replace("/london/", "/London/")}/page/1/data.htm`, {
      maxRedirects: 0,
    });
    expect(pdf.status()).toBe(200);

    // Names that are no edition stay refused.
    const unknown = await request.get("/browse-publications/index-years/data.json?archive_edition=Paris");
    expect(unknown.status()).toBe(400);
  });

  test("pages written with another case redirect permanently to the lower-case address", async ({
    request,
  }) => {
    const issuePath = await latestIssuePath(request);
    const { year } = await latestMonth(request);
    const pages = [
      `${issuePath}?view=1`,
      `${issuePath}/page/1`,
      "/browse-publications/london",
      `/browse-publications/london/${year}`,
      "/insolvency/london/notice?text=notice",
    ];
    for (const path of pages) {
      const written = path.replace("london", "London");
      const response = await request.get(written, { maxRedirects: 0 });
      expect(response.status(), written).toBe(301);
      expect(response.headers().location, written).toBe(path);
      expect((await request.get(path)).status(), path).toBe(200);
    }
    expect((await request.get("/Paris/issue/1", { maxRedirects: 0 })).status()).toBe(404);
  });
});
