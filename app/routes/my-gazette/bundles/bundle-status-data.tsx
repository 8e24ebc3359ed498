import type { Route } from "./+types/bundle-status-data";
import { bundleIdOf, bundleStatusAnswer } from "./bundle-status-answer.server.ts";

/**
 * `/my-gazette/bundle/{id}/process-status.json` (the status page's poll: its address plus `.json`, spec
 * §7) and `/process-status/data.json|data.xml` (placement-api.md step 3).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const format = new URL(request.url).pathname.endsWith(".xml") ? "xml" : "json";
  return bundleStatusAnswer(context, bundleIdOf(params), format);
}
