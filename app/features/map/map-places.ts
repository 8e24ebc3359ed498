/**
 * Notices for the map (spec: "Map notice: title, description, uri, date, latitude, longitude; grouped
 * by identical coordinates"): one place per pair of coordinates, listing every notice there. Apart from the
 * drawing's helpers (map-notices.ts), so a results page's scripts carry only this (issue 14: the map loads
 * when it is drawn).
 */
import type { SearchArea, SearchHit } from "../search/search-types.ts";

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
  /** The postcode blocks searched: each is drawn as its centre and radius. */
  areas: SearchArea[];
}

type MappableHit = Pick<
  SearchHit,
  "id" | "title" | "noticeTypeName" | "publishedAt" | "latitude" | "longitude"
>;

export function groupByCoordinates(hits: readonly MappableHit[], areas: readonly SearchArea[] = []): MapData {
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
  return { places: [...places.values()], skipped, areas: [...areas] };
}
