import { capabilityGuard } from "../../../features/accounts/area-guard.server.ts";
import type { Route } from "./+types/moderation-layout";

/**
 * Moderation of placed notices (issue 13, ADR 021): approving, rejecting and withdrawing notices is Gazette
 * staff's editorial decision (decide-notices), not the account admins' who also use the admin area.
 */
export const middleware: Route.MiddlewareFunction[] = [capabilityGuard("decide-notices")];
