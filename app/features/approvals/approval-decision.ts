/**
 * What an account admin must give to decide a request (spec §5 "Account admin"): a company account is
 * approved only with both checks ticked and declined only with a reason; a director claim is approved only
 * with the director's name and address complete and declined only with a reason; a customisation that is
 * not approved needs a message to the company. Pure: the decision pages and their tests share it.
 */
import { APPROVAL_REQUEST_KINDS } from "../../db/schema/approvals-values.ts";

/** The requests' stored kinds (their CHECK is built from the same list), and credit applications. */
export const APPROVAL_KINDS = [...APPROVAL_REQUEST_KINDS, "credit-application"] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = {
  organisation: "Company account",
  "director-claim": "Director claim",
  customisation: "Company customisation",
  "credit-application": "Credit application",
};

export const DECISION_MESSAGES = {
  required: "This field is required.",
  declineReason: "Please enter the decline reason.",
  approvalMessage: "Required.",
} as const;

/** The fields of a director claim the admin confirms when approving it. */
export const DIRECTOR_FIELDS = [
  "directorName",
  "companyNumber",
  "addressLine1",
  "locality",
  "postcode",
] as const;
export const DIRECTOR_OPTIONAL_FIELDS = ["addressLine2", "county", "country"] as const;

export type DecisionInput = Record<string, string | undefined>;

export type Decision =
  | { outcome: "approve"; message: string; details: Record<string, string> }
  | { outcome: "decline"; message: string; details: Record<string, string> };

export type DecisionCheck = { ok: true; decision: Decision } | { ok: false; errors: Record<string, string> };

function text(input: DecisionInput, field: string): string {
  return (input[field] ?? "").trim().slice(0, 2000);
}

function ticked(input: DecisionInput, field: string): boolean {
  const value = input[field];
  return value === "on" || value === "true" || value === "yes";
}

export function checkDecision(kind: ApprovalKind, input: DecisionInput): DecisionCheck {
  const errors: Record<string, string> = {};
  const decision = input.decision;
  if (decision !== "approve" && decision !== "decline") {
    return { ok: false, errors: { decision: DECISION_MESSAGES.required } };
  }
  const details: Record<string, string> = {};
  let message = "";

  if (kind === "customisation") {
    message = text(input, "approvalMessage");
    if (decision === "decline" && !message) errors.approvalMessage = DECISION_MESSAGES.approvalMessage;
  } else if (decision === "decline") {
    message = text(input, "declineReason");
    if (!message) errors.declineReason = DECISION_MESSAGES.declineReason;
  } else if (kind === "organisation") {
    if (!ticked(input, "verifyCompanyTypes")) errors.verifyCompanyTypes = DECISION_MESSAGES.required;
    if (!ticked(input, "verifyEmail")) errors.verifyEmail = DECISION_MESSAGES.required;
  } else if (kind === "director-claim") {
    for (const field of DIRECTOR_FIELDS) {
      const value = text(input, field);
      if (!value) errors[field] = DECISION_MESSAGES.required;
      else details[field] = value;
    }
    for (const field of DIRECTOR_OPTIONAL_FIELDS) details[field] = text(input, field);
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, decision: { outcome: decision, message, details } };
}
