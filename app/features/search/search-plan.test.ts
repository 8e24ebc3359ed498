import { describe, expect, it } from "vitest";
import { ROW_CHECK_LIMIT, textPlanFor } from "./search-plan.ts";

describe("how the words of a search are matched", () => {
  it("checks a common word row by row when a place, type or date leaves few candidates", () => {
    expect(textPlanFor(406_000, 1_500)).toBe("filter");
  });

  it("uses the word index when the word is the narrow part", () => {
    expect(textPlanFor(12_000, 36_000)).toBe("index");
    expect(textPlanFor(900, 800)).toBe("index");
  });

  it("never checks row by row when the other filters leave too many candidates", () => {
    expect(textPlanFor(1_000_000, ROW_CHECK_LIMIT + 1)).toBe("index");
  });

  it("treats an estimate of no rows as one", () => {
    expect(textPlanFor(10, 0)).toBe("filter");
    expect(textPlanFor(9, 0)).toBe("index");
  });
});
