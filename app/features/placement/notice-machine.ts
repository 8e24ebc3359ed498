/**
 * A placed notice's life as a state machine (issue 12, ADR 016; domain.md "Lifecycle of a placed notice").
 * The table below is the rule: the placer's pages, payment, staff's approvals and the publication of an
 * issue all ask it before a notice's status changes, and each step writes one provenance row
 * (notice-workflow-service.server.ts), in the same transaction, guarded by the status it expects.
 *
 * draft → submitted (finished, in the basket) → paid → awaiting-approval → approved → scheduled (in an
 * issue) → published. A card payment passes through awaiting-payment and back to submitted if it fails;
 * a purchase order on a credit account pays at once; an account marked "payment not required" skips
 * payment. Staff reject a notice awaiting approval, with a reason; its placer may take it back to draft to
 * correct it and submit it again as a new version (ADR 021). The placer may take a submitted notice
 * back to draft to change it, and withdraw it at any point before publication except while its card
 * payment is under way (the provider has it; it settles first). Once published only staff withdraw it,
 * permanently, with a reason.
 */
import {
  NOTICE_STATUSES,
  type NoticeStatus,
  type ProvenanceActivity,
} from "../../db/schema/notices-values.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { defineMachine, type Guard, stateOf, transition } from "../../lib/state-machine.ts";

export const NOTICE_EVENTS = [
  "submit",
  "return-to-draft",
  "start-payment",
  "payment-succeeded",
  "payment-failed",
  "pay-on-account",
  "skip-payment",
  "validate",
  "approve",
  "reject",
  "schedule",
  "publish",
  "withdraw",
  "permanently-withdraw",
] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

/**
 * Who sends each event: the placer (the person who placed the notice, or a colleague who may place
 * notices), Gazette staff, or the system itself (payments, the checks after payment, issue compilation).
 * The service refuses an event from anyone else.
 */
export const NOTICE_ACTOR_KINDS = ["placer", "staff", "system"] as const;
export type NoticeActorKind = (typeof NOTICE_ACTOR_KINDS)[number];

export const NOTICE_EVENT_ACTORS: Readonly<Record<NoticeEvent, NoticeActorKind>> = {
  submit: "placer",
  "return-to-draft": "placer",
  withdraw: "placer",
  "start-payment": "system",
  "payment-succeeded": "system",
  "payment-failed": "system",
  "pay-on-account": "system",
  "skip-payment": "system",
  validate: "system",
  schedule: "system",
  publish: "system",
  approve: "staff",
  reject: "staff",
  "permanently-withdraw": "staff",
};

/** The provenance row each step writes: what happened, in the trail's words. */
export const NOTICE_EVENT_ACTIVITIES: Readonly<Record<NoticeEvent, ProvenanceActivity>> = {
  submit: "received",
  "return-to-draft": "returned-to-draft",
  "start-payment": "payment-started",
  "payment-succeeded": "paid",
  "payment-failed": "payment-failed",
  "pay-on-account": "paid",
  "skip-payment": "payment-not-required",
  validate: "validated",
  approve: "approved",
  reject: "rejected",
  schedule: "scheduled",
  publish: "published",
  withdraw: "withdrawn",
  "permanently-withdraw": "permanently-withdrawn",
};

/** What the guards look at. */
export interface NoticeFacts {
  /** Supporting documents the placing policy requires and the notice does not have yet (their labels). */
  missingDocuments: readonly string[];
  /** False for an account marked "payment not required" (public bodies). */
  paymentRequired: boolean;
  /** Why: a rejection's or a permanent withdrawal's reason, a withdrawal's optional note. */
  reason: string;
  /** Why a court injunction stops this notice now (features/injunctions), or null: submit and approve. */
  injunction: string | null;
}

export const NOTICE_MESSAGES = {
  missingDocuments: (labels: readonly string[]) =>
    `Upload the supporting documents this notice needs before submitting it: ${labels.join(", ")}.`,
  paymentRequired: "This account pays for its notices, so the notice must be paid for.",
  reason: "Enter the reason.",
  notAllowed: "This notice has already moved on, so nothing has been changed.",
  notYours: "Only the notice's placer can do this.",
  staffOnly: "Only Gazette staff can do this.",
  systemOnly: "This step is taken by the Gazette's own systems, not by a person.",
} as const;

const documentsAttached: Guard<NoticeFacts, string> = (facts) =>
  facts.missingDocuments.length === 0 ? null : NOTICE_MESSAGES.missingDocuments(facts.missingDocuments);

/** A court injunction in force stops a petition to wind up its company (ADR 019). */
const noInjunction: Guard<NoticeFacts, string> = (facts) => facts.injunction;

/** Submitting needs both: the documents first (the placer can fix that now), then no injunction. */
const submittable: Guard<NoticeFacts, string> = (facts) => documentsAttached(facts) ?? noInjunction(facts);

const paymentNotRequired: Guard<NoticeFacts, string> = (facts) =>
  facts.paymentRequired ? NOTICE_MESSAGES.paymentRequired : null;

const reasonGiven: Guard<NoticeFacts, string> = (facts) =>
  facts.reason.trim() ? null : NOTICE_MESSAGES.reason;

export const noticeMachine = defineMachine({
  name: "notice",
  states: NOTICE_STATUSES,
  initial: "draft",
  terminal: ["withdrawn", "permanently-withdrawn"],
  events: NOTICE_EVENTS,
  guards: { submittable, noInjunction, paymentNotRequired, reasonGiven },
  transitions: [
    { from: "draft", event: "submit", to: "submitted", guard: "submittable" },
    { from: "submitted", event: "return-to-draft", to: "draft" },
    { from: "submitted", event: "start-payment", to: "awaiting-payment" },
    { from: "submitted", event: "pay-on-account", to: "paid" },
    { from: "submitted", event: "skip-payment", to: "awaiting-approval", guard: "paymentNotRequired" },
    { from: "submitted", event: "withdraw", to: "withdrawn" },
    { from: "awaiting-payment", event: "payment-succeeded", to: "paid" },
    { from: "awaiting-payment", event: "payment-failed", to: "submitted" },
    { from: "paid", event: "validate", to: "awaiting-approval" },
    { from: "paid", event: "withdraw", to: "withdrawn" },
    { from: "awaiting-approval", event: "approve", to: "approved", guard: "noInjunction" },
    { from: "awaiting-approval", event: "reject", to: "rejected", guard: "reasonGiven" },
    // A rejected notice is corrected as a draft and submitted again (ADR 021: moderation and proofs).
    { from: "rejected", event: "return-to-draft", to: "draft" },
    { from: "awaiting-approval", event: "withdraw", to: "withdrawn" },
    { from: "approved", event: "schedule", to: "scheduled" },
    { from: "approved", event: "withdraw", to: "withdrawn" },
    { from: "scheduled", event: "publish", to: "published" },
    { from: "scheduled", event: "withdraw", to: "withdrawn" },
    { from: "published", event: "permanently-withdraw", to: "permanently-withdrawn", guard: "reasonGiven" },
  ],
});

/** True when the table lets `event` happen to a notice in `status` (guards aside): which buttons to show. */
export function noticeAllows(status: string, event: NoticeEvent): boolean {
  const from = stateOf(noticeMachine, status);
  return from !== null && noticeMachine.transitions.some((row) => row.from === from && row.event === event);
}

/** A message for an actor who may not send this event (null when they may). */
export function actorRefusal(event: NoticeEvent, actor: NoticeActorKind): string | null {
  const expected = NOTICE_EVENT_ACTORS[event];
  if (expected === actor) return null;
  return expected === "placer"
    ? NOTICE_MESSAGES.notYours
    : expected === "staff"
      ? NOTICE_MESSAGES.staffOnly
      : NOTICE_MESSAGES.systemOnly;
}

/**
 * The status a notice moves to, for a service about to write it. A refusal is a DomainError: the wrong
 * actor is forbidden (403); a guard's reason is the person's to read (invalid input, 400); an event the
 * table does not allow means someone else got there first or the request is stale (a conflict, 409). An
 * unknown stored status is never moved.
 */
export function nextNoticeStatus(
  status: string,
  event: NoticeEvent,
  actor: NoticeActorKind,
  facts: NoticeFacts,
): NoticeStatus {
  const refusal = actorRefusal(event, actor);
  if (refusal) throw new DomainError("forbidden", refusal);
  const from = stateOf(noticeMachine, status);
  if (from === null) throw new DomainError("conflict", NOTICE_MESSAGES.notAllowed);
  const step = transition(noticeMachine, from, event, facts);
  if (step.ok) return step.to;
  if (step.refusal === "guard-failed") throw new DomainError("invalid-input", step.reason);
  throw new DomainError("conflict", NOTICE_MESSAGES.notAllowed);
}
