/**
 * What drawing the notices map needs: its bounds, defaults, labels and attribution. The notices grouped by
 * coordinates are in map-places.ts.
 */
import type { SearchArea } from "../search/search-types.ts";
import type { MapPlace } from "./map-places.ts";

export const METRES_PER_MILE = 1609.344;
/** As the search's SQL bounding box (search-repository.server.ts), so the framed area matches it. */
const MILES_PER_DEGREE_LAT = 69.0;

type Bounds = [[number, number], [number, number]];

/** [[south, west], [north, east]] of a search circle. */
export function circleBounds(area: SearchArea): Bounds {
  const dLat = area.miles / MILES_PER_DEGREE_LAT;
  const dLng = area.miles / (MILES_PER_DEGREE_LAT * Math.max(0.1, Math.cos((area.latitude * Math.PI) / 180)));
  return [
    [area.latitude - dLat, area.longitude - dLng],
    [area.latitude + dLat, area.longitude + dLng],
  ];
}

/**
 * [[south, west], [north, east]] around the places and the whole of every search circle (so the
 * radius is seen in full), or null when there is nothing to show.
 */
export function boundsOf(places: readonly MapPlace[], areas: readonly SearchArea[] = []): Bounds | null {
  const corners = [
    ...places.map((p): [number, number] => [p.latitude, p.longitude]),
    ...areas.flatMap((a) => circleBounds(a)),
  ];
  if (corners.length === 0) return null;
  const lats = corners.map((c) => c[0]);
  const lngs = corners.map((c) => c[1]);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}

/** The words for one search circle, used by the map's key and the centre marker's name. */
export function searchAreaLabel(area: Pick<SearchArea, "postcode" | "miles">): string {
  return `Within ${area.miles} ${area.miles === 1 ? "mile" : "miles"} of ${area.postcode}`;
}

/** Map constants (spec §9). */
export const MAP_DEFAULTS = {
  centre: [51.3, 0] as [number, number],
  zoom: 6,
  popupMaxWidth: 300,
  clusterRadius: 60,
  clusterMinPoints: 2,
  clusterMaxZoom: 16,
  /** Fitting to one place would zoom to street level: stop at a town's scale. */
  fitMaxZoom: 12,
} as const;

/** Attribution for a street-map tile URL: OpenStreetMap's wording when the tiles are theirs. */
export function tileAttribution(url: string): string {
  return /openstreetmap|osm/i.test(url)
    ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
    : `Map tiles: ${escapeHtml(hostOf(url))}`;
}

function hostOf(url: string): string {
  try {
    return new URL(url.replace(/[{}]/g, "")).host;
  } catch {
    return "tile server";
  }
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
