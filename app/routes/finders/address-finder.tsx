import { appContext } from "../../context.ts";
import { findAddresses } from "../../features/addresses/address-finder-service.server.ts";
import type { Route } from "./+types/address-finder";

/**
 * `GET /services/address-finder?postcode=&buildingnumber=` (resource route, JSON): sample addresses for a
 * real postcode, or `{ Result: { PostcodeAddresses: [] }, Message }` saying why there are none.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const { status, body } = await findAddresses(db, {
    postcode: params.get("postcode"),
    buildingnumber: params.get("buildingnumber"),
  });
  // Sample addresses depend on nothing but the postcode, so a browser may keep them a while; a "no
  // results" may change once the full postcode import has run.
  return Response.json(body, {
    status,
    headers: { "Cache-Control": body.Sample ? "public, max-age=3600" : "no-store" },
  });
}
