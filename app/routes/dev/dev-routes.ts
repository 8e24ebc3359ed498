import { route } from "@react-router/dev/routes";

/**
 * The development outbox (only while mail is written to DATA_DIR/outbox), the UI kit gallery (development
 * and browser tests only) and the test-only calls.
 */
export const devRoutes = [
  route("dev/outbox", "routes/dev/outbox.tsx"),
  route("dev/outbox/data.json", "routes/dev/outbox-data.tsx"),
  route("dev/outbox/:id", "routes/dev/outbox-message.tsx"),
  // The modal examples' content: a static path, ranked above the gallery's `:component/:example`.
  route("dev/ui-kit/fragments/claim-date", "routes/dev/ui-kit-claim-date.tsx"),
  route("dev/ui-kit/:component?/:example?", "routes/dev/ui-kit.tsx"),
  route("__test/users", "routes/dev/test-users.tsx"),
  route("__test/sign-in", "routes/dev/test-sign-in.tsx"),
  route("__test/orders", "routes/dev/test-orders.tsx"),
  route("__test/notices", "routes/dev/test-notices.tsx"),
  route("__test/discount-codes", "routes/dev/test-discount-codes.tsx"),
  route("__test/products/:id/stock", "routes/dev/test-product-stock.tsx"),
  route("__test/payment-simulator/:paymentId/clock", "routes/dev/test-payment-simulator-clock.tsx"),
];
