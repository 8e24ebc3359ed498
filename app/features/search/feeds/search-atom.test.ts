import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { searchResultToAtom } from "./search-atom.ts";
import {
  HOSTILE_TITLE,
  FIXTURE_SEARCH_PATH as PATH,
  FIXTURE_SITE_URL as SITE,
  sampleSearchQuery,
  sampleSearchResult,
  FIXTURE_UPDATED as UPDATED,
} from "./search-result-fixture.ts";

type Node = Record<string, unknown>;

const OPTS = { siteUrl: SITE, searchPath: PATH, title: "All notices: liquidator", updated: UPDATED };
const QUERY = "text=liquidator&categorycode=24&start-publish-date=2026-01-01";

/** Attributes as `@_name`, text as strings (no number guessing), repeatable elements always arrays. */
function parseFeed(xml: string): Node {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: true,
    // Numeric character references (`&#9;` in attributes) are decoded too, as any XML parser does.
    htmlEntities: true,
    isArray: (name) => ["entry", "link", "f:facet", "f:value", "f:unknown-location"].includes(name),
  });
  return (parser.parse(xml) as { feed: Node }).feed;
}

const text = (v: unknown): string =>
  typeof v === "string" ? v : String((v as Node | undefined)?.["#text"] ?? "");
const links = (n: Node) => (n.link ?? []) as Node[];
const linkHref = (n: Node, rel: string, type?: string) =>
  links(n).find((l) => l["@_rel"] === rel && (type === undefined || l["@_type"] === type))?.["@_href"];
const entries = (feed: Node) => (feed.entry ?? []) as Node[];
/** A child element that must be there: fails the test with its name rather than a TypeError. */
function child(node: Node | undefined, name: string): Node {
  const value = node?.[name];
  if (!value || typeof value !== "object") throw new Error(`no ${name} element`);
  return (Array.isArray(value) ? value[0] : value) as Node;
}

function expectWellFormed(xml: string) {
  const result = XMLValidator.validate(xml);
  expect(result, JSON.stringify(result)).toBe(true);
}

describe("searchResultToAtom", () => {
  const xml = searchResultToAtom(sampleSearchResult(), OPTS);
  const feed = parseFeed(xml);

  it("is a well-formed Atom document", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<feed')).toBe(true);
    expectWellFormed(xml);
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
  });

  it("declares the f, geo and openSearch namespaces, and every prefix it uses", () => {
    expect(feed["@_xmlns:f"]).toBe("https://www.thegazette.co.uk/facets");
    expect(feed["@_xmlns:geo"]).toBe("http://www.w3.org/2003/01/geo/wgs84_pos#");
    expect(feed["@_xmlns:openSearch"]).toBe("http://a9.com/-/spec/opensearch/1.1/");
    const used = new Set([...xml.matchAll(/<\/?([A-Za-z]+):/g)].map((m) => m[1]));
    for (const prefix of used) expect(feed[`@_xmlns:${prefix}`], prefix).toBeTruthy();
  });

  it("names f: with one fixed IRI, whatever host the deployment answers on", () => {
    const elsewhere = parseFeed(
      searchResultToAtom(sampleSearchResult(), { ...OPTS, siteUrl: "http://localhost:3000" }),
    );
    expect(elsewhere["@_xmlns:f"]).toBe(feed["@_xmlns:f"]);
    expect(String(elsewhere["@_xmlns:f"])).not.toContain("localhost");
  });

  it("is identified by its own address, query included, like its self link", () => {
    expect(text(feed.id)).toBe(`${SITE}${PATH}/data.feed?${QUERY}`);
    expect(text(feed.id)).toBe(linkHref(feed, "self"));
    const second = parseFeed(
      searchResultToAtom(sampleSearchResult({ query: sampleSearchQuery({ page: 2 }) }), OPTS),
    );
    expect(text(second.id)).toBe(`${SITE}${PATH}/data.feed?${QUERY}&results-page=2`);
  });

  it("lets a client page by rewriting results-page in the id, as consumers of the real service do", () => {
    const rewritten = new URL(text(feed.id));
    rewritten.searchParams.set("results-page", "2");
    const next = new URL(String(linkHref(feed, "next")));
    expect(rewritten.pathname).toBe(next.pathname);
    expect([...rewritten.searchParams].sort()).toEqual([...next.searchParams].sort());
  });

  it("states title, updated and author of the feed", () => {
    expect(text(feed.title)).toBe("All notices: liquidator");
    expect(text(feed.updated)).toBe(UPDATED);
    expect(text((feed.author as Node).name)).toBe("The Gazette");
    expect(text(feed.rights)).toContain("Open Government Licence v3.0");
  });

  it("gives the totals and paging in the f and openSearch vocabularies", () => {
    expect(text(feed["f:total"])).toBe("25");
    expect((feed["f:total"] as Node)["@_approximate"]).toBeUndefined();
    expect(text(feed["f:page-number"])).toBe("1");
    expect(text(feed["f:page-size"])).toBe("10");
    expect(text(feed["openSearch:totalResults"])).toBe("25");
    expect(text(feed["openSearch:startIndex"])).toBe("1");
    expect(text(feed["openSearch:itemsPerPage"])).toBe("10");
    expect((feed["openSearch:Query"] as Node)["@_searchTerms"]).toBe("liquidator");
  });

  it("links page 1 of 3 to itself, the HTML page, the first, next and last pages, but no previous", () => {
    expect(linkHref(feed, "self")).toBe(`${SITE}${PATH}/data.feed?${QUERY}`);
    expect(links(feed).find((l) => l["@_rel"] === "self")?.["@_type"]).toBe("application/atom+xml");
    expect(linkHref(feed, "alternate", "text/html")).toBe(`${SITE}${PATH}?${QUERY}`);
    expect(linkHref(feed, "alternate", "application/json")).toBe(`${SITE}${PATH}/data.json?${QUERY}`);
    expect(linkHref(feed, "first")).toBe(`${SITE}${PATH}/data.feed?${QUERY}`);
    expect(linkHref(feed, "next")).toBe(`${SITE}${PATH}/data.feed?${QUERY}&results-page=2`);
    expect(linkHref(feed, "last")).toBe(`${SITE}${PATH}/data.feed?${QUERY}&results-page=3`);
    expect(linkHref(feed, "prev")).toBeUndefined();
  });

  it("links the last page back but not forward", () => {
    const last = parseFeed(
      searchResultToAtom(sampleSearchResult({ query: sampleSearchQuery({ page: 3 }) }), OPTS),
    );
    expect(linkHref(last, "prev")).toBe(`${SITE}${PATH}/data.feed?${QUERY}&results-page=2`);
    expect(linkHref(last, "next")).toBeUndefined();
    expect(text(last["openSearch:startIndex"])).toBe("21");
  });

  it("links an edition-scoped search to its own pages, page size included", () => {
    const scoped = parseFeed(
      searchResultToAtom(
        sampleSearchResult({
          query: sampleSearchQuery({
            service: "insolvency",
            editionScope: "london",
            text: "",
            sort: "latest-date",
            pageSize: 50,
          }),
        }),
        { ...OPTS, searchPath: "/insolvency/london/notice" },
      ),
    );
    const q = "categorycode=24&start-publish-date=2026-01-01&results-page-size=50";
    expect(linkHref(scoped, "self")).toBe(`${SITE}/insolvency/london/notice/data.feed?${q}`);
    expect(linkHref(scoped, "next")).toBe(`${SITE}/insolvency/london/notice/data.feed?${q}&results-page=2`);
    expect((scoped["openSearch:Query"] as Node)["@_searchTerms"]).toBeUndefined();
  });

  it("lists the facet counts by category, notice type, edition and year", () => {
    const facets = feed["f:facets"] as Node;
    expect(facets["@_approximate"]).toBeUndefined();
    const byName = new Map(((facets["f:facet"] ?? []) as Node[]).map((f) => [f["@_name"], f]));
    expect([...byName.keys()]).toEqual(["category", "notice-type", "edition", "year"]);
    expect(byName.get("category")?.["@_parameter"]).toBe("categorycode");
    expect(byName.get("category")?.["f:value"]).toEqual([
      { "@_term": "24", "@_label": "Corporate Insolvency", "@_count": "25" },
    ]);
    expect(((byName.get("notice-type")?.["f:value"] ?? []) as Node[]).map((v) => v["@_term"])).toEqual([
      "2432",
      "2441",
      "2433",
    ]);
    expect(byName.get("year")?.["@_parameter"]).toBeUndefined();
  });

  it("marks approximate totals and counts", () => {
    const result = sampleSearchResult({ totalIsApproximate: true });
    result.facets.approximate = true;
    const approx = parseFeed(searchResultToAtom(result, OPTS));
    expect((approx["f:total"] as Node)["@_approximate"]).toBe("true");
    expect((approx["f:facets"] as Node)["@_approximate"]).toBe("true");
  });

  it("describes each notice: id, dates, author, notice code, status, category term", () => {
    const [first, second] = entries(feed);
    expect(entries(feed)).toHaveLength(3);
    expect(text(first?.id)).toBe(`${SITE}/id/notice/4812001`);
    expect(text(first?.title)).toBe("EXAMPLE WIDGETS (TESTSHIRE) LIMITED");
    expect(text(first?.published)).toBe("2026-11-19T09:00:00.000Z");
    expect(text(first?.updated)).toBe("2026-11-19T09:00:00.000Z");
    expect(text(child(first, "author").name)).toBe("The London Gazette");
    expect(text(first?.["f:notice-code"])).toBe("2432");
    expect(text(first?.["f:status"])).toBe("published");
    expect(text(first?.["f:company-number"])).toBe("99000123");
    expect(child(first, "category")["@_term"]).toBe("Appointment of Liquidators");
    expect(child(second, "category")["@_term"]).toBe("Resolutions for Winding-up");
    expect(text(child(second, "author").name)).toBe("The Edinburgh Gazette");
    expect(second?.["f:page"]).toBeUndefined();
    expect(second?.["f:company-number"]).toBeUndefined();
  });

  it("links each notice to every representation", () => {
    const [first] = entries(feed);
    const page = `${SITE}/notice/4812001`;
    expect(links(first ?? {}).map((l) => [l["@_type"], l["@_href"]])).toEqual([
      ["text/html", page],
      ["application/json", `${page}/data.json`],
      ["application/ld+json", `${page}/data.jsonld`],
      ["application/xhtml+xml", `${page}/data.xml`],
      ["text/turtle", `${page}/data.ttl`],
      ["application/pdf", `${page}/data.pdf`],
    ]);
    expect(links(first ?? {}).every((l) => l["@_rel"] === "alternate")).toBe(true);
  });

  it("has geo:Point only for notices with coordinates", () => {
    const [first, second, third] = entries(feed);
    expect(first?.["geo:Point"]).toEqual({ "geo:lat": "51.507351", "geo:long": "-0.127758" });
    expect(second?.["geo:Point"]).toBeUndefined();
    expect(third?.["geo:Point"]).toEqual({ "geo:lat": "54.597285", "geo:long": "-5.93012" });
  });

  it("refers to the whole notice as content, the excerpt being the summary (RFC 4287 4.1.3.2)", () => {
    for (const entry of entries(feed)) {
      const content = child(entry, "content");
      expect(content["@_type"]).toBe("application/xhtml+xml");
      expect(content["@_src"]).toBe(`${text(entry.id).replace("/id/notice/", "/notice/")}/data.xml`);
      expect(content["#text"]).toBeUndefined();
      expect(child(entry, "summary")["@_type"]).toBe("xhtml");
    }
  });

  it("gives issue and page as text in f:issue and f:page", () => {
    const [first] = entries(feed);
    expect(text(first?.["f:issue"])).toBe("64912");
    expect(text(first?.["f:page"])).toBe("21734");
  });

  it("gives the snippet as an XHTML summary with the highlights as <mark>", () => {
    expect(xml).not.toContain('<content type="xhtml">');
    const contents = [...xml.matchAll(/<summary type="xhtml">([\s\S]*?)<\/summary>/g)].map((m) => m[1]);
    expect(contents).toHaveLength(3);
    expect(contents[0]).toBe(
      '<div xmlns="http://www.w3.org/1999/xhtml">Notice is hereby given that the <mark>Liquidator</mark> ' +
        "of Example Widgets &amp; Sons was appointed</div>",
    );
    // Escaped markup in the snippet stays text; it never becomes an element of the feed.
    expect(contents[1]).toContain("&lt;b&gt;not bold&lt;/b&gt; &amp; done");
    expect(contents[2]).toContain("<mark>liquidator</mark> <mark>invites claims</mark></div>");
    // Escaped once, for XML: an XML parser gives back the text itself.
    expect(xml).not.toContain("&amp;amp;");
  });

  it("escapes titles with markup characters and keeps non-ASCII text as it is", () => {
    expect(xml).not.toContain("<script>");
    expect(xml).toContain("&lt;script&gt;&amp;");
    const [, second] = entries(feed);
    expect(text(second?.title)).toBe(HOSTILE_TITLE);
  });

  it("stays well-formed whatever the title, label or query holds", () => {
    const result = sampleSearchResult({
      query: sampleSearchQuery({ text: `a"b<c>&d'\u0007` }),
      unknownLocations: ["<XX1 1XX>"],
    });
    result.hits[0]!.title = "Control \u0001\u001f characters & ]]> \uD800 lone surrogate";
    result.facets.categories[0]!.label = `Tab\tand "quotes" & <angle>`;
    const hostile = searchResultToAtom(result, { ...OPTS, title: '<Search> & "find"' });
    expectWellFormed(hostile);
    const parsed = parseFeed(hostile);
    expect(text(parsed.title)).toBe('<Search> & "find"');
    expect(text(entries(parsed)[0]?.title)).toBe("Control  characters & ]]>  lone surrogate");
    expect((parsed["f:unknown-location"] as string[])[0]).toBe("<XX1 1XX>");
    const category = child(child(parsed, "f:facets"), "f:facet");
    expect(child(category, "f:value")["@_label"]).toBe(`Tab\tand "quotes" & <angle>`);
  });

  it("is a valid, empty feed when nothing matched", () => {
    const empty = searchResultToAtom(sampleSearchResult({ total: 0, hits: [], lastPage: 1 }), OPTS);
    expectWellFormed(empty);
    const parsed = parseFeed(empty);
    expect(entries(parsed)).toEqual([]);
    expect(text(parsed["f:total"])).toBe("0");
    expect(linkHref(parsed, "last")).toBe(`${SITE}${PATH}/data.feed?${QUERY}`);
  });
});
