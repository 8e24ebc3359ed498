/**
 * The one place a state-changing request's body is checked before any action reads it: it must be a form
 * (urlencoded or multipart, the only bodies our actions take), one that parses, with no NUL character in
 * any field (PostgreSQL text cannot hold one, so it would surface as a 500 from whichever query met it).
 * Refusals are DomainErrors (answered with the status of the one table: 415 for a body that is not a
 * form, 400 for one that cannot be used) with a message to show, and change nothing.
 */
import { DomainError } from "../../lib/domain-errors.ts";

export type FormBodyCheck = { ok: true; form: FormData } | { ok: false; error: DomainError };

export const NOT_A_FORM_MESSAGE =
  "This address only accepts forms sent from its page. Go back and try again.";
export const UNREADABLE_FORM_MESSAGE = "The form could not be read. Go back, reload the page and try again.";
export const NUL_IN_FORM_MESSAGE =
  "What you entered contains a character that is not allowed. Remove it and try again.";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The body's media type, lower case, without parameters ("" when there is none). */
export function bodyMediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";
}

/** True when the request's body is a form (urlencoded or multipart), the only bodies actions take. */
export function hasFormBody(request: Request): boolean {
  return FORM_TYPES.includes(bodyMediaType(request));
}

export async function checkFormBody(request: Request): Promise<FormBodyCheck> {
  if (!hasFormBody(request))
    return { ok: false, error: new DomainError("unsupported-media-type", NOT_A_FORM_MESSAGE) };
  let form: FormData;
  try {
    // A clone, so the action can still read the body.
    form = await request.clone().formData();
  } catch {
    return { ok: false, error: new DomainError("invalid-input", UNREADABLE_FORM_MESSAGE) };
  }
  for (const [name, value] of form) {
    const text = typeof value === "string" ? value : value.name;
    if (name.includes("\0") || text.includes("\0"))
      return { ok: false, error: new DomainError("invalid-input", NUL_IN_FORM_MESSAGE) };
  }
  return { ok: true, form };
}
