import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { accountRoutes, authRoutes } from "./routes/accounts/auth-routes.ts";
import { adminRoutes } from "./routes/admin/admin-routes.ts";
import { apiRoutes } from "./routes/api/api-routes.ts";
import { basketRoutes } from "./routes/basket/basket-routes.ts";
import { browseRoutes } from "./routes/browse/browse-routes.ts";
import { checkoutRoutes } from "./routes/checkout/checkout-routes.ts";
import { devRoutes } from "./routes/dev/dev-routes.ts";
import { addressRoutes } from "./routes/finders/address-routes.ts";
import { finderRoutes } from "./routes/finders/finders-routes.ts";
import { mapRoutes } from "./routes/map/map-routes.ts";
import { bundleToggleRoutes } from "./routes/my-gazette/bundles/bundle-routes.ts";
import { alertRoutes, myGazetteRoutes } from "./routes/my-gazette/my-gazette-routes.ts";
import { paymentSimulatorRoutes } from "./routes/payment-simulator/payment-simulator-routes.ts";
import { registrationRoutes } from "./routes/registration/registration-routes.ts";
import { searchRoutes } from "./routes/search/search-routes.ts";
import { shopRoutes } from "./routes/shop/shop-routes.ts";

export default [
  index("routes/public/home.tsx"),

  // Notices and their representations
  route("notice/:id", "routes/public/notice.tsx"),
  route("notice/:id/provenance", "routes/public/notice-provenance.tsx"),
  route("notice/:id/version/:version", "routes/public/notice-version.tsx"),
  ...["data.json", "data.xml", "data.jsonld", "data.ttl", "data.pdf"].map((file) =>
    route(`notice/:id/${file}`, "routes/public/notice-data.tsx", { id: `notice-${file}` }),
  ),
  route("notice/:id/data.rdf", "routes/public/notice-data.tsx", { id: "notice-data.rdf" }),
  route("notice/:id/provenance/data.ttl", "routes/public/notice-provenance-data.tsx", {
    id: "provenance-data.ttl",
  }),
  route("notice/:id/provenance/data.jsonld", "routes/public/notice-provenance-data.tsx", {
    id: "provenance-data.jsonld",
  }),
  route("id/notice/:id", "routes/public/notice-identifier.tsx"),
  route("notice/:id/data.htm", "routes/public/notice-fragment.tsx"),

  // What the linked-data graph names: editions, issues and the vocabularies' terms
  route("id/:edition", "routes/public/edition-identifier.tsx"),
  route("id/:edition/issue/:number", "routes/public/issue-identifier.tsx"),
  route("def/:vocabulary", "routes/public/vocabulary.tsx"),
  ...["data.ttl", "data.jsonld"].map((file) =>
    route(`def/:vocabulary/${file}`, "routes/public/vocabulary-data.tsx", { id: `vocabulary-${file}` }),
  ),

  // Finding notices: finders, archive browsing (each area lists its own routes)
  ...finderRoutes,
  ...addressRoutes,
  ...browseRoutes,
  ...apiRoutes,
  ...mapRoutes,

  // The shop: the catalogue and its widget, the issue purchase (issue 11)
  ...shopRoutes,

  // Accounts: sign-in and the pages that work signed out, registration, alert e-mails' links
  ...authRoutes,
  ...registrationRoutes,
  ...alertRoutes,
  ...bundleToggleRoutes,
  // The basket: my-gazette/ addresses (spec §7) that visitors use signed out, so outside the layout below
  ...basketRoutes,
  ...checkoutRoutes,
  // Spec §7: the forms' script of the notice-creation and delete pages (static, so outside the area)
  route("assets/formFramework.js", "routes/assets/form-framework.ts"),
  // The signed-in area (issue 10): its layout's middleware lets only signed-in people reach the routes below
  // (before any of their loaders or actions run) and draws the My Gazette frame; nested layouts guard the
  // team, company, images and staff areas. routes.test.ts checks that every my-gazette/ and admin/ address
  // is below it, apart from a named few that must work signed out.
  layout("routes/my-gazette/my-gazette-layout.tsx", [...myGazetteRoutes, ...accountRoutes, ...adminRoutes]),
  ...devRoutes,
  // The built-in payment simulator (GOV.UK Pay's API and card page), off on a production server by default
  ...paymentSimulatorRoutes,

  // Addresses that start with a parameter come after those that start with a fixed word: where two routes score
  // the same, the browser's router takes the one named first, and the server's matcher the one with the fixed
  // word first (server/route-pattern-matching.ts; its test fails if the two disagree on a new address).

  // Issues and their pages
  route(":edition/issue/:number", "routes/public/issue.tsx"),
  route(":edition/issue/:number/data.pdf", "routes/public/issue-pdf.tsx"),
  route(":edition/issue/:number/supplement/:position", "routes/public/issue-supplement.tsx"),
  route(":edition/issue/:number/page/:page", "routes/public/issue-page.tsx"),
  ...["data.htm", "data.pdf", "go"].map((file) =>
    route(`:edition/issue/:number/page/:page/${file}`, "routes/public/issue-page-data.tsx", {
      id: `issue-page-${file}`,
    }),
  ),
  // Search and its feeds
  ...searchRoutes,

  // Service landing pages, named before the content routes whose `:section` would otherwise claim them
  route("insolvency", "routes/public/service-landing.tsx", { id: "service-insolvency" }),
  route("wills-and-probate", "routes/public/service-landing.tsx", { id: "service-wills-and-probate" }),

  // Editorial content from Markdown files in content/
  route(":section", "routes/public/content-index.tsx", { id: "content-index" }),
  route(":section/:slug", "routes/public/content-page.tsx", { id: "content-page" }),

  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
