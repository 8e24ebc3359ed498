import { appContext } from "../../context.ts";
import {
  COMPANY_FINDER_MESSAGES,
  parseCompanyFinder,
} from "../../features/companies/company-finder-schema.ts";
import { lookupResultsToJson } from "../../features/companies/company-json.ts";
import { findCompanies } from "../../features/companies/company-service.server.ts";
import type { Route } from "./+types/company-finder-data";

/**
 * `/service/company-finder/data.json?companyname=…&companynumber=…`: at most 15
 * `{ companyname, companynumber }`, best first. Bad input is a 400 with the form's message.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseCompanyFinder(new URL(request.url).searchParams);
  if (!parsed.ok) {
    const error =
      parsed.errors.companyname ?? parsed.errors.companynumber ?? COMPANY_FINDER_MESSAGES.required;
    return Response.json({ error }, { status: 400 });
  }
  const { db } = context.get(appContext);
  const outcome = await findCompanies(db, parsed.query);
  if (outcome.status === "error") {
    return Response.json({ error: COMPANY_FINDER_MESSAGES.error }, { status: 500 });
  }
  return Response.json(lookupResultsToJson(outcome.results));
}
