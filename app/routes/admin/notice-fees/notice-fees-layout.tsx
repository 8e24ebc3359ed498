import { capabilityGuard } from "../../../features/accounts/area-guard.server.ts";
import type { Route } from "./+types/notice-fees-layout";

/**
 * Notice fees (issue 12, ADR 016): what placing each notice type costs is what placers pay, so, as the
 * shop's prices, only Gazette staff (manage-notice-fees) set it, not account admins.
 */
export const middleware: Route.MiddlewareFunction[] = [capabilityGuard("manage-notice-fees")];
