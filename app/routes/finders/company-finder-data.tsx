import { appContext } from "../../context.ts";
import { companyFinderJsonResponse } from "../../features/companies/company-finder-json.server.ts";
import type { Route } from "./+types/company-finder-data";

/** `/service/company-finder/data.json?companyname=…&companynumber=…`: the finder's list as JSON. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  return companyFinderJsonResponse(db, new URL(request.url).searchParams);
}
