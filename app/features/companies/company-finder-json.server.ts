/**
 * The company finder's JSON answer (spec §7, §9): at most 15 `{ companyname, companynumber }`, best first.
 * One function for both addresses that give it: `data.json`, and the finder's own path asked by ajax.
 */
import type { Database } from "../../db/client.server.ts";
import { parseForm } from "../../lib/forms/parse-form.ts";
import { COMPANY_FINDER_MESSAGES, companyFinderSchema } from "./company-finder-schema.ts";
import { lookupResultsToJson } from "./company-json.ts";
import { findCompanies } from "./company-service.server.ts";

/** Bad input is a 400 with the form's message; a failed search a 500 with the catalogue's, never its cause. */
export async function companyFinderJsonResponse(db: Database, query: URLSearchParams): Promise<Response> {
  const parsed = parseForm(companyFinderSchema, query);
  if (!parsed.ok) {
    // The first problem, in the form's order (the name's before the number's).
    const error = parsed.errors[0]?.message ?? COMPANY_FINDER_MESSAGES.required;
    return Response.json({ error }, { status: 400 });
  }
  const outcome = await findCompanies(db, parsed.data);
  if (outcome.status === "error") {
    return Response.json({ error: COMPANY_FINDER_MESSAGES.error }, { status: 500 });
  }
  return Response.json(lookupResultsToJson(outcome.results));
}
