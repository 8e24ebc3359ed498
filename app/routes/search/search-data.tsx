import { notFoundDocument } from "../../components/layout/not-found-document.server.tsx";
import { appContext } from "../../context.ts";
import { searchResultToAtom } from "../../features/search/feeds/search-atom.ts";
import { searchResultToJson } from "../../features/search/feeds/search-json.ts";
import { searchForPage, searchScope } from "../../features/search/search-page-service.server.ts";
import type { Route } from "./+types/search-data";

/** Every search as an Atom feed (`data.feed`) or JSON (`data.json`). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const json = url.pathname.endsWith("/data.json");
  const scope = searchScope(params.service, params.edition);
  if (!scope) {
    if (json) return Response.json({ error: "Not found", status: 404 }, { status: 404 });
    throw notFoundDocument();
  }
  const { db, siteUrl } = context.get(appContext);
  const { result } = await searchForPage(db, scope, url);
  const opts = {
    siteUrl,
    searchPath: scope.basePath,
    title: `${scope.title} - The Gazette`,
    updated: new Date().toISOString(),
  };
  const headers = {
    "Cache-Control": "public, max-age=60",
    "Access-Control-Allow-Origin": "*",
    Vary: "Accept",
  };
  if (json) return Response.json(searchResultToJson(result, opts), { headers });
  return new Response(searchResultToAtom(result, opts), {
    headers: { ...headers, "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
