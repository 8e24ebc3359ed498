/**
 * The public API description (spec, issue "Find notices" point 4) and the placement API's OAuth
 * addresses (issue 13 point 6, placement-api.md); spread into app/routes.ts.
 */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

export const apiRoutes: RouteConfigEntry[] = [
  route("api/openapi.json", "routes/api/openapi-json.tsx"),
  route("api", "routes/api/api-docs.tsx"),
  route("oauth/token", "routes/api/oauth-token.tsx"),
  route("oauth/revoke", "routes/api/oauth-revoke.tsx"),
];
