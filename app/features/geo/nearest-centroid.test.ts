import { describe, expect, it } from "vitest";
import { NearestCentroidIndex } from "./nearest-centroid.ts";

describe("NearestCentroidIndex", () => {
  const index = new NearestCentroidIndex([
    { code: "E09000033", latitude: 51.4975, longitude: -0.1357 }, // Westminster
    { code: "E08000003", latitude: 53.4794, longitude: -2.2453 }, // Manchester
    { code: "S12000036", latitude: 55.9533, longitude: -3.1883 }, // Edinburgh
  ]);
  it("finds the closest centroid", () => {
    expect(index.nearest(51.5, -0.12)).toBe("E09000033");
    expect(index.nearest(53.4, -2.1)).toBe("E08000003");
    expect(index.nearest(56.1, -3.3)).toBe("S12000036");
  });
  it("answers null when it knows no centroid", () => {
    expect(new NearestCentroidIndex([]).nearest(51, 0)).toBeNull();
  });
});
