import { layout, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Staff: account admin approvals of organisations, credit applications and director claims; the shop's
 * back office (orders and refunds, discount codes, products and prices), which its own layout keeps to
 * Gazette staff (manage-shop); and notice fees, Gazette staff's too (manage-notice-fees). app/routes.ts
 * puts them below the signed-in area's layout (the My Gazette frame); their own layout admits only staff.
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
    layout("routes/admin/notice-fees/notice-fees-layout.tsx", [
      route("admin/notice-fees", "routes/admin/notice-fees/notice-fees.tsx"),
      route("admin/notice-fees/:edition/:code", "routes/admin/notice-fees/notice-fee.tsx"),
    ]),
  ]),
];
