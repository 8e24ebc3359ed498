import { describe, expect, it } from "vitest";
import { wholeYears } from "./search-rollup-years.ts";

describe("the whole years of a publication date range", () => {
  it("are every year when the range is open at both ends", () => {
    expect(wholeYears({ from: null, to: null })).toEqual({ first: null, last: null });
  });

  it("start at the year a range starts on 1 January, else the next", () => {
    expect(wholeYears({ from: "2024-01-01", to: null })).toEqual({ first: 2024, last: null });
    expect(wholeYears({ from: "2024-01-02", to: null })).toEqual({ first: 2025, last: null });
  });

  it("end at the year a range ends on 31 December, else the one before", () => {
    expect(wholeYears({ from: null, to: "2025-12-31" })).toEqual({ first: null, last: 2025 });
    expect(wholeYears({ from: null, to: "2025-12-30" })).toEqual({ first: null, last: 2024 });
  });

  it("are none when a range lies inside one year (first after last)", () => {
    const { first, last } = wholeYears({ from: "2026-01-01", to: "2026-03-31" });
    expect(first! > last!).toBe(true);
  });
});
