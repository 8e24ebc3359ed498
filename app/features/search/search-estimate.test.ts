import { describe, expect, it } from "vitest";
import { SAMPLE_ROWS, samplePercent, scaleSample } from "./search-estimate.ts";

describe("sampled estimates", () => {
  it("samples enough rows of a small table and 1% of a large one", () => {
    expect(samplePercent(20_000)).toBe(50);
    expect(samplePercent(5_000)).toBe(100);
    expect(samplePercent(1_000_000)).toBe(1);
    expect(samplePercent(4_000_000)).toBe(1);
    expect(samplePercent(100 * SAMPLE_ROWS * 0.5)).toBe(2);
    // Not analysed yet: no estimate of the size, so the bounded 1%.
    expect(samplePercent(-1)).toBe(1);
    expect(samplePercent(0)).toBe(1);
  });

  it("scales the sample up to the table", () => {
    // 100 for a 1% sample; the exact count of what was sampled from, over the sampled rows, when known.
    const { rows, total } = scaleSample(
      [
        { k: "a", n: 30 },
        { k: "b", n: 10 },
      ],
      100,
      2_000,
    );
    expect(rows).toEqual([
      { k: "a", n: 3_000 },
      { k: "b", n: 1_000 },
    ]);
    expect(total).toBe(4_000);
  });

  it("never estimates below what was seen, and the facets add up to the total", () => {
    // 9,800 sampled against 10,001 counted (issue 9, type 2442): the facets are raised to the total.
    const { rows, total } = scaleSample(
      [
        { k: "a", n: 49 },
        { k: "b", n: 49 },
      ],
      100,
      10_001,
    );
    expect(total).toBe(10_001);
    expect(rows.map((r) => r.n)).toEqual([5_001, 5_001]);
    expect(Math.abs(rows.reduce((s, r) => s + r.n, 0) - total)).toBeLessThanOrEqual(rows.length);
  });

  it("keeps an empty sample empty at the seen total", () => {
    expect(scaleSample([], 100, 10_001)).toEqual({ rows: [], total: 10_001 });
  });
});
