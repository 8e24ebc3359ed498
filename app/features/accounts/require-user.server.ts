/**
 * Who is asking: the signed-in user (or null) for pages open to everyone, whether a script asks, and where
 * a signed-out visitor signs in. The signed-in areas are guarded by area-guard.server.ts.
 */
import { href, type RouterContextProvider } from "react-router";
import { type CurrentUser, currentUserContext } from "./current-user.ts";

export function isAjax(request: Request): boolean {
  return request.headers.get("x-requested-with") === "XMLHttpRequest";
}

export function getCurrentUser(context: Readonly<RouterContextProvider>): CurrentUser | null {
  return context.get(currentUserContext);
}

/** Where to send a signed-out visitor: the sign-in page, then back here (GET) or to the referring page. */
export function signInUrlFor(request: Request): string {
  const url = new URL(request.url);
  let back = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  if (request.method !== "GET") {
    const referer = request.headers.get("referer");
    back = href("/my-gazette");
    if (referer) {
      try {
        const ref = new URL(referer);
        if (ref.origin === url.origin) back = `${ref.pathname}${ref.search}`;
      } catch {
        // keep the default
      }
    }
  }
  return signInUrlReturningTo(back);
}

/** The sign-in page, which sends the person to `path` (a path on this site) once signed in. */
export function signInUrlReturningTo(path: string): string {
  return `${href("/sign-in")}?redirectUrl=${encodeURIComponent(path)}`;
}

/** Spec §8: what an ajax call is told when nobody is signed in. */
export const UNAUTHORISED_MESSAGE = "Unauthorized";
export const FORBIDDEN_MESSAGE = "You do not have permission to see this page.";
