/**
 * The forms of moderation and proofs (ADR 021), one schema each for the page's fields and the action:
 * staff's reasons for rejecting and for withdrawing permanently, the placer's comment on a proof, and the
 * queue's filters (a GET form: a filter that does not parse is left out, never an error). Pure.
 */
import { z } from "zod";
import { requiredText } from "../../lib/forms/field-schemas.ts";
import { EDITIONS } from "../publications/editions.ts";

export const MODERATION_FORM_MESSAGES = {
  rejectReason: "Enter the reason for rejecting the notice",
  withdrawReason: "Enter the reason for withdrawing the notice",
  comment: "Enter your comment on the proof",
} as const;

/** Long enough for a paragraph or two; the reason is e-mailed and shown on the tombstone. */
export const REASON_MAX = 2000;

export const rejectSchema = z.object({
  reason: requiredText(REASON_MAX, MODERATION_FORM_MESSAGES.rejectReason),
});
export const withdrawSchema = z.object({
  reason: requiredText(REASON_MAX, MODERATION_FORM_MESSAGES.withdrawReason),
});
export const proofCommentSchema = z.object({
  comment: requiredText(REASON_MAX, MODERATION_FORM_MESSAGES.comment),
});

/** The queue's age filter: notices that have waited at least this many days. */
export const QUEUE_AGES = [
  { value: "1", label: "1 day or more" },
  { value: "3", label: "3 days or more" },
  { value: "7", label: "7 days or more" },
] as const;

export interface QueueQuery {
  edition: string;
  type: string;
  age: string;
}

/** The queue's filters from its address; anything unknown is dropped (shows every notice). */
export function parseQueueQuery(params: URLSearchParams): QueueQuery {
  const edition = params.get("edition") ?? "";
  const type = params.get("type") ?? "";
  const age = params.get("age") ?? "";
  return {
    edition: EDITIONS.some((e) => e.id === edition) ? edition : "",
    type: /^\d{4}$/.test(type) ? type : "",
    age: QUEUE_AGES.some((a) => a.value === age) ? age : "",
  };
}
