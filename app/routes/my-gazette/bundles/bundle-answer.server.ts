/**
 * A bundle's notices as data (placement-api.md step 4), shared by the bundle's address (by Accept) and its
 * data addresses (`/my-gazette/bundle/{id}/data.json`, `data.feed`, `data.xml`): JSON, or the Atom feed.
 */
import type { RouterContextProvider } from "react-router";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { bundleToAtom } from "../../../features/bundles/bundle-feed.ts";
import { bundleToJson } from "../../../features/bundles/bundle-representations.ts";
import { bundleView } from "../../../features/bundles/bundle-service.server.ts";
import { DATA_HEADERS } from "./bundle-status-answer.server.ts";

export async function bundleDataAnswer(
  context: Readonly<RouterContextProvider>,
  id: number,
  format: "json" | "atom",
): Promise<Response> {
  const { db, siteUrl } = context.get(appContext);
  const view = await bundleView(db, signedInUser(context), id);
  return format === "json"
    ? Response.json(bundleToJson(view, siteUrl), { headers: DATA_HEADERS })
    : new Response(bundleToAtom(view, siteUrl), {
        headers: { ...DATA_HEADERS, "Content-Type": "application/atom+xml; charset=utf-8" },
      });
}
