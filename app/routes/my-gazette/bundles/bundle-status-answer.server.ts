/**
 * The process-status call's JSON and XML (spec §3, §7; placement-api.md step 3), shared by the status
 * page (by Accept) and its data addresses (`process-status.json`, `process-status/data.json|data.xml`).
 */
import type { RouterContextProvider } from "react-router";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { bundleStatusToJson, bundleStatusToXml } from "../../../features/bundles/bundle-representations.ts";
import { bundleProgress } from "../../../features/bundles/bundle-service.server.ts";
import { notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";

export function bundleIdOf(params: { id?: string }): number {
  const id = parseId(params.id);
  if (id === null) notFound();
  return id;
}

/** A person's data, chosen by Accept: never stored by a cache, and told apart by Accept. */
export const DATA_HEADERS = { "Cache-Control": "private, no-store", Vary: "Accept" };

export async function bundleStatusAnswer(
  context: Readonly<RouterContextProvider>,
  id: number,
  format: "json" | "xml",
): Promise<Response> {
  const { db, siteUrl } = context.get(appContext);
  const progress = await bundleProgress(db, signedInUser(context), id);
  return format === "json"
    ? Response.json(bundleStatusToJson(progress, siteUrl), { headers: DATA_HEADERS })
    : new Response(bundleStatusToXml(progress, siteUrl), {
        headers: { ...DATA_HEADERS, "Content-Type": "application/xml; charset=utf-8" },
      });
}
