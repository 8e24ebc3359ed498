import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { buildSearchFeed, snippetToXhtml, toRfc3339 } from "./search-feed.ts";
import {
  FIXTURE_SEARCH_PATH as PATH,
  FIXTURE_SITE_URL as SITE,
  sampleSearchQuery,
  sampleSearchResult,
  FIXTURE_UPDATED as UPDATED,
} from "./search-result-fixture.ts";

const wellFormed = (fragment: string) =>
  XMLValidator.validate(`<div xmlns="http://www.w3.org/1999/xhtml">${fragment}</div>`);

describe("snippetToXhtml", () => {
  it("keeps <mark> and escapes the text around it", () => {
    expect(snippetToXhtml("the <mark>Liquidator</mark> of A &#38; B")).toBe(
      "the <mark>Liquidator</mark> of A &amp; B",
    );
  });

  it("shows any other markup as text, never as elements", () => {
    const out = snippetToXhtml("<b>bold</b> <script>alert(1)</script> &lt;i&gt;");
    expect(out).toBe("&lt;b&gt;bold&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt; &lt;i&gt;");
    expect(wellFormed(out)).toBe(true);
  });

  it("balances stray, nested and unclosed marks and drops their attributes", () => {
    const out = snippetToXhtml('</mark>a <mark class="x">b <mark>c</mark> d</mark> <mark>e');
    expect(out).toBe("a <mark>b c</mark> d <mark>e</mark>");
    expect(wellFormed(out)).toBe(true);
  });

  it("makes HTML-only entities and forbidden characters XML-safe", () => {
    const out = snippetToXhtml("caf&eacute;&nbsp;x &bogus; \u0001 &#1; & done");
    // A reference to a forbidden character is dropped like the character itself.
    expect(out).toBe("café\u00a0x &amp;bogus;   &amp; done");
    expect(wellFormed(out)).toBe(true);
  });

  it("does not mistake other elements starting with 'mark' for a highlight", () => {
    expect(snippetToXhtml("<markup>x</markup>")).toBe("&lt;markup&gt;x&lt;/markup&gt;");
  });
});

describe("toRfc3339", () => {
  it("normalises timestamps and reads a bare date as midnight UTC", () => {
    expect(toRfc3339("2026-11-19T09:00:00+01:00")).toBe("2026-11-19T08:00:00.000Z");
    expect(toRfc3339("2026-11-19")).toBe("2026-11-19T00:00:00Z");
  });
});

describe("buildSearchFeed", () => {
  const opts = { siteUrl: SITE, searchPath: PATH, title: "Notices", updated: UPDATED };
  const rels = (result = sampleSearchResult()) =>
    buildSearchFeed(result, opts, "atom").links.map((l) => l.rel);

  it("links first, next and last from page 1 of 3, but no previous page", () => {
    expect(rels()).toEqual(["self", "alternate", "alternate", "first", "next", "last"]);
  });

  it("links both ways from a middle page, and only back from the last", () => {
    expect(rels(sampleSearchResult({ query: sampleSearchQuery({ page: 2 }) }))).toContain("prev");
    expect(rels(sampleSearchResult({ query: sampleSearchQuery({ page: 2 }) }))).toContain("next");
    expect(rels(sampleSearchResult({ query: sampleSearchQuery({ page: 3 }) }))).toEqual([
      "self",
      "alternate",
      "alternate",
      "first",
      "prev",
      "last",
    ]);
  });

  it("leads back to the last page from beyond it", () => {
    const feed = buildSearchFeed(sampleSearchResult({ query: sampleSearchQuery({ page: 9 }) }), opts, "atom");
    expect(feed.links.find((l) => l.rel === "prev")?.href).toContain("results-page=3");
    expect(feed.links.some((l) => l.rel === "next")).toBe(false);
  });

  it("has one (empty) page for a search without results", () => {
    const feed = buildSearchFeed(sampleSearchResult({ total: 0, hits: [], lastPage: 0 }), opts, "atom");
    expect(feed.links.map((l) => l.rel)).toEqual(["self", "alternate", "alternate", "first", "last"]);
    expect(feed.lastPage).toBe(1);
    expect(feed.entries).toEqual([]);
  });

  it("tolerates a trailing slash on the site URL and the search path", () => {
    const feed = buildSearchFeed(
      sampleSearchResult(),
      { ...opts, siteUrl: `${SITE}/`, searchPath: `${PATH}/` },
      "json",
    );
    expect(feed.links[0]?.href).toBe(
      `${SITE}${PATH}/data.json?text=liquidator&categorycode=24&start-publish-date=2026-01-01`,
    );
    expect(feed.entries[0]?.id).toBe(`${SITE}/id/notice/4812001`);
  });

  it("stands the feed's date in for a hit without a publication date", () => {
    const result = sampleSearchResult();
    result.hits[0]!.publishedAt = null;
    const [entry] = buildSearchFeed(result, opts, "atom").entries;
    expect(entry?.published).toBeNull();
    expect(entry?.updated).toBe(UPDATED);
  });
});
