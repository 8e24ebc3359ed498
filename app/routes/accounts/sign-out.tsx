import { redirect } from "react-router";
import { appContext } from "../../context.ts";
import { endSession } from "../../features/accounts/session.server.ts";
import { safeLocalPath } from "../../lib/safe-redirect.ts";
import type { Route } from "./+types/sign-out";

/** Where to come back to after signing in again: the given path, else the page the link was on. */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  const given = safeLocalPath(url.searchParams.get("redirectUrl"));
  if (given) return given;
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const ref = new URL(referer);
      if (ref.origin === url.origin && !ref.pathname.startsWith("/sign-"))
        return `${ref.pathname}${ref.search}`;
    } catch {
      // no usable referrer
    }
  }
  return "/";
}

/** `GET /sign-out[?redirectUrl=/path&auto=true]`: ends the session, then the sign-in page (spec §2, §7). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, secureCookies } = context.get(appContext);
  const cookies = await endSession(db, request, secureCookies);
  const auto = new URL(request.url).searchParams.get("auto") === "true";
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect(
    `/sign-in?redirectUrl=${encodeURIComponent(returnPath(request))}${auto ? "&auto=true" : ""}`,
    {
      headers,
    },
  );
}
