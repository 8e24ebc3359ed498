import type { Route } from "./+types/bundle-data";
import { bundleDataAnswer } from "./bundle-answer.server.ts";
import { bundleIdOf } from "./bundle-status-answer.server.ts";

/**
 * `/my-gazette/bundle/{id}/data.json`, `data.feed` and `data.xml`: the bundle's notices at addresses of
 * their own, as the process status has (placement-api.md steps 3–4) — the JSON, or the Atom feed the
 * feed's self link names.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const format = new URL(request.url).pathname.endsWith(".json") ? "json" : "atom";
  return bundleDataAnswer(context, bundleIdOf(params), format);
}
