/**
 * The OAuth 2.0 parts of the placement API (placement-api.md "Sign in by token"; RFC 6749 §4.3 password
 * grant, §5 answers, RFC 6750 bearer tokens, RFC 7009 revocation): reading the client's Basic
 * authorization and a bearer token from headers, the error answers with their exact codes, and the
 * lifetimes. Pure.
 */
import { randomBytes } from "node:crypto";

/** A token lasts an hour, as the real service's do; the client asks for a new one with the password. */
export const TOKEN_LIFETIME_SECONDS = 3600;
/** The one scope the real service grants: everything the person may do. */
export const API_SCOPE = "trust";

export type OAuthErrorCode =
  | "invalid_request"
  | "invalid_client"
  | "invalid_grant"
  | "unsupported_grant_type"
  | "invalid_scope";

export const OAUTH_MESSAGES = {
  notAForm: "Send the request as application/x-www-form-urlencoded",
  noClient: "Authenticate the client with HTTP Basic: its client id and secret",
  badClient: "The client id or secret is wrong, or the client has been revoked",
  grantType: 'Only grant_type "password" is supported',
  scope: `The only scope is "${API_SCOPE}"`,
  fields: "Send username and password",
  badGrant: "The username or password is wrong, or the account cannot sign in",
  locked:
    "The account is locked after too many failed sign-ins: unlock it from the e-mail sent, or reset the password",
  tooMany: "Too many sign-in attempts from this address: wait and try again",
  invalidToken: "The access token is missing, wrong, expired or revoked",
  rateLimited: "Too many requests from this client: wait and try again",
  body: "This address takes only forms with a bearer token",
} as const;

export interface OAuthErrorAnswer {
  status: number;
  body: { error: OAuthErrorCode; error_description: string };
  /** RFC 6749 §5.2: a client that failed Basic authentication is told how to authenticate. */
  headers: Record<string, string>;
}

export function oauthError(error: OAuthErrorCode, description: string): OAuthErrorAnswer {
  const status = error === "invalid_client" ? 401 : 400;
  return {
    status,
    body: { error, error_description: description },
    headers: error === "invalid_client" ? { "WWW-Authenticate": 'Basic realm="Gazette API"' } : {},
  };
}

/** RFC 6750 §3: what a call with a bad or missing bearer token is told. */
export const INVALID_TOKEN_CHALLENGE = `Bearer realm="Gazette API", error="invalid_token"`;

/** The client id and secret of `Authorization: Basic base64(id:secret)`, or null. */
export function basicCredentials(header: string | null): { clientKey: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? "");
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0) return null;
  // RFC 6749 §2.3.1: both parts are form-urlencoded before they are joined.
  try {
    return {
      clientKey: decodeURIComponent(decoded.slice(0, colon).replaceAll("+", " ")),
      secret: decodeURIComponent(decoded.slice(colon + 1).replaceAll("+", " ")),
    };
  } catch {
    return null;
  }
}

/** The token of `Authorization: Bearer …` (RFC 6750's token68 characters), null if none or malformed. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header ?? "");
  return match && match[1]!.length <= 200 ? match[1]! : null;
}

/** True when the request tries bearer authentication at all (a malformed one is refused, not ignored). */
export function claimsBearer(header: string | null): boolean {
  return /^Bearer(\s|$)/i.test(header ?? "");
}

/** A client's public id; its secret and the tokens are the sessions' 256-bit random strings. */
export const newClientKey = () => `gz-${randomBytes(12).toString("base64url")}`;
