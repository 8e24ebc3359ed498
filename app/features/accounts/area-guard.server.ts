/**
 * The guards of the signed-in areas (issue 10): route middleware of the layout routes in app/routes.ts.
 * React Router runs middleware parent-first, before any loader or action of the request, while the loaders
 * of a page run in parallel; so a parent loader could not keep a child loader from running, and middleware
 * does. Below a guard, loaders and actions read what it established through the typed helpers here, which
 * throw (a 500) when a route has been moved out from under its guard rather than serve it unguarded.
 */
import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { type AreaRefusal, FORBIDDEN_EXPLANATION } from "./area-refusal.ts";
import { type CurrentUser, currentUserContext, summariseUser } from "./current-user.ts";
import { type Capability, hasCapability, hasPermission, type UserPermission } from "./permissions.ts";
import { isAjax, signInUrlFor } from "./require-user.server.ts";

/** What a guard decides about a signed-in person: let in, refuse (403), or pretend there is nothing (404). */
export type Verdict = "allow" | "forbidden" | "not-found";

export type GuardArgs = Parameters<MiddlewareFunction<Response>>[0];

type Decide = (user: CurrentUser, args: GuardArgs) => Verdict | Promise<Verdict>;

const signedInUserContext = createContext<CurrentUser>();

/** The signed-in person of a route below a guard (never null there). */
export function signedInUser(context: Readonly<RouterContextProvider>): CurrentUser {
  return context.get(signedInUserContext);
}

/** Signed out: scripts (X-Requested-With) get 401 'Unauthorized' (spec §8), pages the sign-in page. */
function refuseSignedOut(request: Request): never {
  if (isAjax(request))
    throw new Response("Unauthorized", { status: 401, headers: { "Content-Type": "text/plain" } });
  throw redirect(signInUrlFor(request));
}

function refuse(request: Request, user: CurrentUser, verdict: Exclude<Verdict, "allow">): never {
  const refusal = (explanation: string | null): AreaRefusal => ({
    kind: "area-refusal",
    explanation,
    user: summariseUser(user)!,
  });
  if (verdict === "not-found") throw data(refusal(null), { status: 404, statusText: "Not Found" });
  if (isAjax(request))
    throw new Response("Forbidden", { status: 403, headers: { "Content-Type": "text/plain" } });
  throw data(refusal(FORBIDDEN_EXPLANATION), { status: 403, statusText: "Forbidden" });
}

/**
 * A guard: the visitor must be signed in (else the sign-in page, or 401 for scripts), then `decide` says
 * whether this person may enter. Every guard checks both, so a guard is sound wherever it is placed.
 */
export function areaGuard(decide: Decide): MiddlewareFunction<Response> {
  return async (args) => {
    const { request, context } = args;
    const user = context.get(currentUserContext);
    if (!user) refuseSignedOut(request);
    const verdict = await decide(user, args);
    if (verdict !== "allow") refuse(request, user, verdict);
    context.set(signedInUserContext, user);
  };
}

/** People whose role holds a capability (permissions.ts); others get 403. */
export function capabilityGuard(capability: Capability): MiddlewareFunction<Response> {
  return areaGuard((user) => (hasCapability(user, capability) ? "allow" : "forbidden"));
}

/** People who hold a per-user permission (permissions.ts); others get 403. */
export function permissionGuard(permission: UserPermission): MiddlewareFunction<Response> {
  return areaGuard((user) => (hasPermission(user, permission) ? "allow" : "forbidden"));
}

/** My Gazette and everything below it: every signed-in person (each role holds use-my-gazette). */
export const signedInGuard = capabilityGuard("use-my-gazette");
