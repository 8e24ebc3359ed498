/**
 * CSRF protection for every state-changing request: a random token in an HttpOnly cookie, repeated in
 * each form as `_csrf` (or by scripts in the X-CSRF-Token header), compared in constant time; requests a
 * browser marks as cross-site are refused outright. Failures answer 400, never 403, because the spec
 * gives 403 a meaning of its own on sign-in (account locked).
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { createContext } from "react-router";
import { readCookie, readCookieHeader, serializeCookie } from "../../lib/cookies.ts";
import { ID_PATTERNS } from "../../lib/ids.ts";

export const CSRF_COOKIE = "gazette_csrf";
export const CSRF_FIELD = "_csrf";
export const CSRF_HEADER = "x-csrf-token";

/** The token of this request, for the root loader to hand to forms. */
export const csrfTokenContext = createContext<string>("");

/**
 * Calls authenticated by a secret token in their own address rather than by the session, which mail
 * clients POST to without a page (RFC 8058 one-click unsubscribe); and the OAuth addresses, which
 * authenticate the client with HTTP Basic and read no cookie: nothing a forged cross-site form could
 * borrow (ADR 023).
 */
const CSRF_EXEMPT_PATHS = new Set(["/alerts/unsubscribe", "/oauth/token", "/oauth/revoke"]);

/**
 * APIs called by servers, not browsers, with a key in the Authorization header that a browser never adds
 * by itself (so a forged cross-site request cannot carry it) and JSON bodies: the payment simulator's.
 */
const CSRF_EXEMPT_PREFIXES = ["/payment-simulator/v1/"];

export function isCsrfExempt(path: string): boolean {
  return CSRF_EXEMPT_PATHS.has(path) || CSRF_EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix));
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/** The request's token, or a new one with the cookie that stores it. */
export function csrfTokenFor(request: Request, secure: boolean): { token: string; setCookie: string | null } {
  return csrfTokenForCookieHeader(request.headers.get("cookie"), secure);
}

/** The same from a Cookie header as it came. */
export function csrfTokenForCookieHeader(
  cookieHeader: string | null | undefined,
  secure: boolean,
): { token: string; setCookie: string | null } {
  const existing = readCookieHeader(cookieHeader, CSRF_COOKIE);
  if (existing && ID_PATTERNS.csrfToken.test(existing)) return { token: existing, setCookie: null };
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    setCookie: serializeCookie(CSRF_COOKIE, token, { httpOnly: true, secure, sameSite: "Lax" }),
  };
}

/**
 * A new token and the cookie that replaces the old one, for the moment a session is created: a token
 * somebody else saw or planted before the sign-in is worth nothing afterwards.
 */
export function rotateCsrfToken(secure: boolean): { token: string; setCookie: string } {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    setCookie: serializeCookie(CSRF_COOKIE, token, { httpOnly: true, secure, sameSite: "Lax" }),
  };
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Does this unsafe request carry the token of its cookie and come from this site? `form` is the request's
 * body, already read and checked (form-body.server.ts).
 */
export function verifyCsrf(request: Request, form: FormData): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const expected = readCookie(request, CSRF_COOKIE);
  if (!expected) return false;
  const header = request.headers.get(CSRF_HEADER);
  if (header) return sameToken(header, expected);
  const value = form.get(CSRF_FIELD);
  return typeof value === "string" && sameToken(value, expected);
}
