import { createHash } from "node:crypto";
import { appContext } from "../../context.ts";
import { boundariesFeatureCollection } from "../../features/map/boundary-repository.server.ts";
import type { Route } from "./+types/local-authorities-geojson";

/**
 * The local-authority outlines, the map's basemap that needs no internet. They change only when the
 * geography is re-imported: cached for a day, revalidated by ETag.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const body = await boundariesFeatureCollection(db);
  const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`;
  const headers = {
    "Content-Type": "application/geo+json; charset=utf-8",
    "Cache-Control": "public, max-age=86400",
    ETag: etag,
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
