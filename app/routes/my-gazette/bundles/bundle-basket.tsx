import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { apiRefusal } from "../../../features/api-access/api-call.server.ts";
import { bundlePath } from "../../../features/bundles/bundle-representations.ts";
import { addBundleToBasket } from "../../../features/bundles/bundle-service.server.ts";
import { wantsDataAnswer } from "../../../features/bundles/bundle-view.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/bundle-basket";

/**
 * `POST /my-gazette/basket/multiple-items/bundle?bundleId={id}` (placement-api.md step 6): the bundle's
 * included valid notices, each finished as the web form's "Add to basket" does, into the basket; 201 for
 * a client asking for data, the checkout for a browser. Notices already sent are not sent again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const id = parseId(new URL(request.url).searchParams.get("bundleId") ?? undefined);
  if (id === null)
    return new Response("Give the bundle's number as bundleId, for example ?bundleId=12.", {
      status: 400,
      headers: { "Content-Type": "text/plain" },
    });
  const { db, secureCookies } = context.get(appContext);
  let outcome: Awaited<ReturnType<typeof addBundleToBasket>>;
  try {
    outcome = await addBundleToBasket(db, signedInUser(context), id);
  } catch (error) {
    // A client asking for data gets the refusal as `{ "error" }` like the other placement calls.
    if (wantsDataAnswer(request)) return apiRefusal(error, request);
    throw error;
  }
  if (wantsDataAnswer(request))
    return Response.json(
      {
        added: outcome.added.map(String),
        refused: outcome.refused.map((r) => ({ ...r, noticeId: String(r.noticeId) })),
      },
      { status: 201, headers: { Location: "/my-gazette/basket" } },
    );
  const added = `${outcome.added.length} ${outcome.added.length === 1 ? "notice is" : "notices are"} in your basket`;
  const refused = outcome.refused.length
    ? `; ${outcome.refused.length} could not be sent (see the bundle)`
    : "";
  return redirectWithFlash(outcome.added.length ? "/checkout" : bundlePath(id), `${added}${refused}.`, {
    secure: secureCookies,
  });
}
