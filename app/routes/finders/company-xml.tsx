import { appContext } from "../../context.ts";
import { getCompanyTimeline } from "../../features/companies/company-service.server.ts";
import { companyToXhtml } from "../../features/companies/company-xhtml.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/company-xml";

/** `/company/{number}/data.xml`: the company and its whole timeline as XHTML+RDFa (resource route). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const timeline = await getCompanyTimeline(db, params.number, { all: true });
  if (!timeline) notFound();
  return new Response(companyToXhtml(timeline, siteUrl), {
    headers: {
      "Content-Type": "application/xhtml+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      "Access-Control-Allow-Origin": "*",
    },
  });
}
