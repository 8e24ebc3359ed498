/** The notices map's data; spread into app/routes.ts. */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

export const mapRoutes: RouteConfigEntry[] = [
  route("map/local-authorities.geojson", "routes/map/local-authorities-geojson.ts", {
    id: "map-local-authorities",
  }),
];
