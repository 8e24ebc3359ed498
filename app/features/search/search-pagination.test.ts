import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { sampleSearchQuery, sampleSearchResult } from "./feeds/search-result-fixture.ts";
import { decodeCursor, type SearchCursor } from "./search-cursor.ts";
import { SearchResults } from "./search-results.tsx";
import type { SearchResult } from "./search-types.ts";

const after: SearchCursor = { direction: "after", publishedAt: "2026-03-02 07:00:00+00", id: 41 };
const before: SearchCursor = { direction: "before", publishedAt: "2026-03-04 07:00:00+00", id: 50 };

function pagingLinks(result: SearchResult): { rel: string | null; label: string; href: URL }[] {
  const Stub = createRoutesStub([
    {
      path: "/all-notices/notice",
      Component: () => createElement(SearchResults, { result, basePath: "/all-notices/notice" }),
    },
  ]);
  const html = renderToStaticMarkup(createElement(Stub, { initialEntries: ["/all-notices/notice"] }));
  const nav = /<nav class="govuk-pagination"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
  return [...nav.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    rel: /rel="([^"]+)"/.exec(m[1]!)?.[1] ?? null,
    label: m[2]!.replace(/<[^>]+>/g, ""),
    href: new URL(/href="([^"]+)"/.exec(m[1]!)![1]!.replaceAll("&amp;", "&"), "https://gazette.test"),
  }));
}

describe("numbered paging of the results page", () => {
  it("offers only pages known to hold results when the total is an estimate, next and previous by key", () => {
    const links = pagingLinks(
      sampleSearchResult({
        query: sampleSearchQuery({ page: 181, pageSize: 2 }),
        total: 400,
        totalIsApproximate: true,
        lastPage: 200,
        hasNextPage: true,
        nextCursor: after,
        prevCursor: before,
      }),
    );
    const numbers = links.filter((l) => l.rel === null).map((l) => Number(l.label));
    expect(numbers).toEqual([1, 179, 180, 181, 182]);
    const next = links.find((l) => l.rel === "next")!;
    expect(next.href.searchParams.get("results-page")).toBe("182");
    expect(decodeCursor(next.href.searchParams.get("cursor")!)).toEqual(after);
    const prev = links.find((l) => l.rel === "prev")!;
    expect(decodeCursor(prev.href.searchParams.get("cursor")!)).toEqual(before);
  });

  it("ends at the last page of an exact total, and at a short page of an estimate", () => {
    const exact = pagingLinks(sampleSearchResult({ query: sampleSearchQuery({ page: 3 }), lastPage: 3 }));
    expect(exact.some((l) => l.rel === "next")).toBe(false);
    expect(exact.filter((l) => l.rel === null).map((l) => l.label)).toEqual(["1", "2", "3"]);
    const shortPage = pagingLinks(
      sampleSearchResult({
        query: sampleSearchQuery({ page: 7 }),
        totalIsApproximate: true,
        lastPage: 9,
        hasNextPage: false,
      }),
    );
    expect(shortPage.some((l) => l.rel === "next")).toBe(false);
    expect(Math.max(...shortPage.filter((l) => l.rel === null).map((l) => Number(l.label)))).toBe(7);
  });
});

describe("a place the search did not find", () => {
  const render = (postcodesLoading: boolean) => {
    const result = sampleSearchResult({ unknownLocations: ["SW1A 1AA"] });
    const Stub = createRoutesStub([
      {
        path: "/all-notices/notice",
        Component: () =>
          createElement(SearchResults, { result, basePath: "/all-notices/notice", postcodesLoading }),
      },
    ]);
    return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/all-notices/notice"] }));
  };

  it("is named, and explained by the postcodes still loading when they are", () => {
    expect(render(false)).toContain("We could not find “SW1A 1AA”. Check the postcode or");
    expect(render(false)).not.toContain("still being loaded");
    expect(render(true)).toContain(
      "The full list of postcodes is still being loaded after the service started, so a correct postcode may not be found yet",
    );
  });
});
