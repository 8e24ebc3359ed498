import { capabilityGuard } from "../../../features/accounts/area-guard.server.ts";
import type { Route } from "./+types/injunctions-layout";

/**
 * Court injunctions (issue 13 point 3, ADR 019): recorded, changed and ended by account admins, and by
 * Gazette staff (manage-injunctions); nobody else sees them or their court orders.
 */
export const middleware: Route.MiddlewareFunction[] = [capabilityGuard("manage-injunctions")];
