import { Form, href, redirect } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { appContext } from "../../context.ts";
import { getCurrentUser } from "../../features/accounts/require-user.server.ts";
import { endSession } from "../../features/accounts/session.server.ts";
import { isCrossSiteRequest } from "../../features/security/cross-site.server.ts";
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

async function signOut(request: Request, context: Route.LoaderArgs["context"], returnTo: string) {
  const { db, secureCookies } = context.get(appContext);
  const cookies = await endSession(db, request, secureCookies);
  const auto = new URL(request.url).searchParams.get("auto") === "true";
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect(
    `${href("/sign-in")}?redirectUrl=${encodeURIComponent(returnTo)}${auto ? "&auto=true" : ""}`,
    {
      headers,
    },
  );
}

/**
 * `GET /sign-out[?redirectUrl=/path&auto=true]`: ends the session, then the sign-in page (spec §2, §7).
 * Asked by another site (a link or an image there), it only asks the person to confirm: any site could
 * otherwise sign our visitors out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(appContext);
  if (getCurrentUser(context) && isCrossSiteRequest(request, siteUrl))
    return { returnTo: safeLocalPath(new URL(request.url).searchParams.get("redirectUrl")) ?? "/" };
  throw await signOut(request, context, returnPath(request));
}

/** The confirmation's button (the CSRF check has already refused other sites' posts). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const returnTo = safeLocalPath(String(form.get("redirectUrl") ?? "")) ?? "/";
  throw await signOut(request, context, returnTo);
}

export const meta: Route.MetaFunction = () => [{ title: "Sign out - The Gazette" }];

export default function SignOutPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Sign out</h1>
        <p className="govuk-body">Do you want to sign out of The Gazette?</p>
        <Form method="post" action={href("/sign-out")}>
          <CsrfInput />
          <input type="hidden" name="redirectUrl" value={loaderData.returnTo} />
          <div className="govuk-button-group">
            <button type="submit" className="govuk-button" data-module="govuk-button">
              Sign out
            </button>
            <a className="govuk-link" href={href("/my-gazette")}>
              Stay signed in
            </a>
          </div>
        </Form>
      </div>
    </div>
  );
}
