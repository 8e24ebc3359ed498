import { appContext } from "../../context.ts";
import { revokeAccessToken } from "../../features/api-access/api-access-service.server.ts";
import { OAUTH_MESSAGES, oauthError } from "../../features/api-access/oauth.ts";
import { checkFormBody } from "../../features/security/form-body.server.ts";
import type { Route } from "./+types/oauth-revoke";

export function loader() {
  return Response.json(oauthError("invalid_request", "Use POST").body, {
    status: 405,
    headers: { Allow: "POST" },
  });
}

/** `POST /oauth/revoke` (RFC 7009): a client ends one of its tokens; 200 whether or not it was live. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const body = await checkFormBody(request);
  if (!body.ok) {
    const refused = oauthError("invalid_request", OAUTH_MESSAGES.notAForm);
    return Response.json(refused.body, { status: refused.status });
  }
  const result = await revokeAccessToken(db, {
    authorization: request.headers.get("authorization"),
    form: body.form,
  });
  if (result.ok) return new Response(null, { status: 200, headers: { "Cache-Control": "no-store" } });
  return Response.json(result.body, { status: result.status, headers: result.headers });
}
