/**
 * The local-authority outlines of the notices map: the geography import saves them (upsertBoundaries),
 * /map/local-authorities.geojson serves them as one document with an ETag.
 */
import { createHash } from "node:crypto";
import type { Database } from "../../db/client.server.ts";
import { boundariesFeatureCollection } from "./boundary-repository.server.ts";

export { type BoundaryRow, upsertBoundaries } from "./boundary-repository.server.ts";

/** Every outline as GeoJSON text, and an ETag that changes only when the outlines do. */
export async function localAuthorityOutlines(db: Database): Promise<{ body: string; etag: string }> {
  const body = await boundariesFeatureCollection(db);
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"` };
}
