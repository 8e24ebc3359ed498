import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { deleteSavedSearch } from "../../../features/saved-searches/saved-searches-service.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/saved-search-by-id";

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

/**
 * `DELETE /my-gazette/search/{id}` (placement-api.md step 8): 204 when the person's saved search is gone,
 * 404 when they have none of that number. People at a browser delete on the saved searches page.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "DELETE") return text("Method Not Allowed", 405, { Allow: "DELETE" });
  const id = parseId(params.id);
  const { db } = context.get(appContext);
  if (id === null || !(await deleteSavedSearch(db, signedInUser(context).id, id)))
    return text("There is no such saved search.", 404);
  return new Response(null, { status: 204 });
}
