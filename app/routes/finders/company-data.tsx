import { appContext } from "../../context.ts";
import { companyToJson } from "../../features/companies/company-json.ts";
import { getCompanyTimeline } from "../../features/companies/company-service.server.ts";
import { jsonNotFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/company-data";

/** `/company/{number}/data.json`: the company and every event of its timeline (resource route). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const timeline = await getCompanyTimeline(db, params.number, { all: true });
  if (!timeline) return jsonNotFound();
  return Response.json(companyToJson(timeline, siteUrl));
}
