import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Bundles (issue 13 point 5; placement-api.md steps 2–6), for people who place notices (below the
 * place-notice layout): the list and upload, the templates, a bundle, its data (JSON, Atom) and preview,
 * its processing status page and its data, a notice's validation report, and the bundle to the basket.
 * Static paths before ":id".
 */
const status = "routes/my-gazette/bundles/bundle-status.tsx";
const statusData = "routes/my-gazette/bundles/bundle-status-data.tsx";
const template = "routes/my-gazette/bundles/bundle-template.tsx";
const data = "routes/my-gazette/bundles/bundle-data.tsx";

export const bundleRoutes: RouteConfigEntry[] = [
  route("my-gazette/bundle", "routes/my-gazette/bundles/bundles.tsx"),
  route("my-gazette/bundle/template.csv", template, { id: "bundle-template-csv" }),
  route("my-gazette/bundle/template.json", template, { id: "bundle-template-json" }),
  route("my-gazette/bundle/:id", "routes/my-gazette/bundles/bundle.tsx"),
  route("my-gazette/bundle/:id/preview", "routes/my-gazette/bundles/bundle-preview.tsx"),
  route("my-gazette/bundle/:id/data.json", data, { id: "bundle-data-json" }),
  route("my-gazette/bundle/:id/data.feed", data, { id: "bundle-data-feed" }),
  route("my-gazette/bundle/:id/data.xml", data, { id: "bundle-data-xml" }),
  route("my-gazette/bundle/:id/process-status", status, { id: "bundle-status" }),
  route("my-gazette/bundle/:id/process-status/data.html", status, { id: "bundle-status-html" }),
  route("my-gazette/bundle/:id/process-status.json", statusData, { id: "bundle-status-poll" }),
  route("my-gazette/bundle/:id/process-status/data.json", statusData, { id: "bundle-status-json" }),
  route("my-gazette/bundle/:id/process-status/data.xml", statusData, { id: "bundle-status-xml" }),
  route("my-gazette/notice/:id/validation-report", "routes/my-gazette/bundles/validation-report.tsx"),
  route("my-gazette/basket/multiple-items/bundle", "routes/my-gazette/bundles/bundle-basket.tsx"),
];

/**
 * The toggle of a bundle's notice (placement-api.md step 5: `/notice/{id}/status`), outside My Gazette's
 * addresses and so outside its layouts: the route guards itself as the place-notice layout does.
 */
export const bundleToggleRoutes: RouteConfigEntry[] = (
  ["notice/:id/status", "notice/:id/status/data.json"] as const
).map((path, i) =>
  route(path, "routes/my-gazette/bundles/notice-bundle-status.tsx", { id: `notice-bundle-status-${i}` }),
);
