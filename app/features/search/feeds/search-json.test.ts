import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { searchResultToAtom } from "./search-atom.ts";
import { searchResultToJson } from "./search-json.ts";
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

function parseAtom(xml: string): Node {
  return (
    new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@_",
      parseTagValue: false,
      processEntities: true,
      htmlEntities: true,
      isArray: (name) => ["entry", "link", "f:facet", "f:value"].includes(name),
    }).parse(xml) as { feed: Node }
  ).feed;
}
const text = (v: unknown): string =>
  typeof v === "string" ? v : String((v as Node | undefined)?.["#text"] ?? "");

describe("searchResultToJson", () => {
  const json = searchResultToJson(sampleSearchResult(), OPTS);
  const atom = parseAtom(searchResultToAtom(sampleSearchResult(), OPTS));
  const atomEntries = atom.entry as Node[];

  it("survives a JSON round trip unchanged (no undefined, no functions)", () => {
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });

  it("mirrors the Atom feed: title, totals, paging; each one's id is its own address", () => {
    expect(json.id).toBe(`${SITE}${PATH}/data.json?${QUERY}`);
    expect(json.id).toBe(json.link.find((l) => l["@rel"] === "self")?.["@href"]);
    expect(text(atom.id)).toBe(`${SITE}${PATH}/data.feed?${QUERY}`);
    expect(json.title).toBe(text(atom.title));
    expect(json.updated).toBe(text(atom.updated));
    expect(json["f:total"]).toBe(Number(text(atom["f:total"])));
    expect(json["f:total-approximate"]).toBe(false);
    expect(json["f:page-number"]).toBe(Number(text(atom["f:page-number"])));
    expect(json["f:page-size"]).toBe(Number(text(atom["f:page-size"])));
    expect(json["openSearch:totalResults"]).toBe(25);
    expect(json["openSearch:startIndex"]).toBe(1);
    expect(json["openSearch:itemsPerPage"]).toBe(10);
  });

  it("has the same links as the Atom, pointing at data.json pages", () => {
    const atomLinks = (atom.link as Node[]).map((l) => l["@_rel"]);
    expect(json.link.map((l) => l["@rel"])).toEqual(atomLinks);
    const href = (rel: string) => json.link.find((l) => l["@rel"] === rel)?.["@href"];
    expect(href("self")).toBe(`${SITE}${PATH}/data.json?${QUERY}`);
    expect(href("next")).toBe(`${SITE}${PATH}/data.json?${QUERY}&results-page=2`);
    expect(href("last")).toBe(`${SITE}${PATH}/data.json?${QUERY}&results-page=3`);
    expect(href("prev")).toBeUndefined();
    expect(json.link.find((l) => l["@type"] === "application/atom+xml")?.["@href"]).toBe(
      `${SITE}${PATH}/data.feed?${QUERY}`,
    );
  });

  it("has the same facets and counts as the Atom", () => {
    const atomFacets = ((atom["f:facets"] as Node)["f:facet"] as Node[]).map((f) => ({
      name: f["@_name"],
      values: ((f["f:value"] ?? []) as Node[]).map((v) => [v["@_term"], v["@_label"], Number(v["@_count"])]),
    }));
    const jsonFacets = json["f:facets"]["f:facet"].map((f) => ({
      name: f["@name"],
      values: f["f:value"].map((v) => [v["@term"], v["@label"], v["@count"]]),
    }));
    expect(jsonFacets).toEqual(atomFacets);
    expect(json["f:facets"]["@approximate"]).toBe(false);
    expect(json["f:facets"]["f:facet"][0]).toEqual({
      "@name": "category",
      "@parameter": "categorycode",
      "f:value": [{ "@term": "24", "@label": "Corporate Insolvency", "@count": 25 }],
    });
  });

  it("has the same entries as the Atom, in the same order", () => {
    expect(json.entry.map((e) => e.id)).toEqual(atomEntries.map((e) => text(e.id)));
    expect(json.entry.map((e) => e.title)).toEqual(atomEntries.map((e) => text(e.title)));
    expect(json.entry.map((e) => e["f:notice-code"])).toEqual(
      atomEntries.map((e) => text(e["f:notice-code"])),
    );
    expect(json.entry.map((e) => e.category["@term"])).toEqual(
      atomEntries.map((e) => (e.category as Node)["@_term"]),
    );
    expect(json.entry.map((e) => e.link.map((l) => l["@href"]))).toEqual(
      atomEntries.map((e) => (e.link as Node[]).map((l) => l["@_href"])),
    );
  });

  it("gives the excerpt as plain text, escaped by JSON alone (no entities, no markup)", () => {
    const [first, second, third] = json.entry;
    expect(JSON.stringify(json.entry)).not.toMatch(/&amp;|&lt;|&#/);
    expect(second?.content).toBe("A liquidator was named: <b>not bold</b> & done");
    expect(third?.content).toBe("The liquidator invites claims");
    // The same words as the Atom summary's text.
    const summary = (e: Node | undefined) => {
      const div = ((e?.summary ?? {}) as Node).div as Node | string;
      return typeof div === "string" ? div : JSON.stringify(div);
    };
    expect(summary(atomEntries[0])).toContain("Example Widgets & Sons");
    expect(first?.content).not.toContain("<mark>");
  });

  it("gives issue and page as strings, one type for both", () => {
    for (const entry of json.entry) {
      if ("f:issue" in entry) expect(typeof entry["f:issue"]).toBe("string");
      if ("f:page" in entry) expect(typeof entry["f:page"]).toBe("string");
    }
    expect(json.entry.map((e) => e["f:issue"])).toEqual(atomEntries.map((e) => text(e["f:issue"])));
  });

  it("describes a notice with counts as numbers and leaves out what is unknown", () => {
    const [first, second] = json.entry;
    expect(first).toMatchObject({
      id: `${SITE}/id/notice/4812001`,
      published: "2026-11-19T09:00:00.000Z",
      updated: "2026-11-19T09:00:00.000Z",
      author: { name: "The London Gazette" },
      category: { "@term": "Appointment of Liquidators" },
      "f:notice-code": "2432",
      "f:status": "published",
      "f:issue": "64912",
      "f:page": "21734",
      "f:company-number": "99000123",
      "geo:Point": { "geo:lat": 51.507351, "geo:long": -0.127758 },
    });
    expect(first?.content).toBe(
      "Notice is hereby given that the Liquidator of Example Widgets & Sons was appointed",
    );
    expect(first?.link[0]).toEqual({
      "@rel": "alternate",
      "@type": "text/html",
      "@href": `${SITE}/notice/4812001`,
    });
    expect(second && "geo:Point" in second).toBe(false);
    expect(second && "f:page" in second).toBe(false);
    expect(second?.title).toBe(HOSTILE_TITLE);
  });

  it("flags approximate totals and facet counts", () => {
    const result = sampleSearchResult({
      totalIsApproximate: true,
      query: sampleSearchQuery({ page: 2 }),
    });
    result.facets.approximate = true;
    const approx = searchResultToJson(result, OPTS);
    expect(approx["f:total-approximate"]).toBe(true);
    expect(approx["f:facets"]["@approximate"]).toBe(true);
    expect(approx.link.find((l) => l["@rel"] === "prev")?.["@href"]).toBe(
      `${SITE}${PATH}/data.json?${QUERY}`,
    );
    expect(approx["openSearch:startIndex"]).toBe(11);
  });
});
