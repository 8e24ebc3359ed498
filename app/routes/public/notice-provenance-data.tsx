import { appContext } from "../../context.ts";
import { getNotice, listProvenance } from "../../features/notices/notice-service.server.ts";
import { graphToJsonLd } from "../../features/notices/representations/notice-jsonld.ts";
import { graphToTurtle } from "../../features/notices/representations/notice-turtle.ts";
import { provenanceGraph } from "../../features/notices/representations/provenance-graph.ts";
import { jsonNotFound, notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/notice-provenance-data";

/** `/notice/{id}/provenance/data.ttl` and `data.jsonld`: the trail as PROV-O (resource route). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const turtle = new URL(request.url).pathname.endsWith(".ttl");
  const { db, siteUrl } = context.get(appContext);
  const notice = await getNotice(db, params.id);
  if (!notice) {
    if (!turtle) return jsonNotFound();
    notFound();
  }
  const graph = provenanceGraph(notice.id, await listProvenance(db, notice.id), siteUrl);
  const headers = { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" };
  return turtle
    ? new Response(graphToTurtle(graph), {
        headers: { ...headers, "Content-Type": "text/turtle; charset=utf-8" },
      })
    : new Response(JSON.stringify(graphToJsonLd(graph)), {
        headers: { ...headers, "Content-Type": "application/ld+json; charset=utf-8" },
      });
}
