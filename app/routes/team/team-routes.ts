import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Teams and roles: account owner, super user, company administrator, account admin approvals. */
export const teamRoutes: RouteConfigEntry[] = [
  route("choose-password", "routes/team/choose-password.tsx"),
  route("my-gazette/team", "routes/team/team.tsx"),
  route("my-gazette/team/add", "routes/team/team-add.tsx"),
  route("my-gazette/team/:id/permissions", "routes/team/team-permissions.tsx"),
  route("my-gazette/team/:id/remove", "routes/team/team-remove.tsx"),
  route("my-gazette/team/:id/resend-invitation", "routes/team/team-resend-invitation.tsx"),
  route("my-gazette/team/:id/details", "routes/team/team-details.tsx"),
  route("my-gazette/team/:id/password", "routes/team/team-password.tsx"),
  route("my-gazette/company", "routes/team/company.tsx"),
  route("my-gazette/company/payment", "routes/team/company-payment.tsx"),
  route("my-gazette/company/logo", "routes/team/company-logo.tsx"),
  route("my-gazette/company/images/:id", "routes/team/company-image.tsx"),
  route("my-gazette/company/statement", "routes/team/company-statement.tsx"),
  route("my-gazette/company/credit-application", "routes/team/credit-application.tsx"),
  route("my-gazette/company/director-claim", "routes/team/director-claim.tsx"),
  route("admin/approvals", "routes/team/admin/approvals.tsx"),
  route("admin/approvals/credit-applications/:id", "routes/team/admin/credit-application-decision.tsx"),
  route("admin/approvals/:id", "routes/team/admin/approval-decision.tsx"),
];
