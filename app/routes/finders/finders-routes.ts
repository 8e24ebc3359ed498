/** Routes of this area; spread into app/routes.ts. Paths are relative to the app folder. */
import type { RouteConfigEntry } from "@react-router/dev/routes";

export const finderRoutes: RouteConfigEntry[] = [];
