/**
 * Whether a call to a finder's page wants its JSON list rather than the page (spec §7: the finders are
 * called by ajax at the page's own address). Browsers get the page; a client that prefers JSON, or an
 * ajax call that does not name HTML outright, gets the list.
 */
import { chooseRepresentation, parseAccept } from "../notices/representations/negotiation.ts";

export function wantsJsonList(accept: string | null, requestedWith: string | null): boolean {
  if (chooseRepresentation(accept) === "json") return true;
  if (requestedWith?.trim().toLowerCase() !== "xmlhttprequest") return false;
  // jQuery and its kind send `*/*` or nothing with X-Requested-With; only a named text/html keeps the page.
  return !parseAccept(accept ?? "").some((r) => r.type === "text" && r.subtype === "html" && r.q > 0);
}
