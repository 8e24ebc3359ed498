/** Routes of this area; spread into app/routes.ts. Paths are relative to the app folder. */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

export const finderRoutes: RouteConfigEntry[] = [
  // Company finder (spec §2, §7) and its JSON form
  route("service/company-finder", "routes/finders/company-finder.tsx"),
  route("service/company-finder/data.json", "routes/finders/company-finder-data.tsx"),
  // A company and its insolvency event timeline
  route("company/:number", "routes/finders/company.tsx"),
  route("company/:number/timeline", "routes/finders/company-timeline.tsx"),
  route("company/:number/data.json", "routes/finders/company-data.tsx"),
  route("company/:number/data.xml", "routes/finders/company-xml.tsx"),
];
