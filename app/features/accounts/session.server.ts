/**
 * Server-side sessions. The browser holds a random token in an HttpOnly cookie; the database holds its
 * SHA-256, so a leaked table cannot be replayed. Sessions expire after 30 idle minutes (the spec's
 * 25-minute warning plus 5 minutes), every request slides the expiry, and signing in always creates
 * a new session (no fixation).
 */
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../../db/client.server.ts";
import { readCookie, serializeCookie } from "../../lib/cookies.ts";
import type { CurrentUser } from "./current-user.ts";
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findActivePerson,
  findSessionUser,
  insertSession,
  touchSession,
} from "./session-repository.server.ts";

export const SESSION_COOKIE = "gazette_session";
/** Set for the client scripts (spec §3): not a credential, only a hint that someone signed in. */
export const AUTHENTICATED_COOKIE = "Authenticated";
/** Spec §9: warning after 1,500,000 ms, automatic logout 300,000 ms later. */
export const SESSION_WARNING_MS = 1_500_000;
export const SESSION_LOGOUT_AFTER_WARNING_MS = 300_000;
export const SESSION_IDLE_MS = SESSION_WARNING_MS + SESSION_LOGOUT_AFTER_WARNING_MS;
/** Sliding the expiry costs a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export async function createSession(
  db: Database,
  userId: number,
  request: Request,
  secure: boolean,
  now = new Date(),
): Promise<{ setCookies: string[] }> {
  const token = newToken();
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    userAgent: request.headers.get("user-agent")?.slice(0, 300) ?? null,
  });
  return {
    setCookies: [
      serializeCookie(SESSION_COOKIE, token, { httpOnly: true, secure, sameSite: "Lax" }),
      serializeCookie(AUTHENTICATED_COOKIE, "true", { secure, sameSite: "Lax" }),
    ],
  };
}

/** The signed-in user of a request, sliding the session's expiry; null when signed out or expired. */
export async function loadSessionUser(
  db: Database,
  request: Request,
  now = new Date(),
): Promise<CurrentUser | null> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const user = await findSessionUser(db, hashToken(token), now);
  if (!user) return null;
  const remaining = user.sessionExpiresAt.getTime() - now.getTime();
  if (SESSION_IDLE_MS - remaining > TOUCH_INTERVAL_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
    await touchSession(db, user.sessionTokenHash, now, expiresAt);
    user.sessionExpiresAt = expiresAt;
  }
  return user;
}

/** Ends the request's session (if any) and returns the cookies that clear it in the browser. */
export async function endSession(db: Database, request: Request, secure: boolean): Promise<string[]> {
  const token = readCookie(request, SESSION_COOKIE);
  if (token && token.length <= 100) await deleteSession(db, hashToken(token));
  return clearSessionCookies(secure);
}

export function clearSessionCookies(secure: boolean): string[] {
  return [
    serializeCookie(SESSION_COOKIE, "", { httpOnly: true, secure, maxAgeSeconds: 0 }),
    serializeCookie(AUTHENTICATED_COOKIE, "", { secure, maxAgeSeconds: 0 }),
  ];
}

/** Forgets sessions past their expiry (for the hourly housekeeping); how many. */
export function endExpiredSessions(db: Database, now = new Date()): Promise<number> {
  return deleteExpiredSessions(db, now);
}

/** Signs a user out everywhere (password reset, lock, removal from a team). */
export function endAllSessions(db: Database, userId: number, keepTokenHash?: string): Promise<void> {
  return deleteUserSessions(db, userId, keepTokenHash);
}

/**
 * A person by id as a request acting for them sees them (the placement API's bearer tokens, ADR 023):
 * null unless they are active and not locked.
 */
export function loadActivePerson(db: Database, userId: number) {
  return findActivePerson(db, userId);
}
