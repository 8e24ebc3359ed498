/**
 * A form (POST, PUT, DELETE…) sent to an address whose route takes none. React Router refuses it itself (405)
 * before any loader runs, so its error page drew a signed-in person as signed out and named no method the
 * address takes. Every such route is given this action instead (server/domain-error-responses.ts): the same
 * 405, saying Allow, naming the person as an area guard's refusal does (area-refusal.ts); scripts get text.
 */
import { data, type RouterContextProvider } from "react-router";
import { keepForScript } from "../../lib/script-refusal.server.ts";
import type { AreaRefusal } from "./area-refusal.ts";
import { currentUserContext, summariseUser } from "./current-user.ts";
import { isAjax } from "./require-user.server.ts";

export const FORMS_NOT_TAKEN_MESSAGE =
  "This page does not take forms. Go back to the page you came from and try again.";

/** The methods such an address takes: every page and every route with a loader answers GET. */
export const GET_ONLY = "GET, HEAD";

/** The refusal as a script reads it: the reason as text. */
export function formRefusalForScript(): Response {
  return new Response(FORMS_NOT_TAKEN_MESSAGE, {
    status: 405,
    headers: { Allow: GET_ONLY, "Content-Type": "text/plain; charset=utf-8" },
  });
}

export async function refuseForm({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<never> {
  // Kept for the way out too: a page draws what its action throws on its error document.
  if (isAjax(request)) throw await keepForScript(context, formRefusalForScript());
  const refusal: AreaRefusal = {
    kind: "area-refusal",
    explanation: FORMS_NOT_TAKEN_MESSAGE,
    user: summariseUser(context.get(currentUserContext)),
  };
  throw data(refusal, { status: 405, statusText: "Method Not Allowed", headers: { Allow: GET_ONLY } });
}
