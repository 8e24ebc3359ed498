import { capabilityGuard } from "../../features/accounts/area-guard.server.ts";
import type { Route } from "./+types/admin-layout";

/** The staff pages: account admins and staff, who decide approvals. */
export const middleware: Route.MiddlewareFunction[] = [capabilityGuard("decide-approvals")];
