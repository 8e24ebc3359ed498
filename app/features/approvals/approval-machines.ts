/**
 * The life of each kind of approval as a state machine (ADR 011: decided once). A request waits
 * ('pending') until an account admin approves or declines it; nothing leaves a decision, so a second
 * decision, the same or the opposite, is refused by the table before the database is asked (the
 * conditional update still settles two admins deciding at the same moment). Director claims and credit
 * applications may also be 'superseded' by a newer identical one (migration 0007); company accounts and
 * customisations are not.
 *
 * The guards are the rules of spec §5 "Account admin", as field errors so the decision form can show
 * them: approving a company account needs both checks ticked, a director claim the director's name and
 * address; declining needs a reason; a customisation that is not approved needs a message to the company.
 */
import { defineMachine, type Guard } from "../../lib/state-machine.ts";

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

/** The ticks a company account's approval needs; a decision records each ticked one as "yes". */
export const ORGANISATION_CHECKS = ["verifyCompanyTypes", "verifyEmail"] as const;

/** What a guard looks at: the admin's message and the details confirmed (see `checkDecision`). */
export interface DecisionFacts {
  message: string;
  details: Record<string, string>;
}

/** Field name → message; a guard that refuses names every field at fault. */
export type FieldErrors = Record<string, string>;

function missing(fields: readonly string[], details: Record<string, string>, message: string) {
  const errors: FieldErrors = {};
  for (const field of fields) if (!details[field]) errors[field] = message;
  return Object.keys(errors).length > 0 ? errors : null;
}

const guards: Readonly<
  Record<
    "reasonGiven" | "messageGiven" | "checksTicked" | "directorConfirmed",
    Guard<DecisionFacts, FieldErrors>
  >
> = {
  reasonGiven: (facts) => (facts.message ? null : { declineReason: DECISION_MESSAGES.declineReason }),
  messageGiven: (facts) => (facts.message ? null : { approvalMessage: DECISION_MESSAGES.approvalMessage }),
  checksTicked: (facts) => missing(ORGANISATION_CHECKS, facts.details, DECISION_MESSAGES.required),
  directorConfirmed: (facts) => missing(DIRECTOR_FIELDS, facts.details, DECISION_MESSAGES.required),
};

const DECIDED = ["approved", "declined"] as const;

export const organisationMachine = defineMachine({
  name: "company account",
  states: ["pending", ...DECIDED],
  initial: "pending",
  terminal: DECIDED,
  events: ["approve", "decline"],
  guards,
  transitions: [
    { from: "pending", event: "approve", to: "approved", guard: "checksTicked" },
    { from: "pending", event: "decline", to: "declined", guard: "reasonGiven" },
  ],
});

export const directorClaimMachine = defineMachine({
  name: "director claim",
  states: ["pending", ...DECIDED, "superseded"],
  initial: "pending",
  terminal: [...DECIDED, "superseded"],
  events: ["approve", "decline", "supersede"],
  guards,
  transitions: [
    { from: "pending", event: "approve", to: "approved", guard: "directorConfirmed" },
    { from: "pending", event: "decline", to: "declined", guard: "reasonGiven" },
    { from: "pending", event: "supersede", to: "superseded" },
  ],
});

export const customisationMachine = defineMachine({
  name: "company customisation",
  states: ["pending", ...DECIDED],
  initial: "pending",
  terminal: DECIDED,
  events: ["approve", "decline"],
  guards,
  transitions: [
    { from: "pending", event: "approve", to: "approved" },
    { from: "pending", event: "decline", to: "declined", guard: "messageGiven" },
  ],
});

export const creditApplicationMachine = defineMachine({
  name: "credit application",
  states: ["pending", ...DECIDED, "superseded"],
  initial: "pending",
  terminal: [...DECIDED, "superseded"],
  events: ["approve", "decline", "supersede"],
  guards,
  transitions: [
    { from: "pending", event: "approve", to: "approved" },
    { from: "pending", event: "decline", to: "declined", guard: "reasonGiven" },
    { from: "pending", event: "supersede", to: "superseded" },
  ],
});

/** One machine per kind of approval (the kinds of approval-decision.ts). */
export const APPROVAL_MACHINES = {
  organisation: organisationMachine,
  "director-claim": directorClaimMachine,
  customisation: customisationMachine,
  "credit-application": creditApplicationMachine,
} as const;
