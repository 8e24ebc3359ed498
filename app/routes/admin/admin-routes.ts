import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Staff: account admin approvals of organisations, credit applications and director claims. */
export const adminRoutes: RouteConfigEntry[] = [
  route("admin/approvals", "routes/admin/approvals.tsx"),
  route("admin/approvals/credit-applications/:id", "routes/admin/credit-application-decision.tsx"),
  route("admin/approvals/:id", "routes/admin/approval-decision.tsx"),
];
