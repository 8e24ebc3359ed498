import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * My Gazette: landing page, saved notices and searches (with alerts), account, my images, the team and
 * the company account (team members and roles; company profile, logo, statement, payment, credit).
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
  route("my-gazette/saved-notices", "routes/my-gazette/saved-notices/saved-notices.tsx"),
  route("my-gazette/saved-notices/:id/remove", "routes/my-gazette/saved-notices/saved-notice-remove.tsx"),
  route("my-gazette/saved-searches", "routes/my-gazette/saved-searches/saved-searches.tsx"),
  route("my-gazette/saved-searches/:id/delete", "routes/my-gazette/saved-searches/saved-search-delete.tsx"),
  route("alerts/unsubscribe", "routes/my-gazette/saved-searches/alerts-unsubscribe.tsx"),
  route("my-gazette/account", "routes/my-gazette/account.tsx"),
  route("my-gazette/images", "routes/my-gazette/images/images.tsx"),
  route("my-gazette/images/:id", "routes/my-gazette/images/image-file.tsx"),
  route("my-gazette/images/:id/delete", "routes/my-gazette/images/image-delete.tsx"),
  route("my-gazette/team", "routes/my-gazette/team/team.tsx"),
  route("my-gazette/team/add", "routes/my-gazette/team/team-add.tsx"),
  route("my-gazette/team/:id/permissions", "routes/my-gazette/team/team-permissions.tsx"),
  route("my-gazette/team/:id/remove", "routes/my-gazette/team/team-remove.tsx"),
  route("my-gazette/team/:id/resend-invitation", "routes/my-gazette/team/team-resend-invitation.tsx"),
  route("my-gazette/team/:id/details", "routes/my-gazette/team/team-details.tsx"),
  route("my-gazette/team/:id/password", "routes/my-gazette/team/team-password.tsx"),
  route("my-gazette/company", "routes/my-gazette/company/company.tsx"),
  route("my-gazette/company/payment", "routes/my-gazette/company/company-payment.tsx"),
  route("my-gazette/company/logo", "routes/my-gazette/company/company-logo.tsx"),
  route("my-gazette/company/images/:id", "routes/my-gazette/company/company-image.tsx"),
  route("my-gazette/company/statement", "routes/my-gazette/company/company-statement.tsx"),
  route("my-gazette/company/credit-application", "routes/my-gazette/company/credit-application.tsx"),
  route("my-gazette/company/director-claim", "routes/my-gazette/company/director-claim.tsx"),
];
