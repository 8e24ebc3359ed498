/**
 * Draws the notices map with Leaflet and supercluster. Browser only: NoticesMap imports this module
 * dynamically in an effect, because Leaflet touches `window` as soon as it loads.
 */
// Leaflet's own styles come with it, so a results page's first paint does not wait for them (ADR 027).
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { href } from "react-router";
import Supercluster from "supercluster";
import { formatLongDate } from "../../lib/dates.ts";
import type { SearchArea } from "../search/search-types.ts";
import {
  boundsOf,
  escapeHtml,
  MAP_DEFAULTS,
  METRES_PER_MILE,
  searchAreaLabel,
  tileAttribution,
} from "./map-notices.ts";
import type { MapPlace } from "./map-places.ts";

interface PlaceProps {
  place: number;
  count: number;
}
interface ClusterProps {
  count: number;
}

const BOUNDARY_ATTRIBUTION =
  "Boundaries: Office for National Statistics, Open Government Licence v3.0; contains OS data © Crown copyright and database right";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function popupHtml(place: MapPlace): string {
  const items = place.notices
    .map(
      (n) =>
        `<li><a class="govuk-link" href="${escapeHtml(n.uri)}">${escapeHtml(n.title)}</a><br>` +
        `<span class="govuk-body-s">${escapeHtml(n.description)}${
          n.date ? ` · <time datetime="${n.date}">${escapeHtml(formatLongDate(n.date))}</time>` : ""
        }</span></li>`,
    )
    .join("");
  return `<ul class="govuk-list govuk-body-s app-map-popup">${items}</ul>`;
}

function placeLabel(place: MapPlace): string {
  return place.notices.length === 1
    ? (place.notices[0]?.title ?? "1 notice")
    : `${place.notices.length} notices at this place`;
}

/** Gives a marker's element (a div with role="button") an accessible name once it is on the map. */
function labelled(marker: L.Marker, label: string): L.Marker {
  marker.on("add", () => marker.getElement()?.setAttribute("aria-label", label));
  return marker;
}

/** Draws the map into `container`; returns the clean-up that removes it. */
export function drawNoticesMap(
  container: HTMLElement,
  places: readonly MapPlace[],
  areas: readonly SearchArea[],
  tileUrl: string | null,
): () => void {
  const map = L.map(container, { center: MAP_DEFAULTS.centre, zoom: MAP_DEFAULTS.zoom });
  let removed = false;

  if (tileUrl) {
    L.tileLayer(tileUrl, { attribution: tileAttribution(tileUrl), maxZoom: 19 }).addTo(map);
  }
  // The outlines are the basemap when there are no tiles (the default: no request leaves the site).
  map.attributionControl.addAttribution(BOUNDARY_ATTRIBUTION);
  fetch(href("/map/local-authorities.geojson"))
    .then((r) => (r.ok ? (r.json() as Promise<GeoJSON.FeatureCollection>) : null))
    .then((outlines) => {
      if (removed || !outlines) return;
      L.geoJSON(outlines, {
        interactive: false,
        style: {
          color: "#505a5f",
          weight: 1,
          opacity: 0.8,
          fillColor: tileUrl ? "#ffffff" : "#f3f2f1",
          fillOpacity: tileUrl ? 0 : 1,
        },
      }).addTo(map);
    })
    .catch(() => {
      // Without outlines the markers still show where the notices are.
    });

  // The searched areas sit under the markers and take no clicks: the key beside the map names them.
  const areaLayer = L.layerGroup().addTo(map);
  for (const area of areas) {
    L.circle([area.latitude, area.longitude], {
      radius: area.miles * METRES_PER_MILE,
      interactive: false,
      className: "app-map-radius",
      color: "#0b0c0c",
      weight: 3,
      dashArray: "8 6",
      fillColor: "#1d70b8",
      fillOpacity: 0.06,
    }).addTo(areaLayer);
    L.marker([area.latitude, area.longitude], {
      icon: L.divIcon({ className: "app-map-centre", html: "", iconSize: [22, 22] }),
      interactive: false,
      keyboard: false,
      title: `Search centre: ${searchAreaLabel(area)}`,
    }).addTo(areaLayer);
  }

  const index = new Supercluster<PlaceProps, ClusterProps>({
    radius: MAP_DEFAULTS.clusterRadius,
    minPoints: MAP_DEFAULTS.clusterMinPoints,
    maxZoom: MAP_DEFAULTS.clusterMaxZoom,
    map: (p) => ({ count: p.count }),
    reduce: (acc, p) => {
      acc.count += p.count;
    },
  });
  index.load(
    places.map((p, i) => ({
      type: "Feature" as const,
      properties: { place: i, count: p.notices.length },
      geometry: { type: "Point" as const, coordinates: [p.longitude, p.latitude] },
    })),
  );

  const markers = L.layerGroup().addTo(map);
  // Only the zoom decides how places group, so only a new zoom redraws. Redrawn on every move, a pan
  // (such as the one that makes room for a popup just opened) replaced the markers and closed the popup.
  // A page's places are few: all of them are drawn, not just those in view.
  let drawnZoom: number | null = null;
  const redraw = () => {
    const zoom = Math.round(map.getZoom());
    if (zoom === drawnZoom) return;
    drawnZoom = zoom;
    markers.clearLayers();
    for (const f of index.getClusters([-180, -85, 180, 85], zoom)) {
      const [lng, lat] = f.geometry.coordinates as [number, number];
      const props = f.properties;
      if ("cluster" in props && props.cluster) {
        const label = `${plural(props.count, "notice", "notices")} in ${plural(props.point_count, "place", "places")}: zoom in`;
        const size = props.count < 10 ? 34 : props.count < 100 ? 40 : 48;
        const marker = L.marker([lat, lng], {
          icon: L.divIcon({
            className: "app-map-cluster",
            html: `<span aria-hidden="true">${props.count}</span>`,
            iconSize: [size, size],
          }),
          title: label,
          keyboard: true,
        });
        marker.on("click", () => {
          map.setView(
            [lat, lng],
            Math.min(index.getClusterExpansionZoom(props.cluster_id), MAP_DEFAULTS.clusterMaxZoom + 1),
          );
        });
        labelled(marker, label).addTo(markers);
      } else {
        const place = places[(props as PlaceProps).place];
        if (!place) continue;
        const label = placeLabel(place);
        const marker = L.marker([lat, lng], {
          icon: L.divIcon({
            className: "app-map-place",
            html: `<span aria-hidden="true">${place.notices.length}</span>`,
            iconSize: [26, 26],
          }),
          title: label,
          keyboard: true,
        });
        marker.bindPopup(popupHtml(place), { maxWidth: MAP_DEFAULTS.popupMaxWidth });
        marker.bindTooltip(escapeHtml(label), {
          className: "app-map-tooltip",
          direction: "top",
          offset: [0, -12],
        });
        labelled(marker, label).addTo(markers);
      }
    }
  };
  map.on("moveend", redraw);

  const bounds = boundsOf(places, areas);
  // Framed at once, not zoomed into from the whole country: a page that opens should not move by itself,
  // and within 4 zoom levels Leaflet animates, drawing the circle and its centre apart while it does.
  if (bounds) map.fitBounds(bounds, { padding: [30, 30], maxZoom: MAP_DEFAULTS.fitMaxZoom, animate: false });
  redraw();

  return () => {
    removed = true;
    map.off();
    map.remove();
  };
}
