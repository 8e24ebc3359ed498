/**
 * The bundle pages' words and the one rule of who gets data instead of a page: a client that asks for
 * JSON or XML (placement-api.md: the API answers 201 with Location; the pages redirect). Pure.
 */
import type { BundleItemStatus, BundleStatus } from "../../db/schema/bundles-values.ts";
import { chooseRepresentation } from "../notices/representations/negotiation.ts";

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

export const wantsDataAnswer = (request: Request) => dataAnswerWanted(request) !== null;

/** The toggle's button (spec §4 "Bundle toggle"): included → 'Remove notice {id}', excluded → 'Add notice {id}'. */
export const toggleLabel = (included: boolean, noticeId: number) =>
  included ? `Remove notice ${noticeId}` : `Add notice ${noticeId}`;

/** The toggle form's address: the request flips between exclude=true and exclude=false. */
export const toggleAction = (included: boolean, noticeId: number) =>
  `/notice/${noticeId}/status?exclude=${included ? "true" : "false"}`;

/** Spec §7: the form's action with '?' replaced by '/data.json?'. */
export const toggleDataAddress = (action: string) => action.replace("?", "/data.json?");
