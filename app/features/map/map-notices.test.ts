import { describe, expect, it } from "vitest";
import { boundsOf, circleBounds, escapeHtml, searchAreaLabel, tileAttribution } from "./map-notices.ts";
import { groupByCoordinates } from "./map-places.ts";

const hit = (id: number, latitude: number | null, longitude: number | null) => ({
  id,
  title: `Notice ${id}`,
  noticeTypeName: "Deceased Estates",
  publishedAt: "2025-03-04T00:00:00.000Z",
  latitude,
  longitude,
});

describe("groupByCoordinates", () => {
  it("puts notices with identical coordinates in one place, in order", () => {
    const { places, skipped } = groupByCoordinates([
      hit(1, 51.5, -0.1),
      hit(2, 55.95, -3.19),
      hit(3, 51.5, -0.1),
      hit(4, 51.5, -0.1000001),
    ]);
    expect(skipped).toBe(0);
    expect(places).toHaveLength(3);
    expect(places[0]).toEqual({
      latitude: 51.5,
      longitude: -0.1,
      notices: [
        { id: 1, title: "Notice 1", description: "Deceased Estates", uri: "/notice/1", date: "2025-03-04" },
        { id: 3, title: "Notice 3", description: "Deceased Estates", uri: "/notice/3", date: "2025-03-04" },
      ],
    });
    expect(places[2]?.notices.map((n) => n.id)).toEqual([4]);
  });

  it("counts the notices without coordinates instead of placing them", () => {
    const { places, skipped } = groupByCoordinates([hit(1, null, null), hit(2, 52, null), hit(3, 52, 1)]);
    expect(skipped).toBe(2);
    expect(places).toHaveLength(1);
  });

  it("has no places when no notice has coordinates", () => {
    expect(groupByCoordinates([hit(1, null, null)])).toEqual({ places: [], skipped: 1, areas: [] });
    expect(groupByCoordinates([])).toEqual({ places: [], skipped: 0, areas: [] });
  });

  it("keeps an unpublished notice without a date", () => {
    const { places } = groupByCoordinates([{ ...hit(1, 50, 0), publishedAt: null }]);
    expect(places[0]?.notices[0]?.date).toBeNull();
  });
});

describe("map helpers", () => {
  it("bounds the places", () => {
    const { places } = groupByCoordinates([hit(1, 51.5, -0.1), hit(2, 55.95, -3.19)]);
    expect(boundsOf(places)).toEqual([
      [51.5, -3.19],
      [55.95, -0.1],
    ]);
    expect(boundsOf([])).toBeNull();
  });

  it("escapes HTML and names the tile provider", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;");
    expect(tileAttribution("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toContain("OpenStreetMap");
    expect(tileAttribution("https://tiles.example.org/{z}/{x}/{y}.png")).toBe("Map tiles: tiles.example.org");
  });
});

describe("search areas", () => {
  const sw1 = { postcode: "SW1A 1AA", latitude: 51.5, longitude: -0.12, miles: 10 };

  it("carries the postcode blocks searched beside the places", () => {
    const data = groupByCoordinates([hit(1, null, null)], [sw1]);
    expect(data.areas).toEqual([sw1]);
    expect(data.places).toEqual([]);
  });

  it("bounds a circle by its radius, wider in longitude away from the equator", () => {
    const [[south, west], [north, east]] = circleBounds(sw1);
    expect(north - 51.5).toBeCloseTo(10 / 69, 6);
    expect(51.5 - south).toBeCloseTo(10 / 69, 6);
    // At 51.5° a degree of longitude is about 0.62 of a degree of latitude.
    expect(east - -0.12).toBeCloseTo(10 / 69 / Math.cos((51.5 * Math.PI) / 180), 6);
    expect(-0.12 - west).toBeCloseTo(east - -0.12, 6);
  });

  it("frames every place and the whole of every circle", () => {
    const { places } = groupByCoordinates([hit(1, 51.5, -0.1), hit(2, 55.95, -3.19)]);
    const bounds = boundsOf(places, [sw1]);
    // The circle reaches further south and east than the London place.
    expect(bounds?.[0][0]).toBeCloseTo(51.5 - 10 / 69, 6);
    expect(bounds?.[1][1]).toBeGreaterThan(0);
    expect(bounds?.[1][0]).toBe(55.95);
    expect(bounds?.[0][1]).toBe(-3.19);
    // A circle alone (a search with no located results) is still framed.
    expect(boundsOf([], [sw1])).toEqual(circleBounds(sw1));
  });

  it("describes each circle in words", () => {
    expect(searchAreaLabel(sw1)).toBe("Within 10 miles of SW1A 1AA");
    expect(searchAreaLabel({ postcode: "SW1A", miles: 1 })).toBe("Within 1 mile of SW1A");
  });
});
