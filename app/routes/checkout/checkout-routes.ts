import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Checkout (spec §2 /checkout): open to visitors, who see their basket, but its changes and the order
 * need sign-in (each action asks); the return from the card page; the order's confirmation.
 */
export const checkoutRoutes: RouteConfigEntry[] = [
  route("checkout", "routes/checkout/checkout.tsx"),
  route("checkout/payment-return/:token", "routes/checkout/payment-return.tsx"),
  route("checkout/confirmation/:reference", "routes/checkout/confirmation.tsx"),
  route("checkout/confirmation/:reference/status.json", "routes/checkout/confirmation-status.tsx"),
];
