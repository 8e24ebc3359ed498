/**
 * What an account admin must give to decide a request (spec §5 "Account admin"): a company account is
 * approved only with both checks ticked and declined only with a reason; a director claim is approved only
 * with the director's name and address complete and declined only with a reason; a customisation that is
 * not approved needs a message to the company. Pure: the decision pages and their tests share it.
 */
import { z } from "zod";
import { MESSAGES } from "../../lib/forms/messages.ts";
import { type FieldError, parseForm } from "../../lib/forms/parse-form.ts";

export const APPROVAL_KINDS = [
  "organisation",
  "director-claim",
  "customisation",
  "credit-application",
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = {
  organisation: "Company account",
  "director-claim": "Director claim",
  customisation: "Company customisation",
  "credit-application": "Credit application",
};

export const DECISION_MESSAGES = {
  required: MESSAGES.required,
  declineReason: MESSAGES.declineReason,
  approvalMessage: MESSAGES.shortRequired,
} as const;

/** A second admin's decision on a request someone has decided meanwhile. */
export const ALREADY_DECIDED = "This request has already been decided.";

/** The fields of a director claim the admin confirms when approving it. */
export const DIRECTOR_FIELDS = [
  "directorName",
  "companyNumber",
  "addressLine1",
  "locality",
  "postcode",
] as const;
export const DIRECTOR_OPTIONAL_FIELDS = ["addressLine2", "county", "country"] as const;

export type Decision =
  | { outcome: "approve"; message: string; details: Record<string, string> }
  | { outcome: "decline"; message: string; details: Record<string, string> };

const text = z.string().transform((v) => v.trim().slice(0, 2000));
const tick = z.string().transform((v) => v === "on" || v === "true" || v === "yes");
const directorText = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, text]));

/**
 * Every field a decision form may have, in the order of the page (the radios, what approving needs, the
 * message); each kind's form shows its own. Missing fields read as empty.
 */
const decisionFields = z.object({
  decision: z.string(),
  verifyCompanyTypes: tick,
  verifyEmail: tick,
  ...(directorText([...DIRECTOR_FIELDS, ...DIRECTOR_OPTIONAL_FIELDS]) as Record<
    (typeof DIRECTOR_FIELDS)[number] | (typeof DIRECTOR_OPTIONAL_FIELDS)[number],
    typeof text
  >),
  declineReason: text,
  approvalMessage: text,
});

/** The form of a decision on a request of `kind`, read into the decision itself. */
export function decisionSchema(kind: ApprovalKind) {
  return decisionFields
    .superRefine((v, ctx) => {
      const issue = (field: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [field], message });
      if (v.decision !== "approve" && v.decision !== "decline")
        return issue("decision", DECISION_MESSAGES.required);
      if (kind === "customisation") {
        if (v.decision === "decline" && !v.approvalMessage)
          issue("approvalMessage", DECISION_MESSAGES.approvalMessage);
      } else if (v.decision === "decline") {
        if (!v.declineReason) issue("declineReason", DECISION_MESSAGES.declineReason);
      } else if (kind === "organisation") {
        if (!v.verifyCompanyTypes) issue("verifyCompanyTypes", DECISION_MESSAGES.required);
        if (!v.verifyEmail) issue("verifyEmail", DECISION_MESSAGES.required);
      } else if (kind === "director-claim") {
        for (const field of DIRECTOR_FIELDS) if (!v[field]) issue(field, DECISION_MESSAGES.required);
      }
    })
    .transform((v): Decision => {
      const outcome = v.decision === "approve" ? "approve" : "decline";
      if (kind === "customisation") return { outcome, message: v.approvalMessage, details: {} };
      if (outcome === "decline") return { outcome, message: v.declineReason, details: {} };
      const details =
        kind === "director-claim"
          ? Object.fromEntries([...DIRECTOR_FIELDS, ...DIRECTOR_OPTIONAL_FIELDS].map((f) => [f, v[f]]))
          : {};
      return { outcome, message: "", details };
    });
}

export type DecisionCheck = { ok: true; decision: Decision } | { ok: false; errors: FieldError[] };

/** A decision from field values, read exactly as a decision form posting them is. */
export function checkDecision(kind: ApprovalKind, input: Record<string, string | undefined>): DecisionCheck {
  const fields = Object.entries(input).filter((e): e is [string, string] => e[1] !== undefined);
  const parsed = parseForm(decisionSchema(kind), new URLSearchParams(fields));
  return parsed.ok ? { ok: true, decision: parsed.data } : { ok: false, errors: parsed.errors };
}
