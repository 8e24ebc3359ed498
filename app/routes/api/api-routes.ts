/** The public API description (spec, issue "Find notices" point 4); spread into app/routes.ts. */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

export const apiRoutes: RouteConfigEntry[] = [
  route("api/openapi.json", "routes/api/openapi-json.tsx"),
  route("api", "routes/api/api-docs.tsx"),
];
