/** Routes of this area; spread into app/routes.ts. Paths are relative to the app folder. */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

export const shopRoutes: RouteConfigEntry[] = [
  // The catalogue with the shop widget, and the full range (a modal with JavaScript, a page without)
  route("shop", "routes/shop/shop.tsx"),
  route("shop/full-range", "routes/shop/full-range.tsx"),
  // The issue purchase (spec §2): choose edition → year → month → issue, then {issue}/purchase
  route("shop/buy-an-issue", "routes/shop/buy-an-issue.tsx"),
  route(":edition/issue/:number/purchase", "routes/shop/issue-purchase.tsx"),
];
