/**
 * Authorization for loaders and actions. Every protected loader and action calls one of these first; the
 * checks are the pure rules of permissions.ts applied to the signed-in user of the request.
 */
import { type RouterContextProvider, redirect } from "react-router";
import { DomainError } from "../../lib/domain-errors.ts";
import { type CurrentUser, currentUserContext } from "./current-user.ts";
import { type Capability, hasCapability, hasPermission, type UserPermission } from "./permissions.ts";

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
    back = "/my-gazette";
    if (referer) {
      try {
        const ref = new URL(referer);
        if (ref.origin === url.origin) back = `${ref.pathname}${ref.search}`;
      } catch {
        // keep the default
      }
    }
  }
  return `/sign-in?redirectUrl=${encodeURIComponent(back)}`;
}

/** Spec §8: what an ajax call is told when nobody is signed in. */
export const UNAUTHORISED_MESSAGE = "Unauthorized";
export const FORBIDDEN_MESSAGE = "You do not have permission to see this page.";

/**
 * The signed-in user, or: for ajax calls a 401 'Unauthorized' (spec §8), for pages a redirect to sign in.
 * Refusals are DomainErrors; the server answers them (app/lib/http.server.ts, domainErrorResponse).
 */
export function requireUser(context: Readonly<RouterContextProvider>, request: Request): CurrentUser {
  const user = context.get(currentUserContext);
  if (user) return user;
  if (isAjax(request)) throw new DomainError("unauthenticated", UNAUTHORISED_MESSAGE);
  throw redirect(signInUrlFor(request));
}

function forbidden(): never {
  throw new DomainError("forbidden", FORBIDDEN_MESSAGE);
}

export function requireCapability(
  context: Readonly<RouterContextProvider>,
  request: Request,
  capability: Capability,
): CurrentUser {
  const user = requireUser(context, request);
  if (!hasCapability(user, capability)) forbidden();
  return user;
}

export function requirePermission(
  context: Readonly<RouterContextProvider>,
  request: Request,
  permission: UserPermission,
): CurrentUser {
  const user = requireUser(context, request);
  if (!hasPermission(user, permission)) forbidden();
  return user;
}

/** Throws the same refusal (403) the capability checks use, for rules that also look at a target (team members). */
export function denyAccess(_request: Request): never {
  forbidden();
}
