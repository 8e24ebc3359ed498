/**
 * Proofs (issue 13 point 2, ADR 021; after the New Zealand Gazette): before staff decide a notice, its
 * placer sees it rendered as it will print (HTML and PDF) and may comment on it or accept it; staff read
 * the answers beside the notice. Each answer belongs to the version it was given on: a corrected notice
 * needs accepting again. Once staff have decided, the proof is closed.
 */
import type { Database } from "../../db/client.server.ts";
import type { ProofResponseKind } from "../../db/schema/moderation-values.ts";
import type { NoticeStatus } from "../../db/schema/notices-values.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { type Actor, hasCapability } from "../accounts/permissions.ts";
import { findMyNotice, findMyNoticeToActOn, mayAct } from "../my-notices/my-notices-service.server.ts";
import { findNoticeOfAnyStatus } from "../notices/notice-service.server.ts";
import type { Notice } from "../notices/notice-types.ts";
import { applyNoticeStep } from "../placement/notice-workflow-service.server.ts";
import { selectLatestRejection } from "./moderation-repository.server.ts";
import { hasAcceptedProof, insertProofResponse, selectProofResponses } from "./proof-repository.server.ts";
import type { ProofResponseView } from "./proof-types.ts";

type Person = Pick<CurrentUser, "id" | "role" | "organisationId" | "permissions" | "name">;

/** The statuses in which a notice has a proof to answer: sent, and not yet decided by staff. */
export const PROOF_STATUSES: readonly NoticeStatus[] = [
  "submitted",
  "awaiting-payment",
  "paid",
  "awaiting-approval",
];

export type { ProofResponseView };

export const PROOF_MESSAGES = {
  closed: "The proof of this notice is closed: the Gazette has already decided it.",
  alreadyAccepted: "You have already accepted this proof.",
  commented: "Your comment on the proof has been sent to the Gazette.",
  accepted: "You have accepted the proof. The Gazette will now decide the notice.",
  noProof: "This notice has no proof to show.",
} as const;

export interface ProofPanel {
  version: number;
  /** Answers may still be given (the notice is sent and not decided). */
  open: boolean;
  /** This person may answer (the placer, or a colleague who places notices). */
  mayRespond: boolean;
  /** The current version's proof was accepted. */
  accepted: boolean;
  responses: ProofResponseView[];
  /** A rejected notice: staff's reason, and whether this person may take it back to correct it. */
  rejection: { reason: string; at: string; mayCorrect: boolean } | null;
}

const view = (r: Awaited<ReturnType<typeof selectProofResponses>>[number]): ProofResponseView => ({
  id: r.id,
  version: r.version,
  kind: r.kind,
  text: r.text,
  createdAt: r.createdAt.toISOString(),
  byName: r.byName ?? "A former member of the team",
});

/** Answers to the proofs of a notice, for staff deciding it. */
export async function proofResponsesForStaff(db: Database, user: Actor, noticeId: number) {
  if (!hasCapability(user, "decide-notices")) throw new DomainError("not-found", PROOF_MESSAGES.noProof);
  return (await selectProofResponses(db, noticeId)).map(view);
}

/** The proof panel of the placer's notice page (null: the notice never had a proof, e.g. a draft). */
export async function proofPanel(db: Database, user: Person, noticeId: number): Promise<ProofPanel | null> {
  const mine = await findMyNotice(db, user, noticeId);
  const notice = await findNoticeOfAnyStatus(db, noticeId);
  if (!notice || mine.status === "draft") return null;
  const open = PROOF_STATUSES.includes(notice.status);
  const responses = (await selectProofResponses(db, noticeId)).map(view);
  const rejected = notice.status === "rejected" ? await selectLatestRejection(db, noticeId) : null;
  return {
    version: notice.version,
    open,
    mayRespond: open && mayAct(user, mine),
    accepted: responses.some((r) => r.kind === "accepted" && r.version === notice.version),
    responses,
    rejection: rejected
      ? { reason: rejected.reason, at: rejected.at.toISOString(), mayCorrect: mayAct(user, mine) }
      : null,
  };
}

/**
 * The notice as it will print, for its proof (HTML or PDF): its placer and their team see it, and staff
 * who decide notices; anyone else is told there is no such notice. A draft has no proof yet.
 */
export async function noticeProof(db: Database, user: Person, noticeId: number): Promise<Notice> {
  if (!hasCapability(user, "decide-notices")) await findMyNotice(db, user, noticeId);
  const notice = await findNoticeOfAnyStatus(db, noticeId);
  if (!notice || notice.status === "draft") throw new DomainError("not-found", PROOF_MESSAGES.noProof);
  return notice;
}

/** The placer comments on or accepts the proof of the notice's current version. */
export async function respondToProof(
  db: Database,
  user: Person,
  noticeId: number,
  response: { kind: ProofResponseKind; text?: string },
  at = new Date(),
): Promise<void> {
  await findMyNoticeToActOn(db, user, noticeId);
  await db.transaction(async (tx) => {
    const notice = await findNoticeOfAnyStatus(tx, noticeId);
    if (!notice || !PROOF_STATUSES.includes(notice.status))
      throw new DomainError("conflict", PROOF_MESSAGES.closed);
    if (response.kind === "accepted" && (await hasAcceptedProof(tx, noticeId, notice.version)))
      throw new DomainError("conflict", PROOF_MESSAGES.alreadyAccepted);
    await insertProofResponse(tx, {
      noticeId,
      version: notice.version,
      userId: user.id,
      kind: response.kind,
      text: response.kind === "comment" ? (response.text ?? "").trim() : "",
      at,
    });
  });
}

/**
 * Takes a rejected notice back to draft for its placer to correct (ADR 021); submitted again, it becomes
 * the notice's next version (the workflow keeps it "as-resubmitted").
 */
export async function correctRejectedNotice(db: Database, user: Person, noticeId: number, at = new Date()) {
  await findMyNoticeToActOn(db, user, noticeId);
  await applyNoticeStep(db, { noticeId, event: "return-to-draft", actor: { kind: "placer", user }, at });
}
