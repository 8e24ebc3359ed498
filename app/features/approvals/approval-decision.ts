/**
 * What an account admin must give to decide a request (spec §5 "Account admin"): a company account is
 * approved only with both checks ticked and declined only with a reason; a director claim is approved only
 * with the director's name and address complete and declined only with a reason; a customisation that is
 * not approved needs a message to the company. Those rules are the guards of the approval machines
 * (approval-machines.ts); this module reads the admin's form into a decision they can check. Pure: the
 * decision pages, the service and their tests share it.
 */
import { z } from "zod";
import { APPROVAL_REQUEST_KINDS } from "../../db/schema/approvals-values.ts";
import { addFieldErrors, type FieldError } from "../../lib/forms/parse-form.ts";
import { transition } from "../../lib/state-machine.ts";
import {
  APPROVAL_MACHINES,
  DECISION_MESSAGES,
  DIRECTOR_FIELDS,
  ORGANISATION_CHECKS,
} from "./approval-machines.ts";

/** The requests' stored kinds (their CHECK is built from the same list), and credit applications. */
export const APPROVAL_KINDS = [...APPROVAL_REQUEST_KINDS, "credit-application"] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = {
  organisation: "Company account",
  "director-claim": "Director claim",
  customisation: "Company customisation",
  "credit-application": "Credit application",
};

export { DECISION_MESSAGES, DIRECTOR_FIELDS };
export const DIRECTOR_OPTIONAL_FIELDS = ["addressLine2", "county", "country"] as const;

export type DecisionInput = Record<string, string | undefined>;

export type Decision =
  | { outcome: "approve"; message: string; details: Record<string, string> }
  | { outcome: "decline"; message: string; details: Record<string, string> };

export type DecisionCheck = { ok: true; decision: Decision } | { ok: false; errors: FieldError[] };

/** Every field a decision form may have, in the order of the page: the radios, what approving needs, the message. */
const DECISION_FORM_FIELDS = [
  "decision",
  ...ORGANISATION_CHECKS,
  ...DIRECTOR_FIELDS,
  ...DIRECTOR_OPTIONAL_FIELDS,
  "declineReason",
  "approvalMessage",
] as const;

function text(input: DecisionInput, field: string): string {
  return (input[field] ?? "").trim().slice(0, 2000);
}

function ticked(input: DecisionInput, field: string): boolean {
  const value = input[field];
  return value === "on" || value === "true" || value === "yes";
}

/** What an approval records of the admin's form: the confirmed director's details, or the checks ticked. */
function approvalDetails(kind: ApprovalKind, input: DecisionInput): Record<string, string> {
  const details: Record<string, string> = {};
  if (kind === "organisation")
    for (const check of ORGANISATION_CHECKS) if (ticked(input, check)) details[check] = "yes";
  if (kind === "director-claim")
    for (const field of [...DIRECTOR_FIELDS, ...DIRECTOR_OPTIONAL_FIELDS])
      details[field] = text(input, field);
  return details;
}

/** A guard's refusal (field → message) as the form's error list, in the order of the page. */
function inFormOrder(errors: Readonly<Record<string, string>>): FieldError[] {
  return DECISION_FORM_FIELDS.flatMap((field) => (errors[field] ? [{ field, message: errors[field] }] : []));
}

/**
 * The admin's form as a decision, checked by the kind's machine from 'pending' (whether the request is
 * still pending is the service's question): the guard of the transition taken gives the field errors.
 */
export function checkDecision(kind: ApprovalKind, input: DecisionInput): DecisionCheck {
  const event = input.decision;
  if (event !== "approve" && event !== "decline") {
    return { ok: false, errors: [{ field: "decision", message: DECISION_MESSAGES.required }] };
  }
  // A customisation's message goes to the company either way; elsewhere only a decline has one.
  const message =
    kind === "customisation"
      ? text(input, "approvalMessage")
      : event === "decline"
        ? text(input, "declineReason")
        : "";
  const decision: Decision = {
    outcome: event,
    message,
    details: event === "approve" ? approvalDetails(kind, input) : {},
  };
  const step = transition(APPROVAL_MACHINES[kind], "pending", event, decision);
  if (step.ok) return { ok: true, decision };
  if (step.refusal === "guard-failed") return { ok: false, errors: inFormOrder(step.reason) };
  return { ok: false, errors: [{ field: "decision", message: DECISION_MESSAGES.required }] };
}

const decisionForm = z.object(Object.fromEntries(DECISION_FORM_FIELDS.map((field) => [field, z.string()])));

/** The decision form of a request of `kind`, for parseForm: read into the decision itself. */
export function decisionSchema(kind: ApprovalKind) {
  return decisionForm.transform((input, ctx): Decision => {
    const checked = checkDecision(kind, input);
    if (checked.ok) return checked.decision;
    addFieldErrors(ctx, checked.errors);
    return z.NEVER;
  });
}
