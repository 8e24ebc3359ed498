/**
 * The account admin's approvals (spec §6): company accounts, director claims, company customisation and
 * credit applications. A decision, its effect (the organisation approved, the statement or logo applied,
 * the credit account opened) and its e-mail are one transaction, and a decided request cannot be decided
 * again: the kind's state machine refuses it (approval-machines.ts), and the status change is conditional
 * on 'pending' for two decisions made at the same moment.
 */
import type { Database } from "../../db/client.server.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { stateOf, transition } from "../../lib/state-machine.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { type EmailContent, renderEmail } from "../email/email-message.ts";
import { queueEmail } from "../email/send-email.server.ts";
import type { ApprovalKind, Decision } from "./approval-decision.ts";
import { APPROVAL_MACHINES } from "./approval-machines.ts";
import {
  type ApprovalRow,
  applyCustomisation,
  closeApproval,
  closeCreditApplication,
  decideOrganisation,
  findApproval,
  findCreditApplication,
  findOrganisationDetails,
  hasApprovedCreditApplication,
  insertApprovalRequest,
  insertCreditApplication,
  insertDirectorClaim,
  listAccountAdmins,
  listCompanyAdministrators,
  listPendingApprovals,
  listPendingCreditApplications,
  setCreditLimit,
} from "./approvals-repository.server.ts";
import { initialCreditLimit } from "./credit-limit.ts";

export type {
  ApprovalRow,
  CreditApplicationRow,
  OrganisationDetails,
} from "./approvals-repository.server.ts";
export {
  hasApprovedCreditApplication,
  latestCreditApplicationStatus,
} from "./approvals-repository.server.ts";

/** Reads only: an organisation's request is filed when its owner confirms the address (registration). */
export async function listApprovals(db: Database) {
  const [requests, creditApplications] = await Promise.all([
    listPendingApprovals(db),
    listPendingCreditApplications(db),
  ]);
  return {
    organisations: requests.filter((r) => r.kind === "organisation"),
    directorClaims: requests.filter((r) => r.kind === "director-claim"),
    customisations: requests.filter((r) => r.kind === "customisation"),
    creditApplications,
  };
}

export async function getApproval(db: Database, id: number) {
  const request = await findApproval(db, id);
  if (!request) return null;
  const organisation = request.organisationId
    ? await findOrganisationDetails(db, request.organisationId)
    : null;
  return { request, organisation };
}

export function getCreditApplication(db: Database, id: number) {
  return findCreditApplication(db, id);
}

export type DecisionOutcome = "decided" | "already-decided";

export const ALREADY_DECIDED = "This request has already been decided.";

/** The refusal a route shows when the outcome is "already-decided" (a 409, ADR 011). */
export function alreadyDecided(): DomainError {
  return new DomainError("already-decided", ALREADY_DECIDED);
}

/**
 * Asks the kind's machine whether this decision may be made on a request in `status`. A request no longer
 * pending (or in a status the machine does not know) is already decided; a decision its guard refuses
 * never got through `checkDecision`, so it is a caller's mistake, refused as invalid input.
 */
function mayDecide(kind: ApprovalKind, status: string, decision: Decision): boolean {
  const machine = APPROVAL_MACHINES[kind];
  const from = machine ? stateOf(machine, status) : null;
  if (!machine || from === null) return false;
  const step = transition(machine, from, decision.outcome, decision);
  if (step.ok) return true;
  if (step.refusal === "not-allowed") return false;
  throw new DomainError("invalid-input", Object.values(step.reason).join(" "));
}

/** Thrown inside a decision's transaction to undo the closed request when its effect was already decided. */
class AlreadyDecided extends Error {}

function statusOf(decision: Decision): "approved" | "declined" {
  return decision.outcome === "approve" ? "approved" : "declined";
}

function mail(
  to: { name: string | null; email: string | null },
  content: Omit<EmailContent, "to" | "greeting">,
) {
  if (!to.email) return null;
  return renderEmail({ ...content, to: to.email, greeting: `Dear ${to.name ?? "customer"},` });
}

async function queueAll(db: Database, messages: (ReturnType<typeof mail> | null)[]) {
  for (const message of messages) if (message) await queueEmail(db, message);
}

/** Decides an approval request of any kind and applies its effect, once. */
export async function decideApproval(
  db: Database,
  admin: CurrentUser,
  request: ApprovalRow,
  decision: Decision,
  siteUrl: string,
): Promise<DecisionOutcome> {
  const kind = request.kind as ApprovalKind;
  // The rule first (machine), then the race (the conditional updates below).
  if (!mayDecide(kind, request.status, decision)) return "already-decided";
  const status = statusOf(decision);
  const now = new Date();
  const decided = db.transaction(async (tx) => {
    const payload =
      request.kind === "director-claim" && status === "approved"
        ? { ...request.payload, ...decision.details }
        : undefined;
    const closed = await closeApproval(
      tx,
      request.id,
      { status, message: decision.message || null, decidedBy: admin.id, payload },
      now,
    );
    if (!closed) return "already-decided" as const;

    if (kind === "organisation" && request.organisationId) {
      const changed = await decideOrganisation(
        tx,
        request.organisationId,
        { status, declineReason: status === "declined" ? decision.message : null, decidedBy: admin.id },
        now,
      );
      if (!changed) throw new AlreadyDecided();
      const organisation = await findOrganisationDetails(tx, request.organisationId);
      const owner = { name: organisation?.ownerName ?? null, email: organisation?.ownerEmail ?? null };
      await queueAll(tx, [
        status === "approved"
          ? mail(owner, {
              subject: "Your Gazette account has been approved",
              blocks: [
                {
                  kind: "paragraph",
                  text: `The account of ${organisation?.name ?? "your organisation"} has been approved.`,
                },
                { kind: "button", label: "Go to My Gazette", url: `${siteUrl}/my-gazette` },
              ],
            })
          : mail(owner, {
              subject: "Your Gazette account has been declined",
              blocks: [
                {
                  kind: "paragraph",
                  text: `We could not approve the account of ${organisation?.name ?? "your organisation"}.`,
                },
                { kind: "paragraph", text: `Reason: ${decision.message}` },
              ],
            }),
      ]);
    } else if (kind === "customisation" && request.organisationId) {
      if (status === "approved") {
        const change = request.payload as { statement?: unknown; logoImageId?: unknown };
        await applyCustomisation(tx, request.organisationId, {
          statement: typeof change.statement === "string" ? change.statement : undefined,
          logoImageId: typeof change.logoImageId === "number" ? change.logoImageId : undefined,
        });
      }
      const what = "statement" in request.payload ? "company statement" : "company logo";
      const admins = await listCompanyAdministrators(tx, request.organisationId);
      await queueAll(
        tx,
        admins.map((a) =>
          mail(a, {
            subject: `Your ${what} has been ${status}`,
            blocks: [
              {
                kind: "paragraph",
                text:
                  status === "approved"
                    ? `The change to your ${what} has been approved and is now shown.`
                    : `The change to your ${what} has not been approved.`,
              },
              ...(decision.message
                ? [{ kind: "paragraph" as const, text: `Message: ${decision.message}` }]
                : []),
              { kind: "button", label: "See My company", url: `${siteUrl}/my-gazette/company` },
            ],
          }),
        ),
      );
    } else if (kind === "director-claim") {
      await queueAll(tx, [
        mail(
          { name: request.userName, email: request.userEmail },
          {
            subject: `Your director claim has been ${status}`,
            blocks: [
              {
                kind: "paragraph",
                text: `Your claim to be a director of company ${String(request.payload.companyNumber ?? "")} has been ${status}.`,
              },
              ...(status === "declined"
                ? [{ kind: "paragraph" as const, text: `Reason: ${decision.message}` }]
                : []),
            ],
          },
        ),
      ]);
    }
    return "decided" as const;
  });
  return decided.catch((error: unknown) => {
    if (error instanceof AlreadyDecided) return "already-decided";
    throw error;
  });
}

export async function decideCreditApplication(
  db: Database,
  id: number,
  decision: Decision,
  siteUrl: string,
): Promise<DecisionOutcome> {
  const status = statusOf(decision);
  return db.transaction(async (tx) => {
    const application = await findCreditApplication(tx, id);
    if (!application) throw new DomainError("not-found", "There is no such credit application.");
    if (!mayDecide("credit-application", application.status, decision)) return "already-decided";
    if (!(await closeCreditApplication(tx, id, status))) return "already-decided";
    if (status === "approved")
      await setCreditLimit(tx, application.organisationId, initialCreditLimit(application.details));
    await queueAll(tx, [
      mail(
        { name: application.userName, email: application.userEmail },
        {
          subject: `Your credit application has been ${status}`,
          blocks: [
            {
              kind: "paragraph",
              text:
                status === "approved"
                  ? "Your organisation can now pay by account."
                  : `Your credit application was declined. Reason: ${decision.message}`,
            },
            { kind: "button", label: "See My company", url: `${siteUrl}/my-gazette/company` },
          ],
        },
      ),
    ]);
    return "decided";
  });
}

/** A company administrator asks for a new statement or logo; it is shown once an account admin approves. */
export function requestCustomisation(
  db: Database,
  user: CurrentUser,
  change: { statement: string } | { logoImageId: number },
): Promise<number> {
  return insertApprovalRequest(db, {
    kind: "customisation",
    organisationId: user.organisationId,
    userId: user.id,
    payload: change,
  });
}

/** Null when this person's claim to the same company is already waiting for a decision. */
export function requestDirectorClaim(
  db: Database,
  user: CurrentUser,
  claim: Record<string, string>,
): Promise<number | null> {
  return insertDirectorClaim(db, { organisationId: user.organisationId, userId: user.id, payload: claim });
}

export type CreditApplicationResult =
  | { outcome: "submitted"; id: number }
  | { outcome: "already-pending" }
  | { outcome: "already-approved" };

/**
 * Stores a credit application and tells the account admins, in one transaction. An organisation with an
 * application waiting, or a credit account already, is refused: a second application could be decided
 * the other way and the company told both.
 */
export async function submitCreditApplication(
  db: Database,
  user: CurrentUser,
  details: Record<string, string>,
  siteUrl: string,
): Promise<CreditApplicationResult> {
  const organisationId = user.organisationId!;
  return db.transaction(async (tx): Promise<CreditApplicationResult> => {
    if (await hasApprovedCreditApplication(tx, organisationId)) return { outcome: "already-approved" };
    const id = await insertCreditApplication(tx, { organisationId, userId: user.id, details });
    if (id === null) return { outcome: "already-pending" };
    const admins = await listAccountAdmins(tx);
    await queueAll(
      tx,
      admins.map((a) =>
        mail(a, {
          subject: "A new credit application is waiting for a decision",
          blocks: [
            {
              kind: "paragraph",
              text: `${user.organisationName ?? "An organisation"} has applied for a credit account.`,
            },
            { kind: "button", label: "See approvals", url: `${siteUrl}/admin/approvals` },
          ],
        }),
      ),
    );
    return { outcome: "submitted", id };
  });
}
