import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** My Gazette: landing page, saved notices and searches (with alerts), account, my images. */
export const myGazetteRoutes: RouteConfigEntry[] = [
  route("my-gazette", "routes/my-gazette/my-gazette.tsx"),
  // Spec §7: POST /my-gazette/notice (action=add, noticeId); POST /my-gazette/notice/{id} (_method=delete, action=remove)
  route("my-gazette/notice", "routes/my-gazette/notice-favourite.tsx", { id: "notice-favourite-add" }),
  route("my-gazette/notice/:id", "routes/my-gazette/notice-favourite.tsx", { id: "notice-favourite-remove" }),
  route("my-gazette/saved-notices", "routes/my-gazette/saved-notices.tsx"),
  route("my-gazette/saved-notices/:id/remove", "routes/my-gazette/saved-notice-remove.tsx"),
  route("my-gazette/saved-searches", "routes/my-gazette/saved-searches.tsx"),
  route("my-gazette/saved-searches/:id/delete", "routes/my-gazette/saved-search-delete.tsx"),
  route("alerts/unsubscribe", "routes/my-gazette/alerts-unsubscribe.tsx"),
  route("my-gazette/account", "routes/my-gazette/account.tsx"),
  route("my-gazette/images", "routes/my-gazette/images.tsx"),
  route("my-gazette/images/:id", "routes/my-gazette/image-file.tsx"),
  route("my-gazette/images/:id/delete", "routes/my-gazette/image-delete.tsx"),
];
