/**
 * Applying a step of the notice workflow (notice-machine.ts): one transaction locks the notice, checks
 * who is asking (the placer for their own notice, staff for decisions, the system for payment and
 * publication), asks the machine, moves the status conditionally and writes the step's provenance row —
 * who, when and why — so a notice's status and its trail can never disagree.
 */
import type { Database } from "../../db/client.server.ts";
import type { NoticeStatus, ProvenanceActivity } from "../../db/schema/notices-values.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { type Actor, hasCapability, hasPermission } from "../accounts/permissions.ts";
import { injunctionRefusalFor } from "../injunctions/injunctions-service.server.ts";
import {
  NOTICE_EVENT_ACTIVITIES,
  NOTICE_MESSAGES,
  type NoticeEvent,
  nextNoticeStatus,
} from "./notice-machine.ts";
import {
  addNoticeVersion,
  insertProvenanceEntry,
  lockWorkflowNotice,
  moveNoticeStatus,
  type WorkflowNotice,
  wasPaidBefore,
  wasRejectedAtVersion,
} from "./notice-workflow-repository.server.ts";

/** The agents the public trail names for the Gazette's own people and systems. */
export const GAZETTE_AGENTS = {
  staff: "Gazette editorial",
  system: "Gazette publishing system",
} as const;

/** Who takes a step: a signed-in person acting as placer or as staff, or one of the Gazette's systems. */
export type NoticeActor =
  | { kind: "placer"; user: Actor & { name: string } }
  | { kind: "staff"; user: Actor }
  /** `agent`: the system's name in the trail (payments, issue compilation); the publishing system by default. */
  | { kind: "system"; agent?: string };

export interface NoticeStep {
  noticeId: number;
  event: NoticeEvent;
  actor: NoticeActor;
  /** A rejection's or a permanent withdrawal's reason (required), or a note (optional). */
  reason?: string;
  /**
   * Labels of the supporting documents the placing policy requires that the notice lacks; the uploads
   * (a later part of issue 12) work these out. Submitting is refused while any is missing.
   */
  missingDocuments?: readonly string[];
  at?: Date;
}

export interface NoticeStepResult {
  noticeId: number;
  from: NoticeStatus;
  to: NoticeStatus;
  activity: ProvenanceActivity;
}

const NOT_FOUND = "There is no such notice.";

/** The steps a court injunction can stop (ADR 019): a petition is neither submitted nor approved. */
const INJUNCTION_STEPS: ReadonlySet<NoticeEvent> = new Set(["submit", "approve"]);

/**
 * A placer may act on a notice they placed, or one placed by their organisation when they may place
 * notices themselves. Anyone else is told there is no such notice: another account's notice is a 404.
 */
function isPlacerOf(notice: WorkflowNotice, user: Actor): boolean {
  if (notice.placedByUserId === user.id) return true;
  return (
    notice.placingOrganisationId !== null &&
    notice.placingOrganisationId === user.organisationId &&
    hasPermission(user, "place-notices")
  );
}

function agentOf(notice: WorkflowNotice, actor: NoticeActor): string {
  if (actor.kind === "staff") return GAZETTE_AGENTS.staff;
  if (actor.kind === "system") return actor.agent ?? GAZETTE_AGENTS.system;
  return notice.organisationName ?? actor.user.name;
}

export async function applyNoticeStep(db: Database, step: NoticeStep): Promise<NoticeStepResult> {
  const at = step.at ?? new Date();
  const reason = step.reason?.trim() ?? "";
  return db.transaction(async (tx) => {
    const notice = await lockWorkflowNotice(tx, step.noticeId);
    if (!notice) throw new DomainError("not-found", NOT_FOUND);
    const { actor } = step;
    if (actor.kind === "placer" && !isPlacerOf(notice, actor.user))
      throw new DomainError("not-found", NOT_FOUND);
    if (actor.kind === "staff" && !hasCapability(actor.user, "decide-notices"))
      throw new DomainError("forbidden", NOTICE_MESSAGES.staffOnly);
    const to = nextNoticeStatus(notice.status, step.event, actor.kind, {
      missingDocuments: step.missingDocuments ?? [],
      // A rejected notice resubmitted was paid for already (ADR 021): it goes on without paying again.
      paymentRequired:
        !notice.paymentNotRequired &&
        !(step.event === "skip-payment" && (await wasPaidBefore(tx, notice.id))),
      reason,
      injunction: INJUNCTION_STEPS.has(step.event) ? await injunctionRefusalFor(tx, notice, at) : null,
    });
    const from = notice.status as NoticeStatus;
    if (!(await moveNoticeStatus(tx, { id: notice.id, from, to, at })))
      throw new DomainError("conflict", NOTICE_MESSAGES.notAllowed);
    const activity = NOTICE_EVENT_ACTIVITIES[step.event];
    const version = await resubmittedVersion(tx, notice, step.event, at);
    await insertProvenanceEntry(tx, {
      noticeId: notice.id,
      activity,
      occurredAt: at,
      agent: agentOf(notice, actor),
      version,
      detail: reason || null,
      actorUserId: actor.kind === "system" ? null : actor.user.id,
    });
    return { noticeId: notice.id, from, to, activity };
  });
}

/**
 * A rejected notice its placer corrected and submits again is a new version (ADR 021): its content as
 * resubmitted is kept ("as-resubmitted") and the trail's step names it. Otherwise the version stands.
 */
async function resubmittedVersion(
  tx: Database,
  notice: WorkflowNotice,
  event: NoticeEvent,
  at: Date,
): Promise<number> {
  if (event !== "submit" || !(await wasRejectedAtVersion(tx, notice.id, notice.version)))
    return notice.version;
  return (await addNoticeVersion(tx, notice.id, "as-resubmitted", at)) ?? notice.version;
}

/**
 * A change its placer makes to a submitted notice's content (a new claims deadline): run `change` and,
 * in the same transaction, keep the result as the notice's next version ("correction") with a
 * "corrected" step in its trail saying what changed. A draft's changes are not versions: it has none yet.
 */
export async function correctSubmittedNotice(
  db: Database,
  step: { noticeId: number; user: Actor & { name: string }; detail: string; at?: Date },
  change: (tx: Database) => Promise<boolean>,
): Promise<boolean> {
  const at = step.at ?? new Date();
  return db.transaction(async (tx) => {
    const notice = await lockWorkflowNotice(tx, step.noticeId);
    if (!notice || !isPlacerOf(notice, step.user)) throw new DomainError("not-found", NOT_FOUND);
    if (!(await change(tx))) return false;
    if (notice.status === "draft") return true;
    const version = await addNoticeVersion(tx, notice.id, "correction", at);
    await insertProvenanceEntry(tx, {
      noticeId: notice.id,
      activity: "corrected",
      occurredAt: at,
      agent: agentOf(notice, { kind: "placer", user: step.user }),
      version: version ?? notice.version,
      detail: step.detail,
      actorUserId: step.user.id,
    });
    return true;
  });
}
