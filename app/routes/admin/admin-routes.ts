import { layout, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Staff: account admin approvals of organisations, credit applications and director claims. app/routes.ts
 * puts them below the signed-in area's layout (the My Gazette frame); their own layout admits only staff.
 */
export const adminRoutes: RouteConfigEntry[] = [
  layout("routes/admin/admin-layout.tsx", [
    route("admin/approvals", "routes/admin/approvals.tsx"),
    route("admin/approvals/credit-applications/:id", "routes/admin/credit-application-decision.tsx"),
    route("admin/approvals/:id", "routes/admin/approval-decision.tsx"),
  ]),
];
