/**
 * Moderation (issue 13 point 1, ADR 021): Gazette staff's queue of notices awaiting approval and their
 * decisions. Approving runs the workflow's `approve` and then the system's `schedule` in one transaction,
 * so an approved notice is at once scheduled for the issue of its publication date (issue compilation
 * picks it up there); rejecting needs a reason, which is e-mailed to the placer in the same transaction
 * (the e-mail is a job); a published notice is withdrawn permanently with a reason and stays as a
 * tombstone. Every step writes its provenance row (applyNoticeStep). Staff only: decide-notices.
 */
import type { Database } from "../../db/client.server.ts";
import type { NoticeStatus } from "../../db/schema/notices-values.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { purgePublicAnswers } from "../../lib/http-cache.server.ts";
import { type Actor, hasCapability } from "../accounts/permissions.ts";
import { isRegisteredCompany } from "../companies/company-service.server.ts";
import { queueEmail } from "../email/send-email.server.ts";
import { forgetNoticePage } from "../notices/notice-service.server.ts";
import { companyNumberOf, PETITION_MESSAGES } from "../placement/forms/petition-form.ts";
import { NOTICE_MESSAGES, noticeAllows } from "../placement/notice-machine.ts";
import { applyNoticeStep } from "../placement/notice-workflow-service.server.ts";
import { EDITIONS, getEdition } from "../publications/editions.ts";
import { noticeRejectedMessage } from "./moderation-emails.ts";
import { QUEUE_AGES, type QueueQuery } from "./moderation-forms.ts";
import {
  type ModerationNotice,
  selectModerationNotice,
  selectModerationQueue,
  selectPlacerContact,
  selectQueuedNoticeTypes,
} from "./moderation-repository.server.ts";
import { type SlaStanding, slaStanding } from "./moderation-sla.ts";

/** The queue shows this many notices at most, oldest first: the ones to decide next. */
export const QUEUE_LIMIT = 200;

const NOT_FOUND = "There is no such notice awaiting a decision.";

export const MODERATION_MESSAGES = {
  approved: (id: number) => `Notice ${id} has been approved and scheduled for publication.`,
  rejected: (id: number) => `Notice ${id} has been rejected. Its placer has been e-mailed the reason.`,
  withdrawn: (id: number) => `Notice ${id} has been permanently withdrawn.`,
} as const;

function assertStaff(user: Actor): void {
  if (!hasCapability(user, "decide-notices")) throw new DomainError("forbidden", NOTICE_MESSAGES.staffOnly);
}

const jurisdictionOf = (editionId: string) => getEdition(editionId)?.jurisdiction ?? "england-and-wales";

export interface QueueItem {
  id: number;
  title: string;
  noticeType: string;
  noticeCode: string;
  editionName: string;
  placer: string;
  waitingSince: string;
  sla: SlaStanding;
  proof: "accepted" | "commented" | "not yet answered";
}

export interface QueueView {
  items: QueueItem[];
  /** The filters' choices: editions, and the types that have notices waiting. */
  editions: { value: string; label: string }[];
  types: { value: string; label: string }[];
  ages: readonly { value: string; label: string }[];
  limit: number;
}

export async function moderationQueue(
  db: Database,
  user: Actor,
  query: QueueQuery,
  now = new Date(),
): Promise<QueueView> {
  assertStaff(user);
  const days = Number(query.age || 0);
  const [rows, types] = await Promise.all([
    selectModerationQueue(db, {
      editionId: query.edition || undefined,
      noticeCode: query.type || undefined,
      waitingSinceAtMost: days ? new Date(now.getTime() - days * 86_400_000) : undefined,
      limit: QUEUE_LIMIT,
    }),
    selectQueuedNoticeTypes(db),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      noticeType: row.noticeTypeName,
      noticeCode: row.noticeCode,
      editionName: getEdition(row.editionId)?.name ?? row.editionId,
      placer: row.placer ?? "Unknown",
      waitingSince: row.waitingSince.toISOString(),
      sla: slaStanding(jurisdictionOf(row.editionId), row.waitingSince, now),
      proof: row.proofAccepted ? "accepted" : row.proofComments > 0 ? "commented" : "not yet answered",
    })),
    editions: EDITIONS.map((e) => ({ value: e.id, label: e.name })),
    types: types.map((t) => ({ value: t.code, label: `${t.code} ${t.name}` })),
    ages: QUEUE_AGES,
    limit: QUEUE_LIMIT,
  };
}

export interface DecisionView {
  notice: Omit<
    ModerationNotice,
    "earliestPublicationAt" | "submittedAt" | "publishedAt" | "waitingSince" | "data"
  > & {
    earliestPublicationAt: string | null;
    submittedAt: string | null;
    publishedAt: string | null;
    editionName: string;
  };
  /** While it awaits approval: how long it has waited against the service level. */
  sla: SlaStanding | null;
  /** The company-register check: what staff should look at before approving (as check-answers says it). */
  companyWarnings: string[];
  mayDecide: boolean;
  mayWithdraw: boolean;
}

/** One notice for staff: what they decide it by (the documents and the proof's answers come beside it). */
export async function noticeForDecision(
  db: Database,
  user: Actor,
  id: number,
  now = new Date(),
): Promise<DecisionView> {
  assertStaff(user);
  const found = await selectModerationNotice(db, id);
  if (!found) throw new DomainError("not-found", NOT_FOUND);
  const { data, waitingSince, ...notice } = found;
  const company = notice.companyNumber ?? companyNumberOf(data);
  const companyWarnings =
    company && !(await isRegisteredCompany(db, company)) ? [PETITION_MESSAGES.notVerified(company)] : [];
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    notice: {
      ...notice,
      earliestPublicationAt: iso(notice.earliestPublicationAt),
      submittedAt: iso(notice.submittedAt),
      publishedAt: iso(notice.publishedAt),
      editionName: getEdition(notice.editionId)?.name ?? notice.editionId,
    },
    sla:
      notice.status === "awaiting-approval"
        ? slaStanding(jurisdictionOf(notice.editionId), waitingSince, now)
        : null,
    companyWarnings,
    mayDecide: noticeAllows(notice.status, "approve"),
    mayWithdraw: noticeAllows(notice.status, "permanently-withdraw"),
  };
}

/** The schedule step's note: the issue the notice is for (the first on or after its publication date). */
function scheduledFor(earliest: Date | null, at: Date): string {
  const day = earliest && earliest > at ? earliest : at;
  return `For the first issue of its edition on or after ${formatLongDate(day)}`;
}

/**
 * Approves a notice awaiting approval and schedules it, both steps or neither. Returns the status it
 * ends in (scheduled).
 */
export async function approveNotice(
  db: Database,
  user: Actor,
  id: number,
  at = new Date(),
): Promise<NoticeStatus> {
  assertStaff(user);
  return db.transaction(async (tx) => {
    const notice = await selectModerationNotice(tx, id);
    if (!notice) throw new DomainError("not-found", NOT_FOUND);
    await applyNoticeStep(tx, { noticeId: id, event: "approve", actor: { kind: "staff", user }, at });
    const step = await applyNoticeStep(tx, {
      noticeId: id,
      event: "schedule",
      actor: { kind: "system" },
      reason: scheduledFor(notice.earliestPublicationAt, at),
      at,
    });
    return step.to;
  });
}

/** Rejects a notice awaiting approval with a reason, and e-mails its placer the reason in the same transaction. */
export async function rejectNotice(
  db: Database,
  user: Actor,
  id: number,
  reason: string,
  siteUrl: string,
  at = new Date(),
): Promise<void> {
  assertStaff(user);
  await db.transaction(async (tx) => {
    await applyNoticeStep(tx, { noticeId: id, event: "reject", actor: { kind: "staff", user }, reason, at });
    const placer = await selectPlacerContact(tx, id);
    if (!placer) return;
    await queueEmail(
      tx,
      noticeRejectedMessage({
        to: placer.email,
        name: placer.name,
        noticeId: id,
        title: placer.title,
        reason: reason.trim(),
        link: new URL(`/my-gazette/notices/${id}`, siteUrl).toString(),
      }),
    );
  });
}

/** Withdraws a published notice permanently: it stays as a tombstone saying so, with the reason. */
export async function withdrawNoticePermanently(
  db: Database,
  user: Actor,
  id: number,
  reason: string,
  at = new Date(),
): Promise<void> {
  assertStaff(user);
  await applyNoticeStep(db, {
    noticeId: id,
    event: "permanently-withdraw",
    actor: { kind: "staff", user },
    reason,
    at,
  });
  forgetNoticePage(id);
  // Its public answers (the notice's data, feeds) change to a tombstone: purged here, CDNs told (ADR 024).
  purgePublicAnswers();
}
