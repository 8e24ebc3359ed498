/** Address and local-authority look-ups; spread into app/routes.ts. */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

export const addressRoutes: RouteConfigEntry[] = [
  route("services/address-finder", "routes/finders/address-finder.tsx"),
  route("services/local-authorities/data.json", "routes/finders/local-authorities.tsx"),
  route("services/local-authority-finder", "routes/finders/local-authority-finder.tsx"),
];
