import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The basket (spec §2, §7): under my-gazette/ by the spec's addresses, but open to visitors signed out
 * (their basket is behind a cookie), so app/routes.ts keeps these outside the signed-in area's layout and
 * routes.test.ts names them. Every loader and action works out whose basket it is itself.
 */
export const basketRoutes: RouteConfigEntry[] = [
  route("my-gazette/basket", "routes/basket/basket.tsx"),
  route("my-gazette/basket/data.json", "routes/basket/basket-data.tsx"),
  route("my-gazette/basket/item/:itemId", "routes/basket/basket-item.tsx"),
  route("my-gazette/basket/item/:itemId/quantity/data.json", "routes/basket/basket-item-quantity.tsx"),
  route("my-gazette/basket/item/:itemId/remove", "routes/basket/basket-item-remove.tsx"),
  // The shop widget's cost summary (spec §2): a fragment of HTML at the original site's address.
  route("assets/gazettesShopWidget/views/costsPartial.html", "routes/basket/costs-partial.tsx"),
];
