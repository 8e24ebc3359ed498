/** Search pages and their feeds; spread into app/routes.ts. */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

export const searchRoutes: RouteConfigEntry[] = [
  route(":service/notice", "routes/search/search.tsx", { id: "search" }),
  route(":service/:edition/notice", "routes/search/search.tsx", { id: "search-edition" }),
  route(":service/notice/data.feed", "routes/search/search-data.tsx", { id: "search-feed" }),
  route(":service/notice/data.json", "routes/search/search-data.tsx", { id: "search-json" }),
  route(":service/:edition/notice/data.feed", "routes/search/search-data.tsx", { id: "search-edition-feed" }),
  route(":service/:edition/notice/data.json", "routes/search/search-data.tsx", { id: "search-edition-json" }),
];
