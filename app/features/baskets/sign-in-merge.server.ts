/**
 * At sign-in the visitor's basket (behind the basket cookie) joins the person's own (ADR 015): the sign-in
 * route calls this once the session exists. The cookie is cleared whether or not a basket was found: it
 * means nothing to a signed-in person, and a merged basket no longer exists.
 */
import type { Database } from "../../db/client.server.ts";
import { clearBasketCookie, visitorKeyOf, visitorToken } from "./basket-owner.server.ts";
import { mergeVisitorBasket } from "./basket-service.server.ts";

/** Returns the Set-Cookie clearing the visitor cookie, or null when the request had none. */
export async function mergeBasketAtSignIn(
  services: { db: Database; secureCookies: boolean },
  request: Request,
  userId: number,
): Promise<string | null> {
  const token = visitorToken(request);
  if (!token) return null;
  try {
    await mergeVisitorBasket(services.db, visitorKeyOf(token), userId);
  } catch (error) {
    // Signing in matters more than the basket: keep the cookie, so the next sign-in merges it.
    console.error("basket merge at sign-in failed", error);
    return null;
  }
  return clearBasketCookie(services.secureCookies);
}
