/**
 * A refusal in a route without a page of its own (files, data, form and script addresses) as the asker can
 * read it. React Router renders a refusal thrown as `data()` through the root error page only for pages;
 * for these routes it sends the thrown value as JSON — `null` for `notFound()`, a quoted message for a
 * DomainError or the CSRF check, an area guard's refusal object with the person in it — whether it came
 * from the route's loader or action or from any middleware above it — and a failure there as the plain text
 * "Unexpected Server Error". So, once, where the answer leaves:
 * a person at a browser gets the error page (404 or the refusal's explanation, the header drawn for them),
 * a data client (a `.json` address, JSON asked for, a placement API call) the JSON `{ error, status }`, a
 * script the plain message. And a script refused by a *page* gets the text it was answered, not the page's
 * error document React Router drew for it (app/lib/script-refusal.server.ts). Every other answer is
 * untouched, but that React Router's own 405 says Allow.
 */
import { STATUS_CODES } from "node:http";
import type { RouterContextProvider } from "react-router";
import { errorDocument } from "../app/components/layout/error-document.server.tsx";
import { appContext } from "../app/context.ts";
import { isAreaRefusal } from "../app/features/accounts/area-refusal.ts";
import { currentUserContext } from "../app/features/accounts/current-user.ts";
import { GET_ONLY } from "../app/features/accounts/method-refusal.server.ts";
import { pageVisitor } from "../app/features/accounts/page-visitor.server.ts";
import { isAjax } from "../app/features/accounts/require-user.server.ts";
import { loadSessionUser } from "../app/features/accounts/session.server.ts";
import { claimsBearer } from "../app/features/api-access/oauth.ts";
import { chooseRepresentation } from "../app/features/notices/representations/negotiation.ts";
import { EXPLAINED_STATUSES } from "../app/lib/domain-errors.ts";
import { keptScriptRefusal, varyBy } from "../app/lib/script-refusal.server.ts";

interface Refusal {
  /** Ours to show (a DomainError's or a guard's explanation), or null for the status's standard text. */
  message: string | null;
  /** A guard's or refuseForm's explanation, shown whatever the status (as the root error page does). */
  explained?: boolean;
}

/**
 * React Router's own answer to a request no route can take (a POST where there is no action: 405), a
 * serialised error — `{ message, stack }`, in production only "Unexpected Server Error", which it is not.
 */
function isRouterErrorBody(body: object, status: number): boolean {
  const keys = Object.keys(body);
  return (
    status < 500 &&
    keys.includes("message") &&
    keys.every((k) => k === "message" || k === "stack") &&
    typeof (body as { message?: unknown }).message === "string"
  );
}

/** What React Router made of a thrown `data()` (null, a message, an area guard's refusal) or of its own refusal. */
function refusalIn(body: unknown, status: number): Refusal | null {
  if (body === null) return { message: null };
  if (typeof body === "string") return { message: body };
  if (isAreaRefusal(body)) return { message: body.explanation, explained: true };
  if (typeof body === "object" && !Array.isArray(body) && isRouterErrorBody(body, status))
    return { message: null };
  return null;
}

/**
 * React Router's answer when a route without a page failed (a real fault: thrown, not a refusal): the plain
 * text "Unexpected Server Error" (and the error itself after it in development). A person gets the error
 * page, as for a page that failed; the fault itself is never shown.
 */
function isLastResort(status: number, type: string): boolean {
  return status === 500 && /^text\/plain\b/i.test(type);
}

function lastResortIn(text: string): Refusal | null {
  return text === "Unexpected Server Error" || text.startsWith("Unexpected Server Error\n\n")
    ? { message: null }
    : null;
}

/** A `.json` address, JSON asked for, or a placement API call (a machine, whatever it accepts). */
function wantsData(request: Request): boolean {
  return (
    new URL(request.url).pathname.endsWith(".json") ||
    chooseRepresentation(request.headers.get("accept")) === "json" ||
    claimsBearer(request.headers.get("authorization"))
  );
}

/**
 * The header's visitor. A refusal by the CSRF check comes before the session is read, so the person is
 * looked up here: a signed-in person is not shown "Sign in" because their form expired.
 */
async function visitorOf(request: Request, context: Readonly<RouterContextProvider>) {
  const user =
    context.get(currentUserContext) ?? (await loadSessionUser(context.get(appContext).db, request));
  return pageVisitor(request, context, user);
}

/** The same address answers a page, JSON or text by who asks: a cache must keep them apart. */
function varyingByAsker(from: Headers): Headers {
  return varyBy(new Headers(from), ["Accept", "X-Requested-With"]);
}

function withVary(response: Response): Response {
  return new Response(response.body, { status: response.status, headers: varyingByAsker(response.headers) });
}

/**
 * Says `Vary: X-Requested-With` on every answer that is not the same for a script (spec §7: they send the
 * header) as for a browser: pages (a modal's fragment or the whole page), redirects (the sign-in redirect
 * is a 401 to a script) and refusals (text to a script, the error page to a browser). Both variants say it,
 * or a cache holding the browser's would hand it to the script.
 */
export function varyingForScripts(response: Response): Response {
  const type = response.headers.get("Content-Type") ?? "";
  const differs = response.status >= 300 || /^text\/html\b/i.test(type);
  if (!differs || /\bX-Requested-With\b/i.test(response.headers.get("Vary") ?? "")) return response;
  const headers = varyBy(new Headers(response.headers), ["X-Requested-With"]);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export async function answerResourceRefusal(
  request: Request,
  response: Response,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  // React Router's 405 (a POST, PUT or DELETE where no action is) names no method the address takes: it
  // takes GET, as every page and every route with a loader does. Our own 405s say theirs.
  if (response.status === 405 && !response.headers.has("Allow") && !["GET", "HEAD"].includes(request.method))
    response.headers.set("Allow", GET_ONLY);
  if (response.status < 400) return response;
  const type = response.headers.get("Content-Type") ?? "";
  // A script refused by a page: React Router drew the text it was answered on the page's error document.
  if (isAjax(request) && /^text\/html\b/i.test(type)) {
    const kept = keptScriptRefusal(context, response);
    if (kept) {
      await response.body?.cancel();
      return withVary(kept);
    }
  }
  const json = /^application\/json\b/i.test(type);
  if (!json && !isLastResort(response.status, type)) return response;
  const text = await response.text();
  let refusal: Refusal | null = null;
  try {
    refusal = json ? refusalIn(JSON.parse(text), response.status) : lastResortIn(text);
  } catch {
    // Not JSON after all: sent on as it was.
  }
  if (!refusal) return new Response(text, response);

  const { status } = response;
  const headers = varyingByAsker(response.headers);
  headers.delete("Content-Length");
  const standard = status === 404 ? "Not found" : (STATUS_CODES[status] ?? "Error");
  if (isAjax(request)) {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response(refusal.message ?? standard, { status, headers });
  }
  if (wantsData(request)) {
    headers.delete("Content-Type");
    return Response.json({ error: refusal.message ?? standard, status }, { status, headers });
  }
  const explanation =
    refusal.message !== null && (refusal.explained || EXPLAINED_STATUSES.has(status))
      ? refusal.message
      : undefined;
  const visitor = await visitorOf(request, context);
  // Drawn for a signed-in person: no shared cache may keep it (the session middleware says so for the pages
  // it lets through; a refusal by the CSRF check came before it knew who was asking).
  if (visitor.user && !headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
  return errorDocument({ status, explanation, visitor, headers });
}
