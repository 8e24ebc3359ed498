/**
 * The map of the notices on a results page (issue "Find notices", point 5). It appears only with
 * JavaScript: without it there is no map and no button (notices-map.css hides them where scripts do not
 * run), and the results list stays the source of truth. The server draws the button and the empty canvas
 * as the browser will, so nothing below moves when the scripts arrive (issue 14: no layout shift).
 */
import "./notices-map.css";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import type { SearchArea, SearchHit } from "../search/search-types.ts";
import { groupByCoordinates } from "./map-places.ts";

// The key is shown with the map, so its code comes when the map is open (issue 14: the map loads later).
const MapKey = lazy(() => import("./map-key.tsx").then((m) => ({ default: m.MapKey })));

export interface NoticesMapProps {
  hits: readonly SearchHit[];
  /** The postcode blocks searched (SearchResult.searchAreas): drawn as centre and radius. */
  areas?: readonly SearchArea[];
  /** A postcode or local-authority search: the map starts open (spec §4 "Map"). */
  locationSearch: boolean;
  /** Street-map tiles (MAP_TILE_URL), drawn under the outlines; none by default. */
  tileUrl: string | null;
}

// One empty list for every render, so the map is not redrawn because a default array is new.
const NO_AREAS: readonly SearchArea[] = [];

export function NoticesMap({ hits, areas = NO_AREAS, locationSearch, tileUrl }: NoticesMapProps) {
  const data = useMemo(() => groupByCoordinates(hits, areas), [hits, areas]);
  // A postcode search with no located results still shows where it looked.
  const drawable = data.places.length > 0 || data.areas.length > 0;
  // Leaflet draws only once the page is hydrated; until then the button and canvas are markup alone.
  const [hydrated, setHydrated] = useState(false);
  const [expanded, setExpanded] = useState(locationSearch);
  const canvas = useRef<HTMLElement>(null);

  useEffect(() => setHydrated(true), []);
  // A new search decides afresh whether the map starts open.
  useEffect(() => setExpanded(locationSearch), [locationSearch]);

  useEffect(() => {
    if (!hydrated || !expanded || !drawable) return;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    import("./leaflet-map.client.ts")
      .then(({ drawNoticesMap }) => {
        if (!cancelled && canvas.current)
          cleanup = drawNoticesMap(canvas.current, data.places, data.areas, tileUrl);
      })
      .catch(() => {
        // The list of results is still there; a map that fails to load is left empty.
      });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [hydrated, expanded, drawable, data, tileUrl]);

  if (!drawable) return null;
  return (
    <div className="app-notices-map govuk-!-margin-bottom-6">
      <button
        type="button"
        className="govuk-button govuk-button--secondary govuk-!-margin-bottom-2"
        aria-expanded={expanded}
        aria-controls="notices-map"
        onClick={() => setExpanded((e) => !e)}
      >
        {expanded ? "Hide map" : "Show map"}
      </button>
      <div id="notices-map" hidden={!expanded}>
        {data.skipped > 0 ? (
          <p className="govuk-body-s govuk-!-margin-bottom-2" id="notices-map-caveat">
            Some notices are not shown on the map because they have no location.
          </p>
        ) : null}
        {expanded ? (
          <>
            <section
              ref={canvas}
              className="app-notices-map__canvas"
              aria-label={`Map of ${data.places.length === 1 ? "1 place" : `${data.places.length} places`} with notices on this page`}
              aria-describedby="notices-map-key"
            />
            <Suspense fallback={null}>
              <MapKey id="notices-map-key" areas={data.areas} />
            </Suspense>
          </>
        ) : null}
      </div>
    </div>
  );
}
