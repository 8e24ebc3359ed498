import { capabilityGuard } from "../../../features/accounts/area-guard.server.ts";
import type { Route } from "./+types/issues-layout";

/**
 * The next issues and compiling one now (issue 13, ADR 020): publishing notices is an editorial act, so
 * only Gazette staff who decide notices (decide-notices) come in, not account admins.
 */
export const middleware: Route.MiddlewareFunction[] = [capabilityGuard("decide-notices")];
