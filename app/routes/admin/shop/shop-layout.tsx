import { capabilityGuard } from "../../../features/accounts/area-guard.server.ts";
import type { Route } from "./+types/shop-layout";

/**
 * The shop's back office (issue 11): orders and refunds, discount codes, products and prices. Inside the
 * staff area, and narrower: refunds move money and prices are what customers pay, so only Gazette staff
 * (manage-shop), not account admins.
 */
export const middleware: Route.MiddlewareFunction[] = [capabilityGuard("manage-shop")];
