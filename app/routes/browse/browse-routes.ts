/** Routes of this area; spread into app/routes.ts. Paths are relative to the app folder. */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

export const browseRoutes: RouteConfigEntry[] = [
  // The archive form (edition → year → index) and its data calls (spec §4, §7)
  route("browse-publications", "routes/browse/browse-publications.tsx"),
  route("browse-publications/index-years/data.json", "routes/browse/index-years-data.tsx"),
  route("browse-publications/indexes/data.json", "routes/browse/indexes-data.tsx"),
  // Browsing an edition by year, then a year by month
  route("browse-publications/:edition", "routes/browse/browse-edition.tsx"),
  route("browse-publications/:edition/:year", "routes/browse/browse-year.tsx"),
  // The archive browser's target (spec §2) and the month issue list (spec §3, §7)
  route(":edition/index/year/:year/volume/:volume", "routes/browse/index-volume.tsx"),
  route(":edition/year/:year/month/:month/issue/data.json", "routes/browse/month-issues-data.tsx"),
];
