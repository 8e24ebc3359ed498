import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import {
  savedSearchesToJson,
  savedSearchesToXml,
} from "../../../features/my-gazette/saved-items-representations.ts";
import {
  listSavedSearches,
  savedSearchLinks,
} from "../../../features/saved-searches/saved-searches-service.server.ts";
import type { Route } from "./+types/saved-searches-data";

/** `/my-gazette/search/data.json|data.xml` (placement-api.md step 8): the person's saved searches. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const searches = (await listSavedSearches(db, signedInUser(context).id)).map((s) => ({
    ...s,
    links: savedSearchLinks(s),
  }));
  const headers = { "Cache-Control": "private, no-store" };
  return new URL(request.url).pathname.endsWith(".xml")
    ? new Response(savedSearchesToXml(searches, siteUrl), {
        headers: { ...headers, "Content-Type": "application/xml; charset=utf-8" },
      })
    : Response.json(savedSearchesToJson(searches, siteUrl), { headers });
}
