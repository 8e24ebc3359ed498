import { appContext } from "../../context.ts";
import { feedErrorAtom, feedErrorJson } from "../../features/search/feeds/feed-error.ts";
import { feedParameterProblems } from "../../features/search/feeds/feed-parameters.ts";
import { searchResultToAtom } from "../../features/search/feeds/search-atom.ts";
import { searchResultToJson } from "../../features/search/feeds/search-json.ts";
import { parseSearchInScope, searchScope } from "../../features/search/search-page-service.server.ts";
import { runSearch } from "../../features/search/search-service.server.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/search-data";

const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

/** Every search as an Atom feed (`data.feed`) or JSON (`data.json`). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const json = url.pathname.endsWith("/data.json");
  const scope = searchScope(params.service, params.edition);
  if (!scope) {
    if (json) return Response.json({ error: "Not found", status: 404 }, { status: 404 });
    notFound();
  }
  const { db, siteUrl } = context.get(appContext);
  const updated = new Date().toISOString();
  const headers = {
    "Cache-Control": "public, max-age=60",
    "Access-Control-Allow-Origin": "*",
    Vary: "Accept",
  };
  const parsed = parseSearchInScope(scope, url);
  // A feed is read by programs: running the search without a filter they asked for would hand them
  // other notices than they meant, so a request with a bad parameter is refused instead.
  const problems = feedParameterProblems(url.searchParams, parsed);
  if (problems.length) {
    const refused = { status: 400, headers: { ...headers, "Cache-Control": "no-store" } };
    if (json) return Response.json(feedErrorJson(problems), refused);
    const self = `${siteUrl.replace(/\/+$/, "")}${url.pathname}${url.search}`;
    return new Response(feedErrorAtom(problems, self, updated), {
      ...refused,
      headers: { ...refused.headers, "Content-Type": ATOM_CONTENT_TYPE },
    });
  }
  const result = await runSearch(db, parsed.query);
  const opts = { siteUrl, searchPath: scope.basePath, title: `${scope.title} - The Gazette`, updated };
  if (json) return Response.json(searchResultToJson(result, opts), { headers });
  return new Response(searchResultToAtom(result, opts), {
    headers: { ...headers, "Content-Type": ATOM_CONTENT_TYPE },
  });
}
