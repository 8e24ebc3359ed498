import { XMLParser, XMLValidator } from "fast-xml-parser";
import { type APIRequestContext, expect, test } from "./fixtures.ts";
import { expectNoStackTrace } from "./gazette.ts";

/**
 * The search feeds as their consumers read them (issue 9, points 2 and 3): a filter they cannot honour is
 * refused rather than dropped, and a feed is identified by its own address, so a client that pages by
 * rewriting the id stays in the feed.
 */

type Node = Record<string, unknown>;

function parseAtom(xml: string): Node {
  expect(XMLValidator.validate(xml)).toBe(true);
  return (
    new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@_",
      parseTagValue: false,
      isArray: (name) => ["entry", "link", "f:error"].includes(name),
    }).parse(xml) as { feed: Node }
  ).feed;
}

const text = (v: unknown): string =>
  typeof v === "string" ? v : String((v as Node | undefined)?.["#text"] ?? "");
const entryIds = (feed: Node) => ((feed.entry ?? []) as Node[]).map((e) => text(e.id));
const linkHref = (feed: Node, rel: string) =>
  ((feed.link ?? []) as Node[]).find((l) => l["@_rel"] === rel)?.["@_href"] as string | undefined;

async function atom(request: APIRequestContext, url: string): Promise<Node> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"], url).toMatch(/^application\/atom\+xml\b/);
  return parseAtom(await response.text());
}

const BAD_DATES: [string, string, string][] = [
  ["start-publish-date=banana", "start-publish-date", "Please enter a valid from date"],
  ["end-publish-date=31/02/2026", "end-publish-date", "Please enter a valid to date"],
  [
    "start-publish-date=2026-03-01&end-publish-date=2026-01-01",
    "start-publish-date",
    "Please enter a from date which is before the to date",
  ],
  [
    "start-publish-date=2099-01-01",
    "start-publish-date",
    "Please enter a date which before the maximum date",
  ],
  [
    "start-date-of-death=1600-01-01",
    "start-date-of-death",
    "Please enter a from date which is after 01/01/1665",
  ],
];

test.describe("feeds refuse what they cannot honour", () => {
  for (const base of ["/all-notices/notice", "/insolvency/london/notice"]) {
    test(`bad dates give 400 with the form's messages, as JSON and as Atom (${base})`, async ({
      request,
    }) => {
      for (const [query, parameter, message] of BAD_DATES) {
        const json = await request.get(`${base}/data.json?${query}`);
        expect(json.status(), query).toBe(400);
        expect(json.headers()["content-type"]).toMatch(/^application\/json\b/);
        const body = (await json.json()) as { error: string; status: number; errors: Node[] };
        expect(body.status).toBe(400);
        expect(body.errors, query).toEqual([{ parameter, message }]);

        const feed = await request.get(`${base}/data.feed?${query}`);
        expect(feed.status(), query).toBe(400);
        expect(feed.headers()["content-type"]).toMatch(/^application\/atom\+xml\b/);
        const xml = await feed.text();
        expectNoStackTrace(xml);
        const doc = parseAtom(xml);
        expect(text(doc.title)).toBe("There is a problem with your search");
        expect(doc.entry).toBeUndefined();
        expect((doc["f:error"] as Node[]).map((e) => [e["@_parameter"], text(e)])).toEqual([
          [parameter, message],
        ]);
      }
    });
  }

  test("unknown codes, editions, sort orders and page numbers give 400 too; valid ones still 200", async ({
    request,
  }) => {
    const refused = await request.get(
      "/all-notices/notice/data.json?categorycode=99&noticetypes=9999&edition=gotham&sort-by=newest&results-page=x",
    );
    expect(refused.status()).toBe(400);
    const { errors } = (await refused.json()) as { errors: { parameter: string }[] };
    expect(errors.map((e) => e.parameter)).toEqual([
      "categorycode",
      "noticetypes",
      "edition",
      "results-page",
      "sort-by",
    ]);
    const fine = await request.get(
      "/all-notices/notice/data.json?categorycode=24&edition=London&start-publish-date=01/01/2020&sort-by=oldest-date",
    );
    expect(fine.status()).toBe(200);
  });

  test("the HTML page still shows its problems beside the results, with 200", async ({ request }) => {
    const page = await request.get("/all-notices/notice?start-publish-date=banana");
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain("Publication date: Please enter a valid from date");
  });
});

test.describe("feed identity", () => {
  test("a client paging by rewriting results-page in the id gets the Atom pages the next links give", async ({
    request,
  }) => {
    const first = await atom(request, "/all-notices/notice/data.feed?categorycode=24&results-page-size=5");
    const id = text(first.id);
    expect(id).toBe(linkHref(first, "self"));
    expect(new URL(id).pathname).toBe("/all-notices/notice/data.feed");
    expect(new URL(id).searchParams.get("categorycode")).toBe("24");

    let byNext = first;
    let byId = first;
    const seen = new Set(entryIds(first));
    for (let page = 2; page <= 3; page++) {
      const rewritten = new URL(text(byId.id));
      rewritten.searchParams.set("results-page", String(page));
      byId = await atom(request, rewritten.toString());
      byNext = await atom(request, String(linkHref(byNext, "next")));
      expect(entryIds(byId)).toEqual(entryIds(byNext));
      expect(entryIds(byId)).toHaveLength(5);
      for (const entry of entryIds(byId)) {
        expect(seen.has(entry), entry).toBe(false);
        seen.add(entry);
      }
      expect(text(byId["f:page-number"])).toBe(String(page));
    }
  });

  test("the results page's feed links carry the current search", async ({ page, request }) => {
    await page.goto("/all-notices/notice?text=limited&categorycode=24&results-page=2");
    const href = await page
      .locator('head link[rel="alternate"][type="application/atom+xml"]')
      .getAttribute("href");
    expect(href).not.toBeNull();
    const url = new URL(href ?? "", page.url());
    expect(url.pathname).toBe("/all-notices/notice/data.feed");
    expect(url.searchParams.get("text")).toBe("limited");
    expect(url.searchParams.get("categorycode")).toBe("24");
    // A feed reader subscribes to the search, from its first page.
    expect(url.searchParams.get("results-page")).toBeNull();
    const feed = await atom(request, url.toString());
    expect(new URL(text(feed.id)).searchParams.get("text")).toBe("limited");
    expect((feed["openSearch:Query"] as Node)["@_searchTerms"]).toBe("limited");
    const json = await page
      .locator('head link[rel="alternate"][type="application/json"]')
      .getAttribute("href");
    expect(json).toBe(href?.replace("/data.feed", "/data.json"));
  });

  test("Atom entries summarise the notice and refer to it whole; f: is the same IRI on any host", async ({
    request,
  }) => {
    const feed = await atom(request, "/all-notices/notice/data.feed?results-page-size=3");
    expect(feed["@_xmlns:f"]).toBe("https://www.thegazette.co.uk/facets");
    for (const entry of (feed.entry ?? []) as Node[]) {
      expect((entry.summary as Node)["@_type"]).toBe("xhtml");
      const src = String((entry.content as Node)["@_src"]);
      const notice = await request.get(src);
      expect(notice.status(), src).toBe(200);
      expect(notice.headers()["content-type"]).toMatch(/^application\/xhtml\+xml\b/);
    }
    const json = (await (await request.get("/all-notices/notice/data.json?results-page-size=3")).json()) as {
      entry: { content: string; "f:issue"?: unknown; "f:page"?: unknown }[];
    };
    for (const entry of json.entry) {
      expect(entry.content).not.toMatch(/&amp;|&lt;|&gt;|&#\d+;|<mark>/);
      if (entry["f:issue"] !== undefined) expect(typeof entry["f:issue"]).toBe("string");
      if (entry["f:page"] !== undefined) expect(typeof entry["f:page"]).toBe("string");
    }
  });
});
