/**
 * What the placement API's calls read and answer (placement-api.md steps 6–8: the order's steps, a bundle
 * to the basket): a value sent as a form field, a JSON body's field or the query (a client may send any; a
 * call with no body is common), and a refusal as the message in plain text, or `{ "error": … }` for a
 * client asking for JSON (by `Accept` or a `.json` address), with the status of the DomainError table.
 */

import { DomainError, isDomainError } from "../../lib/domain-errors.ts";
import { chooseRepresentation } from "../notices/representations/negotiation.ts";
import { bodyMediaType, hasFormBody } from "../security/form-body.server.ts";

/** The named value from the body (a form or JSON object) or else the query; "" when absent. */
export async function readCallValue(request: Request, name: string): Promise<string> {
  const query = new URL(request.url).searchParams.get(name);
  if (hasFormBody(request)) {
    const value = (await request.formData()).get(name);
    if (typeof value === "string") return value;
  } else if (bodyMediaType(request) === "application/json") {
    const body: unknown = await request.json().catch(() => {
      throw new DomainError("invalid-input", "The JSON body could not be read.");
    });
    const value = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
    if (typeof value === "string" || typeof value === "number") return String(value);
  }
  return query ?? "";
}

/** A DomainError as the API's answer; anything else is thrown on (a real failure). */
export function apiRefusal(error: unknown, request: Request): Response {
  if (!isDomainError(error)) throw error;
  const headers = { "Cache-Control": "no-store" };
  const json =
    new URL(request.url).pathname.endsWith(".json") ||
    chooseRepresentation(request.headers.get("accept")) === "json";
  return json
    ? Response.json({ error: error.message }, { status: error.status, headers })
    : new Response(error.message, {
        status: error.status,
        headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
      });
}
