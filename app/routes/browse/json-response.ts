/** JSON answers of the browse data calls: a refused query is a 400 with a message, never a 500. */
import type { Parsed } from "../../features/browse/browse-params.ts";

// The archive changes once a publication day; five minutes of staleness is harmless.
const CACHE = "public, max-age=300";

export function jsonResult<T>(result: Parsed<T>): Response {
  return result.ok
    ? Response.json(result.value, { headers: { "Cache-Control": CACHE } })
    : Response.json({ error: result.error, status: 400 }, { status: 400 });
}
