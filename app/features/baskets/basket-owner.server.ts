/**
 * Whose basket a request is about: a signed-in person's (one each), or a visitor's behind a cookie. The
 * cookie holds a random token; only its SHA-256 is stored (`baskets.visitor_key`), so a copy of the
 * database cannot be replayed as someone's basket cookie.
 */
import { createHash, randomBytes } from "node:crypto";
import { readCookie, serializeCookie } from "../../lib/cookies.ts";

export type BasketOwner = { userId: number } | { visitorKey: string };

export const BASKET_COOKIE = "gazette_basket";

/** Visitors' baskets are cleared by housekeeping after 30 days untouched; the cookie lasts as long. */
export const VISITOR_BASKET_DAYS = 30;

/** 32 random bytes in base64url are 43 characters; anything else in the cookie is not ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function visitorKeyOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function visitorToken(request: Request): string | null {
  const token = readCookie(request, BASKET_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

export function basketCookie(token: string, secure: boolean): string {
  return serializeCookie(BASKET_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: "Lax",
    maxAgeSeconds: VISITOR_BASKET_DAYS * 24 * 60 * 60,
  });
}

export function clearBasketCookie(secure: boolean): string {
  return serializeCookie(BASKET_COOKIE, "", { httpOnly: true, secure, sameSite: "Lax", maxAgeSeconds: 0 });
}

/**
 * The owner for this request: the signed-in user, else the visitor cookie's key (a new one, with its
 * Set-Cookie, when `create` and there is none). owner is null when not create and there is no visitor
 * cookie (so no basket can exist: readBasket answers the empty basket).
 */
export function basketOwnerForRequest(
  request: Request,
  user: { id: number } | null,
  options: { create: boolean; secureCookies: boolean },
): { owner: BasketOwner | null; setCookie: string | null } {
  if (user) return { owner: { userId: user.id }, setCookie: null };
  const token = visitorToken(request);
  if (token) return { owner: { visitorKey: visitorKeyOf(token) }, setCookie: null };
  if (!options.create) return { owner: null, setCookie: null };
  const fresh = randomBytes(32).toString("base64url");
  return {
    owner: { visitorKey: visitorKeyOf(fresh) },
    setCookie: basketCookie(fresh, options.secureCookies),
  };
}
