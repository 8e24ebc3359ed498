import { appContext } from "../../context.ts";
import { searchLocalAuthorities } from "../../features/geo/local-authority-search.server.ts";
import type { Route } from "./+types/local-authorities";

/**
 * `GET /services/local-authorities/data.json?term=` (resource route, JSON): up to 15 local authorities
 * `{ code, name }` whose name has a word starting with the term; `[]` for a term under 3 characters.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const term = new URL(request.url).searchParams.get("term");
  const matches = await searchLocalAuthorities(db, term);
  // Local authorities are reference data that changes once a year at most.
  return Response.json(matches, { headers: { "Cache-Control": "public, max-age=3600" } });
}
