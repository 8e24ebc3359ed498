import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaticMarkupProvider } from "../../components/static-markup.tsx";
import { staticMarkupCache } from "../../components/static-markup-cache.server.ts";
import { SearchForm, type SearchFormProps } from "./search-form.tsx";
import { parseSearchParams } from "./search-query.ts";

/**
 * The notice-type boxes are rendered once and reused (StaticPart): the page must be byte for byte what
 * rendering them every time gives, or the browser's React would not hydrate the markup it finds.
 */
function props(qs: string, service: SearchFormProps["service"] = "all-notices"): SearchFormProps {
  const parsed = parseSearchParams(new URLSearchParams(qs), { service }, "2026-11-24");
  return {
    action: "/all-notices/notice",
    service,
    editionScope: null,
    query: parsed.query,
    entered: parsed.entered,
    problems: parsed.problems,
    locationCount: parsed.locationBlocks,
  };
}

describe("the search form's static notice-type part", () => {
  const plain = (p: SearchFormProps) => renderToString(createElement(SearchForm, p));
  const cache = staticMarkupCache(2);
  const cached = (p: SearchFormProps) =>
    renderToString(createElement(StaticMarkupProvider, { value: cache }, createElement(SearchForm, p)));

  it("gives the same page as rendering the boxes each time, first and from the store", () => {
    for (const qs of ["", "noticetypes=2903", "categorycode=24&noticetypes=2903", "text=estate"]) {
      expect(cached(props(qs))).toBe(plain(props(qs)));
      expect(cached(props(qs))).toBe(plain(props(qs)));
    }
    expect(cached(props("", "insolvency"))).toBe(plain(props("", "insolvency")));
  });

  it("keeps each service's and each tick's boxes apart", () => {
    const none = cached(props(""));
    const ticked = cached(props("noticetypes=2903"));
    expect(ticked).not.toBe(none);
    expect(ticked).toMatch(/id="type-2903"[^>]*checked/);
    expect(none).not.toMatch(/id="type-2903"[^>]*checked/);
    expect(cached(props("", "wills-and-probate"))).not.toContain('id="type-2450"');
  });

  it("keeps only the boxes in the store: the plain fields show what one search entered, drawn with the page", () => {
    const keys: string[] = [];
    const spy = (key: string, part: Parameters<typeof cache>[1]) => {
      keys.push(key);
      return renderToString(part);
    };
    const page = renderToString(
      createElement(StaticMarkupProvider, { value: spy }, createElement(SearchForm, props("text=estate"))),
    );
    expect(keys).toEqual(["notice-types:all-notices:"]);
    expect(page).toBe(plain(props("text=estate")));
    // The fields are still marked as the server's markup, for the browser to keep.
    expect(page).toMatch(/data-static-part="search-fields:[^"]*&quot;part&quot;:&quot;text&quot;/);
    expect(page).toMatch(/id="search-text"[^>]*value="estate"/);
  });

  it("shows the notice-type boxes' messages in the form's order, each field's once", () => {
    const page = plain(props("categorycode=99&noticetypes=9999&noticetypes=8888"));
    const types = page.indexOf('id="noticetypes-error"');
    const categories = page.indexOf('id="categorycode-error"');
    expect(types).toBeGreaterThan(-1);
    expect(categories).toBeGreaterThan(types);
    expect(page.match(/id="noticetypes-error"/g)).toHaveLength(1);
  });
});
