import { appContext, requestInfoContext } from "../../context.ts";
import { exchangePasswordGrant } from "../../features/api-access/api-access-service.server.ts";
import { OAUTH_MESSAGES, oauthError } from "../../features/api-access/oauth.ts";
import { checkFormBody } from "../../features/security/form-body.server.ts";
import type { Route } from "./+types/oauth-token";

const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" };

/** A token answer is never stored by any cache (RFC 6749 §5.1). */
function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** Only POST: a token is never asked for by a link. */
export function loader() {
  return answer(405, oauthError("invalid_request", "Use POST").body, { Allow: "POST" });
}

/**
 * `POST /oauth/token` (placement-api.md "Sign in by token"): the password grant. The client's Basic
 * authorization stands where a page's CSRF token would (this address is CSRF-exempt: no cookie is read),
 * so the form's body is checked here, as the middleware checks every other form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, rateLimitFactor } = context.get(appContext);
  const { ip, fromThisMachine } = context.get(requestInfoContext);
  const body = await checkFormBody(request);
  if (!body.ok) {
    const refused = oauthError("invalid_request", OAUTH_MESSAGES.notAForm);
    return answer(refused.status, refused.body);
  }
  const result = await exchangePasswordGrant(
    db,
    { authorization: request.headers.get("authorization"), form: body.form },
    { address: ip, fromThisMachine },
    rateLimitFactor,
  );
  if (result.ok) return answer(200, result.body);
  return answer(result.status, result.body, {
    ...result.headers,
    ...(result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {}),
  });
}
