import { describe, expect, it } from "vitest";
import { appliedFilters, describeFilter, withoutFilter } from "./search-filters.ts";
import { MAX_TEXT_LENGTH, parseSearchParams, toSearchParams } from "./search-query.ts";

const today = "2026-11-21";
const parse = (qs: string) => parseSearchParams(new URLSearchParams(qs), { service: "all-notices" }, today);

describe("parseSearchParams", () => {
  it("reads the real service's parameters", () => {
    const { query, problems } = parse(
      "text=winding+up&categorycode=24+25&noticetypes=2450+2452&start-publish-date=2026-01-01&end-publish-date=20/11/2026&location-postcode-1=sw1a1aa&location-distance-1=5&location-local-authority-2=Leeds&numberOfLocationSearches=2&edition=london&results-page=3&results-page-size=50&sort-by=oldest-date&utm_source=x",
    );
    expect(problems).toEqual([]);
    expect(query).toMatchObject({
      text: "winding up",
      categoryCodes: ["24", "25"],
      noticeTypes: ["2450", "2452"],
      publishDate: { from: "2026-01-01", to: "2026-11-20" },
      locations: [
        { kind: "postcode", index: 1, postcode: "SW1A 1AA", distanceMiles: 5 },
        { kind: "local-authority", index: 2, localAuthority: "Leeds" },
      ],
      editions: ["london"],
      page: 3,
      pageSize: 50,
      sort: "oldest-date",
    });
  });

  it("trims and caps text, clamps paging and defaults the sort", () => {
    const long = "a".repeat(MAX_TEXT_LENGTH + 50);
    const { query, problems } = parse(`text=${long}&results-page=-4&results-page-size=1000`);
    expect(query.text).toHaveLength(MAX_TEXT_LENGTH);
    expect(problems[0]?.field).toBe("text");
    expect(query.page).toBe(1);
    expect(query.pageSize).toBe(100);
    expect(query.sort).toBe("relevance");
    expect(parse("sort-by=relevance").query.sort).toBe("latest-date");
  });

  it("ignores malformed notice types and categories, saying so", () => {
    const { query, problems } = parse("noticetypes=2903+abcd+9999+2903&categorycode=77");
    expect(query.noticeTypes).toEqual(["2903"]);
    expect(query.categoryCodes).toEqual([]);
    expect(problems.map((p) => p.field)).toEqual(["categorycode", "noticetypes"]);
    expect(problems.map((p) => p.parameterMessage)).toEqual([
      "Unknown category code: 77",
      "Unknown notice type code: abcd, 9999",
    ]);
  });

  it("explains bad dates and postcodes and leaves them out", () => {
    const { query, problems } = parse("start-publish-date=31/02/2026&location-postcode-1=NOT+A+POSTCODE");
    expect(query.publishDate).toEqual({ from: null, to: null });
    expect(query.locations).toEqual([]);
    expect(problems).toEqual([
      {
        field: "start-publish-date",
        message: "Publication date: Please enter a valid from date",
        parameterMessage: "Please enter a valid from date",
      },
      {
        field: "location-postcode-1",
        message: "Location 1: Please enter a valid postcode.",
        parameterMessage: "Please enter a valid postcode",
      },
    ]);
  });

  it("caps location blocks at 50", () => {
    const params = new URLSearchParams({ numberOfLocationSearches: "500" });
    for (let i = 1; i <= 60; i++) params.set(`location-local-authority-${i}`, `LA ${i}`);
    expect(parseSearchParams(params, { service: "all-notices" }, today).query.locations).toHaveLength(50);
  });
});

describe("toSearchParams", () => {
  it("writes back what it read, with + between list items", () => {
    const qs = "text=liquidator&categorycode=24+25&noticetypes=2443&edition=london+belfast&results-page=2";
    const params = toSearchParams(parse(qs).query);
    expect(params.toString()).toBe(qs);
    expect(parseSearchParams(params, { service: "all-notices" }, today).query).toEqual(parse(qs).query);
  });
});

describe("applied filters", () => {
  it("describes each filter and removes it on its own", () => {
    const { query } = parse(
      "text=estate&noticetypes=2903+2450&location-postcode-1=LS1+4AP&location-distance-1=10",
    );
    const filters = appliedFilters(query);
    expect(filters.map(describeFilter)).toEqual([
      "Containing “estate”",
      "Notice type: Deceased Estates (2903)",
      "Notice type: Petitions to Wind Up (Companies) (2450)",
      "Within 10 miles of LS1 4AP",
    ]);
    const without = withoutFilter(query, filters[1]!);
    expect(without.noticeTypes).toEqual(["2450"]);
    expect(without.text).toBe("estate");
    expect(withoutFilter(query, filters[0]!).sort).toBe("latest-date");
  });
});
