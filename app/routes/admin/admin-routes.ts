import { layout, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Staff: account admin approvals of organisations, credit applications and director claims; the shop's
 * back office (orders and refunds, discount codes, products and prices), which its own layout keeps to
 * Gazette staff (manage-shop); notice fees, Gazette staff's too (manage-notice-fees); court injunctions,
 * account admins' and staff's (manage-injunctions); the next issues, compiled now by staff who decide
 * notices (decide-notices); the placement API's clients (manage-api-clients). app/routes.ts puts them
 * below the signed-in area's layout (the My Gazette frame); each area's own layout admits only its people.
 */
export const adminRoutes: RouteConfigEntry[] = [
  layout("routes/admin/admin-layout.tsx", [
    route("admin/approvals", "routes/admin/approvals.tsx"),
    route("admin/approvals/credit-applications/:id", "routes/admin/credit-application-decision.tsx"),
    route("admin/approvals/:id", "routes/admin/approval-decision.tsx"),
    layout("routes/admin/shop/shop-layout.tsx", [
      route("admin/orders", "routes/admin/shop/orders.tsx"),
      route("admin/orders/:reference", "routes/admin/shop/order.tsx"),
      route("admin/discount-codes", "routes/admin/shop/discount-codes.tsx"),
      route("admin/products", "routes/admin/shop/products.tsx"),
      route("admin/products/:id", "routes/admin/shop/product.tsx"),
    ]),
    // Moderation (issue 13, ADR 021): the notices awaiting approval and staff's decisions, staff only.
    layout("routes/admin/notices/moderation-layout.tsx", [
      route("admin/notices", "routes/admin/notices/moderation-queue.tsx"),
      route("admin/notices/:id", "routes/admin/notices/moderation-notice.tsx"),
    ]),
    // Notice fees per type and edition (issue 12): staff only, as the shop's prices.
    // The placement API's clients (issue 13 point 6): staff only.
    layout("routes/admin/api-clients/api-clients-layout.tsx", [
      route("admin/api-clients", "routes/admin/api-clients/api-clients.tsx"),
      route("admin/api-clients/:id", "routes/admin/api-clients/api-client.tsx"),
    ]),
    layout("routes/admin/notice-fees/notice-fees-layout.tsx", [
      route("admin/notice-fees", "routes/admin/notice-fees/notice-fees.tsx"),
      route("admin/notice-fees/:edition/:code", "routes/admin/notice-fees/notice-fee.tsx"),
    ]),
    // Court injunctions (issue 13 point 3): account admins and staff (manage-injunctions).
    layout("routes/admin/injunctions/injunctions-layout.tsx", [
      route("admin/injunctions", "routes/admin/injunctions/injunctions.tsx"),
      route("admin/injunctions/new", "routes/admin/injunctions/injunction-new.tsx"),
      route("admin/injunctions/:id", "routes/admin/injunctions/injunction-edit.tsx"),
      route("admin/injunctions/:id/end", "routes/admin/injunctions/injunction-end.tsx"),
      route("admin/injunctions/:id/court-order", "routes/admin/injunctions/court-order-download.tsx"),
    ]),
    // Each edition's next issue and compiling one now (issue 13): staff who decide notices.
    layout("routes/admin/issues/issues-layout.tsx", [
      route("admin/issues", "routes/admin/issues/issues.tsx"),
      route("admin/issues/:edition/compile", "routes/admin/issues/compile-issue.tsx"),
    ]),
  ]),
];
