import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { importBoundaries } from "../geo/geo-import.server.ts";
import { boundariesFeatureCollection, countBoundaries } from "./boundary-repository.server.ts";

const sharedGeo = join(import.meta.dirname, "../../../../shared/data/geo");

describe("local-authority outlines import", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("has no outlines before an import", async () => {
    expect(JSON.parse(await boundariesFeatureCollection(handle.db))).toEqual({
      type: "FeatureCollection",
      features: [],
    });
  });

  it.runIf(existsSync(sharedGeo))(
    "imports the ltla layer as simplified GeoJSON, with current Scottish codes",
    async () => {
      const imported = await importBoundaries(handle.db, sharedGeo);
      expect(imported).toBeGreaterThan(350);
      // Importing again updates in place.
      expect(await importBoundaries(handle.db, sharedGeo)).toBe(imported);
      expect(await countBoundaries(handle.db)).toBe(imported);

      const body = await boundariesFeatureCollection(handle.db);
      // Small enough to send to every map (compressed by the server too).
      expect(body.length).toBeLessThan(1_200_000);
      const collection = JSON.parse(body) as {
        type: string;
        features: {
          properties: { code: string; name: string };
          geometry: { type: string; coordinates: unknown };
        }[];
      };
      expect(collection.type).toBe("FeatureCollection");
      const byCode = new Map(collection.features.map((f) => [f.properties.code, f]));
      expect(byCode.get("S12000049")?.properties.name).toBe("Glasgow City");
      expect(byCode.get("S12000050")?.properties.name).toBe("North Lanarkshire");
      expect(byCode.has("S12000046")).toBe(false);
      const westminster = byCode.get("E09000033");
      // Rounded to 4 decimals.
      const positions = JSON.stringify(collection.features.slice(0, 20).map((f) => f.geometry.coordinates));
      expect(positions).not.toMatch(/\d\.\d{5,}/);
      // Westminster's outline encloses Westminster (about 51.5, -0.14).
      if (!westminster) throw new Error("no outline for Westminster");
      const ring = (
        westminster.geometry.type === "Polygon"
          ? (westminster.geometry.coordinates as number[][][])[0]
          : (westminster.geometry.coordinates as number[][][][])[0]?.[0]
      ) as number[][];
      expect(westminster.geometry.type).toMatch(/Polygon/);
      const lngs = ring.map((p) => p[0]!);
      const lats = ring.map((p) => p[1]!);
      expect(Math.min(...lngs)).toBeLessThan(-0.14);
      expect(Math.max(...lngs)).toBeGreaterThan(-0.14);
      expect(Math.min(...lats)).toBeLessThan(51.5);
      expect(Math.max(...lats)).toBeGreaterThan(51.5);
    },
  );
});
