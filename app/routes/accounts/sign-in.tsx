import { data, href, redirect } from "react-router";
import { useCsrfToken } from "../../components/forms/csrf-input.tsx";
import { useFormValidation } from "../../components/forms/use-form-validation.ts";
import { FlashBanner } from "../../components/layout/flash-banner.tsx";
import { appContext, requestInfoContext } from "../../context.ts";
import { getCurrentUser, isAjax } from "../../features/accounts/require-user.server.ts";
import { attemptSignIn, type SignInAttempt } from "../../features/accounts/sign-in-attempt.server.ts";
import { SignInForm } from "../../features/accounts/sign-in-form.tsx";
import { signInFragmentResponse } from "../../features/accounts/sign-in-fragment.server.ts";
import { SIGN_IN_PROBLEMS, SIGNED_OUT_AUTOMATICALLY } from "../../features/accounts/sign-in-messages.ts";
import { signInSchema } from "../../features/accounts/sign-in-schema.ts";
import { mergeBasketAtSignIn } from "../../features/baskets/sign-in-merge.server.ts";
import { CSRF_HEADER, csrfTokenContext } from "../../features/security/csrf.server.ts";
import { retryAfterFrom } from "../../features/security/retry-after.ts";
import { safeLocalPath } from "../../lib/safe-redirect.ts";
import type { Route } from "./+types/sign-in";

const LOCKED_PAGE = `${href("/my-gazette/account/status")}?unlock=true`;

function attemptFrom(context: Route.ActionArgs["context"], request: Request): Promise<SignInAttempt> {
  const { ip, fromThisMachine } = context.get(requestInfoContext);
  return attemptSignIn(context.get(appContext), request, { address: ip, fromThisMachine });
}

/**
 * The modal's calls (X-Requested-With: XMLHttpRequest) get HTML fragments and status codes instead of
 * pages (spec §4): GET the form; POST 200 signed in, 401 the form with its errors, 403 locked, 404
 * already signed in, anything else a message to show as it is.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (!isAjax(request) || (request.method !== "GET" && request.method !== "POST")) return next();
    const text = { "Content-Type": "text/plain; charset=utf-8" };
    if (getCurrentUser(context))
      return new Response("You are already signed in.", { status: 404, headers: text });
    const csrfToken = context.get(csrfTokenContext);
    if (request.method === "GET")
      return signInFragmentResponse({ csrfToken, email: "", redirectUrl: "", errors: [] }, 200);
    const attempt = await attemptFrom(context, request);
    switch (attempt.kind) {
      case "signed-in": {
        // The page stays open after the modal: its scripts read the new token from this header, since the
        // one in the page is refused from now on.
        const headers = new Headers({ ...text, [CSRF_HEADER]: attempt.csrfToken });
        for (const cookie of attempt.setCookies) headers.append("Set-Cookie", cookie);
        const basketCookie = await mergeBasketAtSignIn(context.get(appContext), request, attempt.userId);
        if (basketCookie) headers.append("Set-Cookie", basketCookie);
        return new Response("Signed in", { status: 200, headers });
      }
      case "locked":
        return new Response(LOCKED_PAGE, { status: 403, headers: text });
      case "invalid-form":
        return signInFragmentResponse(
          { csrfToken, email: attempt.email, redirectUrl: "", errors: attempt.errors },
          401,
        );
      case "refused":
        if (attempt.problem === "rate-limited")
          return new Response(`<p class="govuk-body">${SIGN_IN_PROBLEMS["rate-limited"].message}</p>`, {
            status: 429,
            headers: {
              "Content-Type": "text/html; charset=utf-8",
              "Retry-After": String(attempt.retryAfterSeconds ?? 900),
            },
          });
        return signInFragmentResponse(
          {
            csrfToken,
            email: attempt.email,
            redirectUrl: "",
            errors: [],
            problem: SIGN_IN_PROBLEMS[attempt.problem],
          },
          401,
        );
    }
  },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const redirectUrl = safeLocalPath(params.get("redirectUrl")) ?? "";
  if (getCurrentUser(context)) throw redirect(redirectUrl || href("/my-gazette"));
  return { redirectUrl, auto: params.get("auto") === "true" };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (getCurrentUser(context)) throw redirect(href("/my-gazette"));
  const attempt = await attemptFrom(context, request);
  switch (attempt.kind) {
    case "signed-in": {
      const headers = new Headers();
      for (const cookie of attempt.setCookies) headers.append("Set-Cookie", cookie);
      const basketCookie = await mergeBasketAtSignIn(context.get(appContext), request, attempt.userId);
      if (basketCookie) headers.append("Set-Cookie", basketCookie);
      return redirect(safeLocalPath(attempt.redirectUrl) ?? href("/my-gazette"), { headers });
    }
    case "locked":
      return redirect(LOCKED_PAGE);
    case "invalid-form":
      return data(
        {
          email: attempt.email,
          redirectUrl: safeLocalPath(attempt.redirectUrl) ?? "",
          errors: attempt.errors,
          problem: null,
        },
        { status: 401 },
      );
    case "refused":
      return data(
        {
          email: attempt.email,
          redirectUrl: safeLocalPath(attempt.redirectUrl) ?? "",
          errors: [],
          problem: SIGN_IN_PROBLEMS[attempt.problem],
        },
        {
          status: attempt.problem === "rate-limited" ? 429 : 401,
          headers: attempt.retryAfterSeconds
            ? { "Retry-After": String(attempt.retryAfterSeconds) }
            : undefined,
        },
      );
  }
}

/** The page's own 429 (an action answer, not an error) keeps its Retry-After. */
export const headers: Route.HeadersFunction = ({ actionHeaders, errorHeaders }) =>
  retryAfterFrom(actionHeaders, errorHeaders);

export const meta: Route.MetaFunction = () => [{ title: "Sign in - The Gazette" }];

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const csrfToken = useCsrfToken();
  // Checked in the browser on submit only (spec §5: not on every key press), with the server's words.
  const { errors, onSubmit, checkedInBrowser } = useFormValidation(signInSchema, actionData?.errors ?? []);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {loaderData.auto && !actionData ? (
          <FlashBanner flash={{ kind: "info", message: SIGNED_OUT_AUTOMATICALLY }} />
        ) : null}
        <h1 className="govuk-heading-l">Sign in</h1>
        <SignInForm
          csrfToken={csrfToken}
          email={actionData?.email ?? ""}
          redirectUrl={actionData?.redirectUrl ?? loaderData.redirectUrl}
          errors={errors}
          problem={checkedInBrowser ? null : actionData?.problem}
          onSubmit={onSubmit}
        />
      </div>
    </div>
  );
}
