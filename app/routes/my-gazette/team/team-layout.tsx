import { teamAreaGuard } from "../../../features/team/team-guard.server.ts";
import type { Route } from "./+types/team-layout";

/** The team pages: account owners and super users (each page may ask more of its own). */
export const middleware: Route.MiddlewareFunction[] = [teamAreaGuard];
