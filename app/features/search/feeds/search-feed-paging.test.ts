import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { decodeCursor, type SearchCursor } from "../search-cursor.ts";
import { searchResultToAtom } from "./search-atom.ts";
import { buildSearchFeed } from "./search-feed.ts";
import { searchResultToJson } from "./search-json.ts";
import {
  FIXTURE_SEARCH_PATH as PATH,
  FIXTURE_SITE_URL as SITE,
  sampleSearchQuery,
  sampleSearchResult,
  FIXTURE_UPDATED as UPDATED,
} from "./search-result-fixture.ts";

const OPTIONS = { siteUrl: SITE, searchPath: PATH, title: "Search", updated: UPDATED };
const after: SearchCursor = { direction: "after", publishedAt: "2026-03-02 07:00:00.000123+00", id: 41 };
const before: SearchCursor = { direction: "before", publishedAt: "2026-03-04 07:00:00+00", id: 50 };

/** Page 181 of an estimated 20,000 (issue 9): full, so there may be more, whatever the estimate says. */
const estimated = sampleSearchResult({
  query: sampleSearchQuery({ page: 181, pageSize: 2 }),
  total: 362,
  totalIsApproximate: true,
  lastPage: 181,
  hasNextPage: true,
  nextCursor: after,
  prevCursor: before,
});

const link = (rel: string) => buildSearchFeed(estimated, OPTIONS, "json").links.find((l) => l.rel === rel);

describe("paging links of a feed", () => {
  it("offers next from a full page of an estimated total, by key, and no guessed last page", () => {
    const next = new URL(link("next")!.href);
    expect(next.searchParams.get("results-page")).toBe("182");
    expect(decodeCursor(next.searchParams.get("cursor")!)).toEqual(after);
    expect(link("last")).toBeUndefined();
    const prev = new URL(link("prev")!.href);
    expect(prev.searchParams.get("results-page")).toBe("180");
    expect(decodeCursor(prev.searchParams.get("cursor")!)).toEqual(before);
    // First and the alternates are plain numbered addresses: a cursor belongs to one page only.
    expect(new URL(link("first")!.href).searchParams.has("cursor")).toBe(false);
  });

  it("keeps the cursor of the page it is in its self link", () => {
    const self = buildSearchFeed(
      { ...estimated, query: { ...estimated.query, cursor: after } },
      OPTIONS,
      "atom",
    ).links.find((l) => l.rel === "self")!;
    expect(decodeCursor(new URL(self.href).searchParams.get("cursor")!)).toEqual(after);
  });

  it("gives an exact total its last page and no next from it", () => {
    const exact = sampleSearchResult({
      query: sampleSearchQuery({ page: 3 }),
      lastPage: 3,
      hasNextPage: false,
    });
    const rels = buildSearchFeed(exact, OPTIONS, "atom").links.map((l) => l.rel);
    expect(rels).toContain("last");
    expect(rels).not.toContain("next");
  });

  it("says in Atom and JSON when openSearch:totalResults is an estimate", () => {
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });
    const atom = parser.parse(searchResultToAtom(estimated, OPTIONS)).feed;
    expect(atom["openSearch:totalResults"]).toEqual({ "#text": 362, "@f:approximate": "true" });
    expect(searchResultToJson(estimated, OPTIONS)["f:total-approximate"]).toBe(true);
    const exact = parser.parse(searchResultToAtom(sampleSearchResult(), OPTIONS)).feed;
    expect(exact["openSearch:totalResults"]).toBe(25);
  });
});
