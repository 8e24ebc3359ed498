import { companyAreaGuard } from "../../../features/companies/company-guard.server.ts";
import type { Route } from "./+types/company-layout";

/** The company account pages: company administrators and account owners of an organisation. */
export const middleware: Route.MiddlewareFunction[] = [companyAreaGuard];
