/**
 * Root middleware of every request: finds the signed-in user from the session cookie, hands forms their
 * CSRF token and refuses state-changing requests without it. Pages for signed-in people are never
 * stored by shared caches.
 */
import type { MiddlewareFunction } from "react-router";
import { appContext } from "../../context.ts";
import { readCookie } from "../../lib/cookies.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { domainErrorResponse } from "../../lib/http.server.ts";
import { checkBearerCall } from "../api-access/bearer-call.server.ts";
import { claimsBearer } from "../api-access/oauth.ts";
import { clearFlashCookie, flashContext, readFlash } from "../flash/flash.server.ts";
import {
  csrfTokenContext,
  csrfTokenFor,
  isCsrfExempt,
  isSafeMethod,
  verifyCsrf,
} from "../security/csrf.server.ts";
import { checkFormBody } from "../security/form-body.server.ts";
import { currentUserContext } from "./current-user.ts";
import {
  AUTHENTICATED_COOKIE,
  clearSessionCookies,
  loadSessionUser,
  SESSION_COOKIE,
} from "./session.server.ts";

export const CSRF_FAILURE_MESSAGE =
  "This form has expired or did not come from this website. Go back, reload the page and try again.";

/**
 * The CSRF cookie goes only with pages (and their client-navigation data), never with a publicly cacheable
 * response: a shared cache that stored it would hand one token to everyone. API answers (JSON, feeds,
 * PDFs) stay cookie-free for the data consumers and caches that read them.
 */
function mayCarryCsrfCookie(response: Response): boolean {
  if (/\bpublic\b/i.test(response.headers.get("Cache-Control") ?? "")) return false;
  const type = response.headers.get("Content-Type") ?? "";
  return type === "" || type.startsWith("text/html") || type.startsWith("text/x-script");
}

/**
 * A refused change, answered as every DomainError is (plain text for scripts, the error page for
 * browsers): middleware runs outside the loaders' and actions' wrapping, so it asks for the same answer.
 */
function refuse(request: Request, error: DomainError): Response {
  const answer = domainErrorResponse(error, request);
  if (answer instanceof Response) return answer;
  throw answer;
}

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const services = context.get(appContext);
  const { token, setCookie } = csrfTokenFor(request, services.secureCookies);
  context.set(csrfTokenContext, token);

  // The placement API: the bearer token is the person (ADR 023); no cookie is read or set. The exempt
  // addresses answer their own Authorization (the payment simulator's API keys are bearer tokens too).
  const path = new URL(request.url).pathname;
  if (claimsBearer(request.headers.get("authorization")) && !isCsrfExempt(path)) {
    const call = await checkBearerCall(services.db, request, services.rateLimitFactor);
    if (!call.ok) return call.response;
    context.set(currentUserContext, call.check.holder.user);
    context.set(flashContext, null);
    const response = await next();
    if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-store");
    return response;
  }

  if (!isSafeMethod(request.method)) {
    const testCall = services.testHooks && path.startsWith("/__test/");
    if (!testCall && !isCsrfExempt(path)) {
      const body = await checkFormBody(request);
      if (!body.ok) return refuse(request, body.error);
      if (!verifyCsrf(request, body.form))
        return refuse(request, new DomainError("invalid-input", CSRF_FAILURE_MESSAGE));
    }
  }

  const user = await loadSessionUser(services.db, request);
  context.set(currentUserContext, user);

  // A one-time message is shown by the page a redirect leads to (a GET), then forgotten.
  const flash = isSafeMethod(request.method) ? readFlash(request) : null;
  context.set(flashContext, flash);

  const response = await next();
  if (setCookie && mayCarryCsrfCookie(response)) response.headers.append("Set-Cookie", setCookie);
  if (flash && response.status < 300)
    response.headers.append("Set-Cookie", clearFlashCookie(services.secureCookies));
  // A session that has ended (expired, signed out elsewhere): clear its cookies so the page scripts agree.
  if (!user && (readCookie(request, SESSION_COOKIE) || readCookie(request, AUTHENTICATED_COOKIE))) {
    const alreadySet = response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (!alreadySet)
      for (const cookie of clearSessionCookies(services.secureCookies))
        response.headers.append("Set-Cookie", cookie);
  }
  if (user && !response.headers.has("Cache-Control"))
    response.headers.set("Cache-Control", "private, no-store");
  return response;
};
