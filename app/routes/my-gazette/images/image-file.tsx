import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { readImageBody } from "../../../features/images/images-service.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/image-file";

/**
 * An uploaded image, for its owner and the owner's organisation only; never cached by shared caches.
 * `X-Content-Type-Options: nosniff` comes from helmet, on every response.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const id = parseId(params.id);
  const image = id === null ? null : await readImageBody(context.get(appContext).db, user, id);
  if (!image) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(Buffer.from(image.body), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.body.byteLength),
      "Cache-Control": "private, max-age=3600",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
