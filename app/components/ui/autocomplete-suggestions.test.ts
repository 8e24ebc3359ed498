import { describe, expect, it } from "vitest";
import {
  isSearchable,
  parseSuggestions,
  resultsAnnouncement,
  suggestionUrl,
} from "./autocomplete-suggestions.ts";

describe("autocomplete helpers", () => {
  it("adds the term to the endpoint", () => {
    expect(suggestionUrl("/services/local-authorities/data.json", "st helens & co")).toBe(
      "/services/local-authorities/data.json?term=st%20helens%20%26%20co",
    );
    expect(suggestionUrl("/x?type=la", "lee")).toBe("/x?type=la&term=lee");
  });

  it("reads objects and strings, and drops the rest", () => {
    expect(
      parseSuggestions([
        { code: "E08000035", name: "Leeds" },
        "Leicester",
        { name: "" },
        { label: "Lewes", value: 7 },
        null,
        42,
      ]),
    ).toEqual([
      { name: "Leeds", code: "E08000035" },
      { name: "Leicester", code: null },
      { name: "Lewes", code: "7" },
    ]);
    expect(parseSuggestions({ results: [] })).toEqual([]);
  });

  it("announces the spec's words", () => {
    expect(resultsAnnouncement(0)).toBe("No search results.");
    expect(resultsAnnouncement(3)).toBe("3 results are available, use up and down arrow keys to navigate.");
  });

  it("asks from the minimum length, spaces aside", () => {
    expect(isSearchable("le", 3)).toBe(false);
    expect(isSearchable(" le ", 3)).toBe(false);
    expect(isSearchable("lee", 3)).toBe(true);
  });
});
