import { appContext } from "../../context.ts";
import { localAuthorityOutlines } from "../../features/map/boundary-service.server.ts";
import type { Route } from "./+types/local-authorities-geojson";

/**
 * The local-authority outlines, the map's basemap that needs no internet. They change only when the
 * geography is re-imported: cached for a day, revalidated by ETag.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const { body, etag } = await localAuthorityOutlines(db);
  const headers = {
    "Content-Type": "application/geo+json; charset=utf-8",
    "Cache-Control": "public, max-age=86400",
    ETag: etag,
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
