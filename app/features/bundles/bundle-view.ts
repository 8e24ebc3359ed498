/**
 * The bundle pages' words and the one rule of who gets data instead of a page: a client that asks for
 * JSON or XML (placement-api.md: the API answers 201 with Location; the pages redirect). Pure.
 */
import type { BundleItemStatus, BundleStatus } from "../../db/schema/bundles-values.ts";
import { chooseRepresentation, parseAccept } from "../notices/representations/negotiation.ts";

export const BUNDLE_STATUS_LABELS: Readonly<Record<BundleStatus, string>> = {
  submitted: "Submitted",
  processing: "Processing",
  processed: "Processed",
  failed: "Failed",
};

export const ITEM_STATUS_LABELS: Readonly<Record<BundleItemStatus, string>> = {
  pending: "Waiting",
  valid: "Valid",
  invalid: "Invalid",
};

/** JSON or XML, when the request's Accept prefers one of them to HTML; null for a page. */
export function dataAnswerWanted(request: Request): "json" | "xml" | null {
  const wanted = chooseRepresentation(request.headers.get("accept"));
  return wanted === "json" || wanted === "xml" ? wanted : null;
}

/** The types a bundle's own address answers besides its page, and what each is answered with. */
const BUNDLE_TYPES: Readonly<Record<string, "json" | "atom" | null>> = {
  "text/html": null,
  "application/xhtml+xml": null,
  "application/json": "json",
  "application/atom+xml": "atom",
  "application/xml": "atom",
  "text/xml": "atom",
};

/**
 * What `/my-gazette/bundle/{id}` answers (placement-api.md step 4: Atom/XML, JSON, HTML): of the types
 * the client names, the one it weighs highest (the first named at equal weight); with none named, the
 * page, or what the notices' negotiation reads from wildcards. Null for the page.
 */
export function bundleAnswerWanted(request: Request): "json" | "atom" | null {
  const named = parseAccept(request.headers.get("accept") ?? "")
    .filter((range) => `${range.type}/${range.subtype}` in BUNDLE_TYPES && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = named[0];
  if (first) return BUNDLE_TYPES[`${first.type}/${first.subtype}`] ?? null;
  const wanted = dataAnswerWanted(request);
  return wanted === "xml" ? "atom" : wanted;
}

export const wantsDataAnswer = (request: Request) => dataAnswerWanted(request) !== null;

/** The toggle's button (spec §4 "Bundle toggle"): included → 'Remove notice {id}', excluded → 'Add notice {id}'. */
export const toggleLabel = (included: boolean, noticeId: number) =>
  included ? `Remove notice ${noticeId}` : `Add notice ${noticeId}`;

/** The toggle form's address: the request flips between exclude=true and exclude=false. */
export const toggleAction = (included: boolean, noticeId: number) =>
  `/notice/${noticeId}/status?exclude=${included ? "true" : "false"}`;

/** Spec §7: the form's action with '?' replaced by '/data.json?'. */
export const toggleDataAddress = (action: string) => action.replace("?", "/data.json?");
