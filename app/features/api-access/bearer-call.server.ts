/**
 * A call with `Authorization: Bearer …` (placement-api.md: "Every call below sends it"): the token is the
 * person, instead of a session cookie. Such a call carries no cookie a browser would add by itself, so a
 * forged cross-site request cannot make one, and the CSRF token is not asked for. A body must still be a
 * form that parses, without NUL characters, except on the few addresses that take a file's text (a
 * bundle's XML, CSV or JSON) or nothing as the body, which read it themselves: elsewhere an action reads
 * the form, and a call without one is refused here (415), never a failure there.
 */
import type { Database } from "../../db/client.server.ts";
import { checkFormBody, hasFormBody } from "../security/form-body.server.ts";
import { type BearerCheck, checkBearerToken } from "./api-access-service.server.ts";
import { bearerToken, INVALID_TOKEN_CHALLENGE, OAUTH_MESSAGES } from "./oauth.ts";

/**
 * Addresses whose action reads a body that is not a form (a bundle's XML, CSV or JSON), or none at all
 * (placement-api.md: a bundle to the basket by its query; `DELETE` of a bundle; an order's steps).
 */
const RAW_BODY_PATHS: readonly RegExp[] = [
  /^\/my-gazette\/bundle\/?$/,
  /^\/my-gazette\/bundle\/\d+$/,
  /^\/my-gazette\/basket\/multiple-items\/bundle$/,
  /^\/notice\/\d+\/status(\/data\.json)?$/,
  // Checkout by purchase order and its steps: the values may come as a form, JSON or the query.
  /^\/my-gazette\/basket\/checkout$/,
  /^\/my-gazette\/order\/GZ-\d+\/(assign-po-number|confirm|cancel)$/i,
  // A saved search deleted by its address (placement-api.md step 8).
  /^\/my-gazette\/search\/\d+$/,
];

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

export type BearerCall =
  | { ok: true; check: Extract<BearerCheck, { ok: true }> }
  | { ok: false; response: Response };

export async function checkBearerCall(
  db: Database,
  request: Request,
  rateLimitFactor: number,
): Promise<BearerCall> {
  const token = bearerToken(request.headers.get("authorization"));
  const check = token ? await checkBearerToken(db, token, rateLimitFactor) : null;
  if (!check || (!check.ok && check.reason === "invalid-token"))
    return {
      ok: false,
      response: json(
        401,
        { error: "invalid_token", error_description: OAUTH_MESSAGES.invalidToken },
        { "WWW-Authenticate": INVALID_TOKEN_CHALLENGE },
      ),
    };
  if (!check.ok)
    return {
      ok: false,
      response: json(
        429,
        { error: "rate_limited", error_description: OAUTH_MESSAGES.rateLimited },
        { "Retry-After": String(check.retryAfterSeconds) },
      ),
    };
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS") {
    const path = new URL(request.url).pathname;
    if (hasFormBody(request)) {
      const body = await checkFormBody(request);
      if (!body.ok)
        return {
          ok: false,
          response: json(body.error.code === "unsupported-media-type" ? 415 : 400, {
            error: "invalid_request",
            error_description: body.error.message,
          }),
        };
    } else if (!RAW_BODY_PATHS.some((pattern) => pattern.test(path))) {
      return {
        ok: false,
        response: json(415, { error: "invalid_request", error_description: OAUTH_MESSAGES.body }),
      };
    }
  }
  return { ok: true, check };
}
