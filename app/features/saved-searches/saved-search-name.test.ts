import { describe, expect, it } from "vitest";
import { parseSearchParams } from "../search/search-query.ts";
import { describeSearch, shortenName } from "./saved-search-name.ts";

const query = (qs: string) =>
  parseSearchParams(new URLSearchParams(qs), { service: "all-notices" }, "2026-11-21").query;

describe("describeSearch", () => {
  it("names a search by its text and filters", () => {
    expect(describeSearch("Notices", query("text=acme+widgets&categorycode=12&edition=london"))).toBe(
      "Notices: Containing “acme widgets”; Category: Parliament; Edition: London",
    );
  });

  it("names a search without filters after its scope", () => {
    expect(describeSearch("Insolvency notices", query(""))).toBe("All insolvency notices");
  });

  it("keeps names within 120 characters", () => {
    const name = describeSearch("Notices", query(`text=${"word ".repeat(60)}`));
    expect(name.length).toBeLessThanOrEqual(120);
    expect(name.endsWith("…")).toBe(true);
  });
});

describe("shortenName", () => {
  it("leaves short names alone, tidying spaces", () => {
    expect(shortenName("  My   search ")).toBe("My search");
  });
  it("cuts long names at a word boundary", () => {
    expect(shortenName("alpha beta gamma delta", 15)).toBe("alpha beta…");
  });
});
