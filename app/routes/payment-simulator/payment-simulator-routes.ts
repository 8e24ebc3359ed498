import { route } from "@react-router/dev/routes";

/**
 * The built-in payment simulator (issue 11, ADR 015): GOV.UK Pay's REST API as far as the shop uses it, and
 * its hosted card page. Answers 404 where it is off (a production server, unless PAYMENT_SIMULATOR=on).
 */
export const paymentSimulatorRoutes = [
  route("payment-simulator/v1/*", "routes/payment-simulator/simulator-api.tsx"),
  route("payment-simulator/card/:paymentId", "routes/payment-simulator/card-page.tsx"),
];
