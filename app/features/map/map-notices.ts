/**
 * Notices for the map (spec: "Map notice: title, description, uri, date, latitude, longitude; grouped
 * by identical coordinates"): one place per pair of coordinates, listing every notice there.
 */
import type { SearchHit } from "../search/search-types.ts";

export interface MapNotice {
  id: number;
  title: string;
  /** The notice type, shown under the title. */
  description: string;
  uri: string;
  /** ISO date (yyyy-mm-dd) of publication, or null when unpublished. */
  date: string | null;
}

export interface MapPlace {
  latitude: number;
  longitude: number;
  notices: MapNotice[];
}

export interface MapData {
  places: MapPlace[];
  /** Notices of the page left off the map because they have no coordinates. */
  skipped: number;
}

type MappableHit = Pick<
  SearchHit,
  "id" | "title" | "noticeTypeName" | "publishedAt" | "latitude" | "longitude"
>;

export function groupByCoordinates(hits: readonly MappableHit[]): MapData {
  const places = new Map<string, MapPlace>();
  let skipped = 0;
  for (const h of hits) {
    if (
      h.latitude === null ||
      h.longitude === null ||
      !Number.isFinite(h.latitude) ||
      !Number.isFinite(h.longitude)
    ) {
      skipped++;
      continue;
    }
    const key = `${h.latitude},${h.longitude}`;
    let place = places.get(key);
    if (!place) {
      place = { latitude: h.latitude, longitude: h.longitude, notices: [] };
      places.set(key, place);
    }
    place.notices.push({
      id: h.id,
      title: h.title,
      description: h.noticeTypeName,
      uri: `/notice/${h.id}`,
      date: h.publishedAt ? h.publishedAt.slice(0, 10) : null,
    });
  }
  return { places: [...places.values()], skipped };
}

/** [[south, west], [north, east]] around the places, or null when there are none. */
export function boundsOf(places: readonly MapPlace[]): [[number, number], [number, number]] | null {
  if (places.length === 0) return null;
  const lats = places.map((p) => p.latitude);
  const lngs = places.map((p) => p.longitude);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
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
