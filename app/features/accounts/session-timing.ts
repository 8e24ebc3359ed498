/**
 * The session timings the page scripts need (spec §9), here because session.server.ts cannot be bundled
 * for the browser; a test keeps them equal to the server's.
 */
import { href } from "react-router";
export const SESSION_WARNING_MS = 1_500_000;
export const SESSION_LOGOUT_AFTER_WARNING_MS = 300_000;
/** Spec §4: the signed-in check is cached, then re-checked after 5000 ms. */
export const AUTH_CACHE_MS = 5000;

export const SESSION_EXPIRY_MESSAGE =
  "Your session is close to expiring. You will be logged out in 5 minutes time";

export const ACCOUNT_DATA_URL = href("/my-gazette/account/data.json");

export function signOutUrl(currentPath: string, automatic: boolean): string {
  return `${href("/sign-out")}?redirectUrl=${encodeURIComponent(currentPath)}${automatic ? "&auto=true" : ""}`;
}
