/**
 * SQL of the notice workflow: a notice locked with what its steps need to know (who placed it, whether
 * its account pays), its status moved only from the status the machine was asked about, and the step's
 * provenance row. The service runs all three in one transaction.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { NoticeStatus, ProvenanceActivity } from "../../db/schema/notices-values.ts";
import { noticeProvenance, notices, noticeVersions, organisations, users } from "../../db/schema.ts";

export interface WorkflowNotice {
  id: number;
  status: string;
  version: number;
  placedByUserId: number | null;
  placingOrganisationId: number | null;
  organisationName: string | null;
  /** The account's "payment not required" mark (organisations only; individuals always pay). */
  paymentNotRequired: boolean;
  placerName: string | null;
  /** What a court injunction's guard weighs (submit, approve): the type, the company, the date asked for. */
  noticeCode: string;
  companyNumber: string | null;
  earliestPublicationAt: Date | null;
}

/** The notice, its row locked until the transaction ends (a racing step waits, then finds it moved). */
export async function lockWorkflowNotice(db: Database, id: number): Promise<WorkflowNotice | null> {
  const [row] = await db
    .select({
      id: notices.id,
      status: notices.status,
      version: notices.version,
      placedByUserId: notices.placedByUserId,
      placingOrganisationId: notices.placingOrganisationId,
      organisationName: organisations.name,
      paymentNotRequired: sql<boolean>`coalesce(${organisations.paymentNotRequired}, false)`,
      placerName: users.name,
      noticeCode: notices.noticeCode,
      companyNumber: notices.companyNumber,
      earliestPublicationAt: notices.earliestPublicationAt,
    })
    .from(notices)
    .leftJoin(organisations, eq(organisations.id, notices.placingOrganisationId))
    .leftJoin(users, eq(users.id, notices.placedByUserId))
    .where(eq(notices.id, id))
    .for("update", { of: notices });
  return row ?? null;
}

/**
 * Moves the notice from `from` to `to`; false when it was no longer at `from`. Submitting stamps the
 * submission time, and publishing the publication time unless the issue already set it.
 */
export async function moveNoticeStatus(
  db: Database,
  change: { id: number; from: NoticeStatus; to: NoticeStatus; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(notices)
    .set({
      status: change.to,
      updatedAt: change.at,
      ...(change.to === "submitted" && change.from === "draft" ? { submittedAt: change.at } : {}),
      ...(change.to === "published"
        ? { publishedAt: sql`coalesce(${notices.publishedAt}, ${change.at.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(and(eq(notices.id, change.id), eq(notices.status, change.from)))
    .returning({ id: notices.id });
  return rows.length > 0;
}

export async function insertProvenanceEntry(
  db: Database,
  entry: {
    noticeId: number;
    activity: ProvenanceActivity;
    occurredAt: Date;
    agent: string;
    version: number;
    detail: string | null;
    actorUserId: number | null;
  },
): Promise<void> {
  await db.insert(noticeProvenance).values(entry);
}

/**
 * Makes the notice's current content its next version (`notice_versions`, with why), for a change after
 * submission; returns the new version number (null when there is no such notice).
 */
export async function addNoticeVersion(
  db: Database,
  id: number,
  reason: string,
  at: Date,
): Promise<number | null> {
  const [row] = await db
    .update(notices)
    .set({ version: sql`${notices.version} + 1`, updatedAt: at })
    .where(eq(notices.id, id))
    .returning({
      version: notices.version,
      title: notices.title,
      bodyHtml: notices.bodyHtml,
      data: notices.data,
    });
  if (!row) return null;
  await db.insert(noticeVersions).values({ noticeId: id, ...row, createdAt: at, reason });
  return row.version;
}

/** Whether staff rejected this version of the notice (its resubmission is then a new version). */
export async function wasRejectedAtVersion(db: Database, id: number, version: number): Promise<boolean> {
  const rows = await db
    .select({ id: noticeProvenance.id })
    .from(noticeProvenance)
    .where(
      and(
        eq(noticeProvenance.noticeId, id),
        eq(noticeProvenance.activity, "rejected"),
        eq(noticeProvenance.version, version),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether the notice was ever paid for (a rejected notice resubmitted keeps its payment: ADR 021). */
export async function wasPaidBefore(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: noticeProvenance.id })
    .from(noticeProvenance)
    .where(and(eq(noticeProvenance.noticeId, id), eq(noticeProvenance.activity, "paid")))
    .limit(1);
  return rows.length > 0;
}
