/**
 * The guards of the signed-in areas (issue 10): route middleware of the layout routes in app/routes.ts.
 * React Router runs middleware parent-first, before any loader or action of the request, while the loaders
 * of a page run in parallel; so a parent loader could not keep a child loader from running, and middleware
 * does. Below a guard, loaders and actions read what it established through the typed helpers here, which
 * throw (a 500) when a route has been moved out from under its guard rather than serve it unguarded.
 */
import { STATUS_CODES } from "node:http";
import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { DomainError } from "../../lib/domain-errors.ts";
import { domainErrorResponse } from "../../lib/http.server.ts";
import type { AreaRefusal } from "./area-refusal.ts";
import { type CurrentUser, currentUserContext, summariseUser } from "./current-user.ts";
import { type Capability, hasCapability, hasPermission, type UserPermission } from "./permissions.ts";
import { FORBIDDEN_MESSAGE, isAjax, signInUrlFor, UNAUTHORISED_MESSAGE } from "./require-user.server.ts";

/** What a guard decides about a signed-in person: let in, refuse (403), or pretend there is nothing (404). */
export type Verdict = "allow" | "forbidden" | "not-found";

export type GuardArgs = Parameters<MiddlewareFunction<Response>>[0];

type Decide = (user: CurrentUser, args: GuardArgs) => Verdict | Promise<Verdict>;

const signedInUserContext = createContext<CurrentUser>();

/** The signed-in person of a route below a guard (never null there). */
export function signedInUser(context: Readonly<RouterContextProvider>): CurrentUser {
  return context.get(signedInUserContext);
}

/**
 * Middleware is not wrapped like loaders and actions (server/domain-error-responses.ts), so the guards
 * answer scripts themselves, as every DomainError is answered: the plain-text message. Returned, not
 * thrown: middleware's Response is the answer, where a thrown one would be drawn on a page's error document.
 */
function answerScript(error: DomainError, request: Request): Response {
  return domainErrorResponse(error, request) as Response;
}

/** Signed out: scripts (X-Requested-With) get 401 'Unauthorized' (spec §8), pages the sign-in page. */
function refuseSignedOut(request: Request): Response {
  if (isAjax(request)) return answerScript(new DomainError("unauthenticated", UNAUTHORISED_MESSAGE), request);
  throw redirect(signInUrlFor(request));
}

/** Refused, or nothing there: the error page, naming the person (area-refusal.ts); scripts get text. */
function refuse(request: Request, user: CurrentUser, verdict: Exclude<Verdict, "allow">): Response {
  const status = verdict === "not-found" ? 404 : 403;
  if (status === 403 && isAjax(request))
    return answerScript(new DomainError("forbidden", FORBIDDEN_MESSAGE), request);
  const refusal: AreaRefusal = {
    kind: "area-refusal",
    explanation: status === 403 ? FORBIDDEN_MESSAGE : null,
    user: summariseUser(user)!,
  };
  throw data(refusal, { status, statusText: STATUS_CODES[status] });
}

/**
 * A guard: the visitor must be signed in (else the sign-in page, or 401 for scripts), then `decide` says
 * whether this person may enter. Every guard checks both, so a guard is sound wherever it is placed.
 */
export function areaGuard(decide: Decide): MiddlewareFunction<Response> {
  return async (args) => {
    const { request, context } = args;
    const user = context.get(currentUserContext);
    if (!user) return refuseSignedOut(request);
    const verdict = await decide(user, args);
    if (verdict !== "allow") return refuse(request, user, verdict);
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
