import { layout, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { bundleRoutes } from "./bundles/bundle-routes.ts";

/**
 * My Gazette: landing page, saved notices and searches (with alerts), account, my images, the team and
 * the company account (team members and roles; company profile, logo, statement, payment, credit), and
 * placing notices.
 * app/routes.ts puts all of these below the signed-in area's layout; the nested layouts guard the areas
 * that ask more than being signed in.
 */
export const myGazetteRoutes: RouteConfigEntry[] = [
  route("my-gazette", "routes/my-gazette/my-gazette.tsx"),
  // Spec §7: POST /my-gazette/notice (action=add, noticeId); POST /my-gazette/notice/{id} (_method=delete, action=remove)
  route("my-gazette/notice", "routes/my-gazette/saved-notices/notice-favourite.tsx", {
    id: "notice-favourite-add",
  }),
  route("my-gazette/notice/:id", "routes/my-gazette/saved-notices/notice-favourite.tsx", {
    id: "notice-favourite-remove",
  }),
  // Saved notices and searches as data for placing software (placement-api.md step 8); static paths
  // before ":id", and DELETE of a saved search by its number.
  ...(["data.json", "data.xml"] as const).flatMap((file) => [
    route(`my-gazette/notice/${file}`, "routes/my-gazette/saved-notices/saved-notices-data.tsx", {
      id: `saved-notices-${file}`,
    }),
    route(`my-gazette/search/${file}`, "routes/my-gazette/saved-searches/saved-searches-data.tsx", {
      id: `saved-searches-${file}`,
    }),
  ]),
  route("my-gazette/search/:id", "routes/my-gazette/saved-searches/saved-search-by-id.tsx"),
  route("my-gazette/saved-notices", "routes/my-gazette/saved-notices/saved-notices.tsx"),
  route("my-gazette/saved-notices/:id/remove", "routes/my-gazette/saved-notices/saved-notice-remove.tsx"),
  route("my-gazette/saved-searches", "routes/my-gazette/saved-searches/saved-searches.tsx"),
  route("my-gazette/saved-searches/:id/delete", "routes/my-gazette/saved-searches/saved-search-delete.tsx"),
  route("my-gazette/account", "routes/my-gazette/account.tsx"),
  // The person's orders and their VAT invoices (issue 11 point 9); the order e-mail links to an order.
  route("my-gazette/orders", "routes/my-gazette/orders/orders.tsx"),
  route("my-gazette/orders/:reference", "routes/my-gazette/orders/order.tsx"),
  route("my-gazette/orders/:reference/invoice.pdf", "routes/my-gazette/orders/order-invoice.tsx"),
  // The placement API's checkout by purchase order and orders as data (placement-api.md steps 7, 8):
  // `{id}` is the order's reference; "history" is static, so it is never taken for one.
  route("my-gazette/basket/checkout", "routes/my-gazette/orders/basket-checkout.tsx"),
  ...(["data.json", "data.xml"] as const).map((file) =>
    route(`my-gazette/order/history/${file}`, "routes/my-gazette/orders/order-history-data.tsx", {
      id: `order-history-${file}`,
    }),
  ),
  ...(["", "/data.json", "/data.xml", "/confirmation"] as const).map((tail) =>
    route(`my-gazette/order/:reference${tail}`, "routes/my-gazette/orders/order-data.tsx", {
      id: `order-data${tail.replace(/[/.]/g, "-")}`,
    }),
  ),
  ...(["assign-po-number", "confirm", "cancel"] as const).map((step) =>
    route(`my-gazette/order/:reference/${step}`, "routes/my-gazette/orders/order-step.tsx", {
      id: `order-step-${step}`,
    }),
  ),
  // Spec §2, §3: the account owner data that checkout and notice placement fill their forms with
  route("my-gazette/place-notice/user/data.json", "routes/my-gazette/place-notice/account-owner-data.tsx"),
  // Placing notices (issue 12): the notice types form and each type's online form, for people who may
  // place notices; the capacities the account places in, declared by its owner or the individual.
  layout("routes/my-gazette/place-notice/place-notice-layout.tsx", [
    route("my-gazette/place-notice", "routes/my-gazette/place-notice/place-notice.tsx"),
    route(
      "my-gazette/place-notice/:edition/:code/online-form",
      "routes/my-gazette/place-notice/online-form.tsx",
    ),
    // A draft: its task list, question pages, check your answers and preview (issue 12 points 2, 3). The
    // static pages come before ":page", which takes the web form's question pages.
    route("my-gazette/draft/:id", "routes/my-gazette/drafts/draft.tsx"),
    route("my-gazette/draft/:id/check-answers", "routes/my-gazette/drafts/draft-check-answers.tsx"),
    route("my-gazette/draft/:id/preview", "routes/my-gazette/drafts/draft-preview.tsx"),
    // Plain-text notices with tags (issue 12 point 3): the text of a type without a web form.
    route("my-gazette/draft/:id/text", "routes/my-gazette/drafts/draft-text.tsx"),
    // The earliest publication date and time (issue 12 point 5).
    route("my-gazette/draft/:id/publication-date", "routes/my-gazette/drafts/draft-publication-date.tsx"),
    route("my-gazette/draft/:id/:page", "routes/my-gazette/drafts/draft-question.tsx"),
    ...bundleRoutes,
  ]),
  route("my-gazette/placing-capacities", "routes/my-gazette/placing-capacities.tsx"),
  // The notices placed, by status (issue 12 point 7; placement-api.md step 8), and the two changes a
  // placer makes from them: withdraw a pending notice, delete a draft.
  ...(["draft", "pending", "withdrawn", "rejected", "published"] as const).map((list) =>
    route(`my-gazette/${list}`, "routes/my-gazette/my-notices/my-notices.tsx", { id: `my-notices-${list}` }),
  ),
  ...(["withdraw", "delete"] as const).map((change) =>
    route(`my-gazette/notices/:id/${change}`, "routes/my-gazette/my-notices/notice-change.tsx", {
      id: `notice-${change}`,
    }),
  ),
  // Earliest publication date and claim date (issue 12 point 5): the placer's page of a notice after its
  // draft, and its two date changes (modals with JavaScript, pages without); the draft's step is above.
  route("my-gazette/notices/:id", "routes/my-gazette/my-notices/my-notice.tsx"),
  // The proof of a notice before staff decide it (issue 13 point 2, ADR 021): HTML and PDF.
  route("my-gazette/notices/:id/proof", "routes/my-gazette/my-notices/notice-proof.tsx"),
  route("my-gazette/notices/:id/proof.pdf", "routes/my-gazette/my-notices/notice-proof-pdf.tsx"),
  ...(["publication-date", "claim-date"] as const).map((change) =>
    route(`my-gazette/notices/:id/${change}`, "routes/my-gazette/my-notices/notice-date-change.tsx", {
      id: `notice-${change}`,
    }),
  ),
  // Supporting documents of a placed notice (issue 12 point 4): a draft's documents page (upload, list,
  // confirm), the "delete uploaded file" and "change documents" questions, and a document's download for
  // the placer, their team and staff. Static paths below the draft's task list (/my-gazette/draft/{id}).
  route("my-gazette/draft/:id/documents", "routes/my-gazette/notice-documents/documents.tsx"),
  route("my-gazette/draft/:id/documents/change", "routes/my-gazette/notice-documents/documents-change.tsx"),
  route(
    "my-gazette/draft/:id/documents/:docId/delete",
    "routes/my-gazette/notice-documents/document-delete.tsx",
  ),
  route(
    "my-gazette/notices/:id/documents/:docId",
    "routes/my-gazette/notice-documents/document-download.tsx",
  ),
  layout("routes/my-gazette/images/images-layout.tsx", [
    route("my-gazette/images", "routes/my-gazette/images/images.tsx"),
    route("my-gazette/images/:id/delete", "routes/my-gazette/images/image-delete.tsx"),
  ]),
  // An image file: for its owner and the owner's organisation (the query decides), not only uploaders.
  route("my-gazette/images/:id", "routes/my-gazette/images/image-file.tsx"),
  layout("routes/my-gazette/team/team-layout.tsx", [
    route("my-gazette/team", "routes/my-gazette/team/team.tsx"),
    route("my-gazette/team/add", "routes/my-gazette/team/team-add.tsx"),
    route("my-gazette/team/:id/permissions", "routes/my-gazette/team/team-permissions.tsx"),
    route("my-gazette/team/:id/remove", "routes/my-gazette/team/team-remove.tsx"),
    route("my-gazette/team/:id/resend-invitation", "routes/my-gazette/team/team-resend-invitation.tsx"),
    route("my-gazette/team/:id/details", "routes/my-gazette/team/team-details.tsx"),
    route("my-gazette/team/:id/password", "routes/my-gazette/team/team-password.tsx"),
  ]),
  layout("routes/my-gazette/company/company-layout.tsx", [
    route("my-gazette/company", "routes/my-gazette/company/company.tsx"),
    route("my-gazette/company/payment", "routes/my-gazette/company/company-payment.tsx"),
    route("my-gazette/company/logo", "routes/my-gazette/company/company-logo.tsx"),
    route("my-gazette/company/statement", "routes/my-gazette/company/company-statement.tsx"),
    route("my-gazette/company/credit-application", "routes/my-gazette/company/credit-application.tsx"),
  ]),
  // An organisation's image: for its people and for account admins, who judge logos.
  route("my-gazette/company/images/:id", "routes/my-gazette/company/company-image.tsx"),
  // Anyone signed in may claim to be a company's director; staff decide.
  route("my-gazette/company/director-claim", "routes/my-gazette/company/director-claim.tsx"),
];

/** Reached from alert e-mails, signed out: the token in the address is the authority. */
export const alertRoutes: RouteConfigEntry[] = [
  route("alerts/unsubscribe", "routes/my-gazette/saved-searches/alerts-unsubscribe.tsx"),
];
