import { describe, expect, it } from "vitest";
import {
  decodeArcs,
  decodeLayer,
  distanceMetres,
  ringAreaKm2,
  simplifyLine,
  type Topology,
} from "./topojson.ts";

// Two unit squares side by side sharing arc 0 (the middle edge), and a two-part multipolygon with a hole.
const quantised: Topology = {
  type: "Topology",
  transform: { scale: [0.5, 0.25], translate: [-2, 50] },
  arcs: [
    [
      [4, 0],
      [0, 4],
    ], // (0,50) → (0,51)
    [
      [4, 4],
      [-4, 0],
      [0, -4],
      [4, 0],
    ], // (0,51) → (-2,51) → (-2,50) → (0,50)
    [
      [4, 0],
      [4, 0],
      [0, 4],
      [-4, 0],
    ], // (0,50) → (2,50) → (2,51) → (0,51)
  ],
  objects: {
    ltla: {
      type: "GeometryCollection",
      geometries: [
        { type: "Polygon", arcs: [[0, 1]], properties: { areacd: "E00000001", areanm: "West" } },
        { type: "Polygon", arcs: [[2, ~0]], properties: { areacd: "E00000002", areanm: "East" } },
        { type: "Point", properties: { areacd: "X" } },
      ],
    },
  },
};

describe("decodeArcs", () => {
  it("undoes the delta encoding and applies the transform", () => {
    const arcs = decodeArcs(quantised);
    expect(arcs[0]).toEqual([
      [0, 50],
      [0, 51],
    ]);
    expect(arcs[1]).toEqual([
      [0, 51],
      [-2, 51],
      [-2, 50],
      [0, 50],
    ]);
  });

  it("reads untransformed arcs as absolute positions", () => {
    expect(
      decodeArcs({
        arcs: [
          [
            [1, 2],
            [3, 4],
          ],
        ],
      }),
    ).toEqual([
      [
        [1, 2],
        [3, 4],
      ],
    ]);
  });
});

describe("decodeLayer", () => {
  it("joins arcs into closed rings, reversing negative indexes, and skips non-polygons", () => {
    const features = decodeLayer(quantised, "ltla");
    expect(features.map((f) => f.properties.areanm)).toEqual(["West", "East"]);
    expect(features[0]?.geometry).toEqual({
      type: "Polygon",
      coordinates: [
        [
          [0, 50],
          [0, 51],
          [-2, 51],
          [-2, 50],
          [0, 50],
        ],
      ],
    });
    // East runs round its own edge then back down the shared edge (arc 0 reversed).
    expect(features[1]?.geometry.coordinates).toEqual([
      [
        [0, 50],
        [2, 50],
        [2, 51],
        [0, 51],
        [0, 50],
      ],
    ]);
  });

  it("decodes multipolygons with holes", () => {
    const topology: Topology = {
      type: "Topology",
      arcs: [
        [
          [0, 0],
          [4, 0],
          [4, 4],
          [0, 4],
          [0, 0],
        ],
        [
          [1, 1],
          [1, 2],
          [2, 2],
          [2, 1],
          [1, 1],
        ],
        [
          [10, 10],
          [11, 10],
          [11, 11],
          [10, 10],
        ],
      ],
      objects: {
        ltla: {
          type: "GeometryCollection",
          geometries: [
            { type: "MultiPolygon", arcs: [[[0], [1]], [[2]]], properties: { areacd: "S12000049" } },
          ],
        },
      },
    };
    const [f] = decodeLayer(topology, "ltla");
    expect(f?.geometry.type).toBe("MultiPolygon");
    const coords = f?.geometry.coordinates as number[][][][];
    expect(coords).toHaveLength(2);
    expect(coords[0]).toHaveLength(2); // outer ring and hole
    expect(coords[1]?.[0]).toHaveLength(4);
  });

  it("throws for a missing layer", () => {
    expect(() => decodeLayer(quantised, "nope")).toThrow(/no layer/);
  });
});

describe("simplification", () => {
  it("rounds coordinates and drops points closer than the minimum distance, keeping the ends", () => {
    // About 11 m apart along a parallel: all but the ends go at 100 m.
    const line: [number, number][] = Array.from({ length: 20 }, (_, i) => [-1 + i * 0.00016123, 52.1234567]);
    const out = simplifyLine(line, { decimals: 4, minDistanceMetres: 100 });
    expect(out[0]).toEqual([-1, 52.1235]);
    expect(out[out.length - 1]).toEqual([-0.9969, 52.1235]);
    expect(out.length).toBeLessThan(5);
    for (const p of out) expect(String(p[0]).replace(/^-?\d+\.?/, "").length).toBeLessThanOrEqual(4);
  });

  it("keeps corners that stray more than the tolerance", () => {
    const out = simplifyLine(
      [
        [0, 52],
        [0.01, 52.01],
        [0.02, 52.02],
        [0.03, 52],
        [0.04, 52],
      ],
      { decimals: 5, minDistanceMetres: 100 },
    );
    expect(out).toContainEqual([0.02, 52.02]);
    expect(out).not.toContainEqual([0.01, 52.01]); // on the line: dropped
  });

  it("keeps islands (closed arcs) as rings, and drops small islands of a multipolygon", () => {
    const island: [number, number][] = [
      [0, 52],
      [0.1, 52],
      [0.1, 52.1],
      [0, 52.1],
      [0, 52],
    ];
    expect(simplifyLine(island, { decimals: 4, minDistanceMetres: 100 })).toEqual(island);
    const topology: Topology = {
      type: "Topology",
      arcs: [
        island,
        [
          [1, 52],
          [1.001, 52],
          [1.001, 52.001],
          [1, 52],
        ],
      ],
      objects: {
        ltla: { type: "GeometryCollection", geometries: [{ type: "MultiPolygon", arcs: [[[0]], [[1]]] }] },
      },
    };
    const [f] = decodeLayer(topology, "ltla", { decimals: 4, minDistanceMetres: 10, minAreaKm2: 1 });
    expect(f?.geometry).toEqual({ type: "Polygon", coordinates: [island] });
    expect(ringAreaKm2(island)).toBeGreaterThan(70);
  });

  it("measures distances in metres", () => {
    expect(distanceMetres([0, 51], [0, 52])).toBeCloseTo(110_574, -2);
    expect(distanceMetres([0, 60], [1, 60])).toBeCloseTo(55_660, -2);
  });
});
