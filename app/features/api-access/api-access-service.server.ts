/**
 * The placement API's access (issue 13 point 6, ADR 023): staff register API clients (the secret is shown
 * once and kept hashed), a client exchanges a person's e-mail and password for a bearer token (RFC 6749
 * password grant, with the same checks, lockout and rate limits as the sign-in form), and each call with a
 * token is that person, within the client's calls-a-minute limit. Revoking a client ends its tokens; a
 * client may revoke a token (RFC 7009).
 */
import { timingSafeEqual } from "node:crypto";
import type { Database } from "../../db/client.server.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { hasCapability } from "../accounts/permissions.ts";
import { hashToken, loadActivePerson, newToken } from "../accounts/session.server.ts";
import { checkSignIn, type SignInClient } from "../accounts/sign-in-service.server.ts";
import { hitRateLimit, RATE_LIMITS } from "../security/rate-limit.server.ts";
import {
  type ApiClientRow,
  deleteDeadTokens,
  findLiveToken,
  insertApiClient,
  insertApiToken,
  revokeApiClientRow,
  revokeTokenRow,
  selectApiClient,
  selectApiClients,
  selectClientForAuth,
} from "./api-access-repository.server.ts";
import { API_CLIENT_MESSAGES, type ApiClientInput } from "./api-client-form.ts";
import {
  API_SCOPE,
  basicCredentials,
  newClientKey,
  OAUTH_MESSAGES,
  type OAuthErrorAnswer,
  oauthError,
  TOKEN_LIFETIME_SECONDS,
} from "./oauth.ts";

export type { ApiClientRow };

/** Whose a live token is, and its client's limit. */
export interface TokenHolder {
  user: CurrentUser;
  clientId: number;
  requestsPerMinute: number;
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

type Staff = { id: number; role: string; organisationId: number | null; permissions: readonly string[] };

function requireManager(user: Staff): void {
  if (!hasCapability(user, "manage-api-clients"))
    throw new DomainError("forbidden", "Only Gazette staff manage API clients.");
}

export async function listApiClients(db: Database, staff: Staff, now = new Date()): Promise<ApiClientRow[]> {
  requireManager(staff);
  return selectApiClients(db, now);
}

export async function apiClientById(
  db: Database,
  staff: Staff,
  id: number,
  now = new Date(),
): Promise<ApiClientRow> {
  requireManager(staff);
  const client = Number.isSafeInteger(id) ? await selectApiClient(db, id, now) : null;
  if (!client) throw new DomainError("not-found", API_CLIENT_MESSAGES.notFound);
  return client;
}

/** Registers a client; its secret is returned this once and never again (only its hash is kept). */
export async function registerApiClient(
  db: Database,
  staff: Staff,
  input: ApiClientInput,
): Promise<{ id: number; clientKey: string; secret: string }> {
  requireManager(staff);
  const clientKey = newClientKey();
  const secret = newToken();
  const id = await insertApiClient(db, {
    clientKey,
    secretHash: hashToken(secret),
    name: input.name,
    requestsPerMinute: input.requestsPerMinute,
    createdBy: staff.id,
  });
  return { id, clientKey, secret };
}

export async function revokeApiClient(
  db: Database,
  staff: Staff,
  id: number,
  now = new Date(),
): Promise<void> {
  requireManager(staff);
  await apiClientById(db, staff, id, now);
  if (!(await revokeApiClientRow(db, id, staff.id, now)))
    throw new DomainError("conflict", API_CLIENT_MESSAGES.revoked);
}

/** The client a Basic authorization header proves, or null (wrong id or secret, revoked). */
async function authenticateClient(db: Database, header: string | null): Promise<number | null> {
  const credentials = basicCredentials(header);
  if (!credentials || credentials.clientKey.length > 100 || credentials.secret.length > 200) return null;
  const client = await selectClientForAuth(db, credentials.clientKey);
  // Hash the secret even for an unknown client, so the answer takes the same time either way.
  const presented = hashToken(credentials.secret);
  if (!client || client.revokedAt || !sameHash(presented, client.secretHash)) return null;
  return client.id;
}

export type TokenAnswer =
  | { ok: true; body: { access_token: string; token_type: "bearer"; expires_in: number; scope: string } }
  | ({ ok: false; retryAfterSeconds?: number } & OAuthErrorAnswer);

/**
 * `POST /oauth/token`: the client authenticates with Basic; `grant_type=password`, `username` (the
 * e-mail), `password`, `scope=trust` (or none). The person is checked as the sign-in form checks them
 * (lockout, unconfirmed or pending accounts, the demo accounts only from this machine), and the same
 * per-address rate limit applies.
 */
export async function exchangePasswordGrant(
  db: Database,
  request: { authorization: string | null; form: FormData },
  client: SignInClient,
  rateLimitFactor: number,
  now = new Date(),
): Promise<TokenAnswer> {
  const fail = (answer: OAuthErrorAnswer): TokenAnswer => ({ ok: false, ...answer });
  const clientId = await authenticateClient(db, request.authorization);
  if (clientId === null)
    return fail(
      oauthError(
        "invalid_client",
        request.authorization ? OAUTH_MESSAGES.badClient : OAUTH_MESSAGES.noClient,
      ),
    );
  const field = (name: string) => {
    const value = request.form.get(name);
    return typeof value === "string" ? value : "";
  };
  if (field("grant_type") !== "password")
    return fail(oauthError("unsupported_grant_type", OAUTH_MESSAGES.grantType));
  const scope = field("scope").trim();
  if (scope !== "" && scope !== API_SCOPE) return fail(oauthError("invalid_scope", OAUTH_MESSAGES.scope));
  const username = field("username").trim();
  const password = field("password");
  if (!username || !password || username.length > 254 || password.length > 1000)
    return fail(oauthError("invalid_request", OAUTH_MESSAGES.fields));
  const limit = await hitRateLimit(db, RATE_LIMITS.signInPerAddress, client.address, rateLimitFactor, now);
  if (!limit.allowed)
    return {
      ok: false,
      ...oauthError("invalid_request", OAUTH_MESSAGES.tooMany),
      status: 429,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  const outcome = await checkSignIn(db, { email: username, password }, client, now);
  if (outcome.kind === "locked") return fail(oauthError("invalid_grant", OAUTH_MESSAGES.locked));
  if (outcome.kind !== "success") return fail(oauthError("invalid_grant", OAUTH_MESSAGES.badGrant));
  const token = newToken();
  await insertApiToken(db, {
    tokenHash: hashToken(token),
    clientId,
    userId: outcome.userId,
    scope: API_SCOPE,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000),
  });
  return {
    ok: true,
    body: { access_token: token, token_type: "bearer", expires_in: TOKEN_LIFETIME_SECONDS, scope: API_SCOPE },
  };
}

/** `POST /oauth/revoke` (RFC 7009): the client's own token ends; an unknown token is not an error. */
export async function revokeAccessToken(
  db: Database,
  request: { authorization: string | null; form: FormData },
  now = new Date(),
): Promise<{ ok: true } | ({ ok: false } & OAuthErrorAnswer)> {
  const clientId = await authenticateClient(db, request.authorization);
  if (clientId === null) return { ok: false, ...oauthError("invalid_client", OAUTH_MESSAGES.badClient) };
  const token = request.form.get("token");
  if (typeof token !== "string" || token === "" || token.length > 200)
    return { ok: false, ...oauthError("invalid_request", "Send the token to revoke") };
  await revokeTokenRow(db, hashToken(token), clientId, now);
  return { ok: true };
}

export type BearerCheck =
  | { ok: true; holder: TokenHolder }
  | { ok: false; reason: "invalid-token" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/** A call's bearer token: whose it is, and whether its client is within its calls a minute. */
export async function checkBearerToken(
  db: Database,
  token: string,
  rateLimitFactor: number,
  now = new Date(),
): Promise<BearerCheck> {
  const tokenHash = hashToken(token);
  const live = await findLiveToken(db, tokenHash, now);
  const person = live ? await loadActivePerson(db, live.userId) : null;
  // The sign-in form admits no one of a pending or declined organisation; neither does a token.
  if (!live || !person || (person.organisationId !== null && person.organisationStatus !== "approved"))
    return { ok: false, reason: "invalid-token" };
  const holder: TokenHolder = {
    user: { ...person, sessionTokenHash: tokenHash, sessionExpiresAt: live.expiresAt },
    clientId: live.clientId,
    requestsPerMinute: live.requestsPerMinute,
  };
  const limit = await hitRateLimit(
    db,
    { name: "api:client", limit: holder.requestsPerMinute, windowSeconds: 60 },
    String(holder.clientId),
    rateLimitFactor,
    now,
  );
  if (!limit.allowed)
    return { ok: false, reason: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  return { ok: true, holder };
}

/** Housekeeping: tokens dead for a day are forgotten. */
export function pruneApiTokens(db: Database, now = new Date()): Promise<number> {
  return deleteDeadTokens(db, new Date(now.getTime() - 86_400_000));
}
