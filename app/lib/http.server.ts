/** Responses for the failures every route shares, and the one translation of domain errors into HTTP. */

import { STATUS_CODES } from "node:http";
import { data, type RouterContextProvider } from "react-router";
import { type DomainError, isDomainError } from "./domain-errors.ts";
import type { FieldError } from "./forms/parse-form.ts";
import { keepForScript } from "./script-refusal.server.ts";

export function notFound(): never {
  throw data(null, { status: 404, statusText: "Not Found" });
}

/** What `notFound()` threw: React Router's `data(null)` with the status 404. */
function isNotFound(thrown: unknown): boolean {
  if (typeof thrown !== "object" || thrown === null || !("init" in thrown) || !("data" in thrown))
    return false;
  const { init, data: body } = thrown as { init?: { status?: number } | null; data: unknown };
  return body === null && init?.status === 404;
}

/** A not-found as a script reads it, as from a route without a page (server/resource-refusals.ts). */
function notFoundForScript(): Response {
  return new Response("Not found", {
    status: 404,
    statusText: "Not Found",
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

export function jsonNotFound(): Response {
  return Response.json({ error: "Not found", status: 404 }, { status: 404 });
}

function isAjax(request: Request): boolean {
  return request.headers.get("x-requested-with") === "XMLHttpRequest";
}

/**
 * What a loader or action answers for a DomainError: its status from the one table, the message, and
 * Retry-After when the error says when to come back. Pages get the error page with the message as its
 * explanation (a thrown data()); ajax calls (spec §7: they send X-Requested-With) get the message as plain
 * text, which the modal shows in place of the form.
 */
export function domainErrorResponse(error: DomainError, request: Request) {
  const status = error.status;
  const statusText = STATUS_CODES[status] ?? "Error";
  const headers: Record<string, string> =
    error.retryAfterSeconds === undefined
      ? {}
      : { "Retry-After": String(Math.max(1, Math.ceil(error.retryAfterSeconds))) };
  if (isAjax(request))
    return new Response(error.message, {
      status,
      statusText,
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  return data(error.message, { status, statusText, headers });
}

/**
 * A loader or action whose DomainErrors are answered by `domainErrorResponse`; anything else is thrown on
 * as it was (a redirect, a response, or a real failure for the error page's 500). The server applies it to
 * every route module (server/domain-error-responses.ts), so routes do not wrap themselves. A script's text
 * answer (a DomainError's, or "Not found" for `notFound()`) is also kept for the way out: a page would draw
 * it on its error document (script-refusal.server.ts).
 */
export function answeringDomainErrors<
  A extends { request: Request; context?: Readonly<RouterContextProvider> },
  R,
>(run: (args: A) => R | Promise<R>): (args: A) => Promise<R> {
  return async (args) => {
    try {
      return await run(args);
    } catch (error) {
      if (isNotFound(error) && isAjax(args.request) && args.context)
        throw await keepForScript(args.context, notFoundForScript());
      if (!isDomainError(error)) throw error;
      const answer = domainErrorResponse(error, args.request);
      if (answer instanceof Response && args.context) throw await keepForScript(args.context, answer);
      throw answer;
    }
  };
}

/**
 * An action's answer when a DomainError concerns the form just sent (a decision already made): the form
 * again, the message against `field`, the status from the same table.
 */
export function formRefusal<V>(error: DomainError, field: string, values: V) {
  const errors: FieldError[] = [{ field, message: error.message }];
  return data({ errors, values }, { status: error.status });
}
