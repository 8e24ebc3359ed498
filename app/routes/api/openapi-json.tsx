import { appContext } from "../../context.ts";
import { openApiDocument } from "../../features/api/openapi.ts";
import type { Route } from "./+types/openapi-json";

/**
 * `/api/openapi.json` (resource route): the API description. Any origin may read it, so that API
 * explorers and code generators running elsewhere can load it straight from here.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(appContext);
  return Response.json(openApiDocument(siteUrl), {
    headers: {
      "Access-Control-Allow-Origin": "*",
      // The document changes only with a deployment.
      "Cache-Control": "public, max-age=3600",
    },
  });
}
