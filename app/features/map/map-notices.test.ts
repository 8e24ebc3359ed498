import { describe, expect, it } from "vitest";
import { boundsOf, escapeHtml, groupByCoordinates, tileAttribution } from "./map-notices.ts";

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
    expect(groupByCoordinates([hit(1, null, null)])).toEqual({ places: [], skipped: 1 });
    expect(groupByCoordinates([])).toEqual({ places: [], skipped: 0 });
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
