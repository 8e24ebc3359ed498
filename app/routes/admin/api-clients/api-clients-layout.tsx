import { capabilityGuard } from "../../../features/accounts/area-guard.server.ts";
import type { Route } from "./+types/api-clients-layout";

/**
 * The placement API's clients (issue 13 point 6, ADR 023): a client's secret lets software ask for any
 * account's token with that account's password, so only Gazette staff register and revoke them.
 */
export const middleware: Route.MiddlewareFunction[] = [capabilityGuard("manage-api-clients")];
