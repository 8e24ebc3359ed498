import { appContext } from "../../../context.ts";
import { permissionGuard, signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { bundlePath } from "../../../features/bundles/bundle-representations.ts";
import { setNoticeExcluded, validationReport } from "../../../features/bundles/bundle-service.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { withdrawMyNotice } from "../../../features/my-notices/my-notices-service.server.ts";
import { notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/notice-bundle-status";

/**
 * `PUT /notice/{id}/status` with `exclude=true|false` (placement-api.md step 5; the toggle's form POSTs
 * here, spec §4 "Bundle toggle"): takes a bundle's notice out of the bundle's basket, or puts it back.
 * At `/notice/{id}/status/data.json` (the toggle with JavaScript, spec §7) the answer is the text included
 * or excluded; at the form's own address the bundle page. Only for people who place notices, and only
 * their own bundles' notices. `withdraw=true` (the same step) withdraws one of the person's notices that
 * is paid for but not yet published, through the workflow as 'Withdraw notice' does: `withdrawn`.
 */
export const middleware: Route.MiddlewareFunction[] = [permissionGuard("place-notices")];

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = parseId(params.id);
  if (id === null) notFound();
  const url = new URL(request.url);
  const { db, secureCookies } = context.get(appContext);
  const user = signedInUser(context);
  if (url.searchParams.get("withdraw") === "true") {
    await withdrawMyNotice(db, user, id);
    if (url.pathname.endsWith("/data.json"))
      return new Response("withdrawn", {
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    return redirectWithFlash("/my-gazette/withdrawn", "The notice has been withdrawn.", {
      secure: secureCookies,
    });
  }
  const exclude = url.searchParams.get("exclude");
  if (exclude !== "true" && exclude !== "false")
    return new Response("Send exclude=true or exclude=false, or withdraw=true", {
      status: 400,
      headers: { "Content-Type": "text/plain" },
    });
  const result = await setNoticeExcluded(db, user, id, exclude === "true");
  if (url.pathname.endsWith("/data.json"))
    return new Response(result, {
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const report = await validationReport(db, user, id);
  return redirectWithFlash(
    `${bundlePath(report.bundleId)}#notice-${report.position}`,
    result === "included"
      ? `Notice ${id} is included: it goes to your basket with the bundle.`
      : `Notice ${id} is excluded: it stays a draft when the bundle goes to your basket.`,
    { secure: secureCookies },
  );
}
