/**
 * SQL of moderation (ADR 021): the queue of notices awaiting approval, oldest first, with when each
 * reached staff; one notice with what staff decide it by; its placer's address for the decision's e-mail.
 */
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { NoticeStatus } from "../../db/schema/notices-values.ts";
import {
  noticeProvenance,
  notices,
  noticeTypes,
  organisations,
  proofResponses,
  users,
} from "../../db/schema.ts";

/** The moment the notice came to staff: the step that made it await approval (paid and checked, or sent free). */
const waitingSince = sql<Date>`coalesce((
  select max(${noticeProvenance.occurredAt}) from ${noticeProvenance}
  where ${noticeProvenance.noticeId} = ${notices.id}
    and ${noticeProvenance.activity} in ('validated', 'payment-not-required')
), ${notices.updatedAt})`.mapWith((value: unknown) => new Date(value as string));

/** Whether the placer accepted the proof of the notice's current version, and how many comments it has. */
const proofAccepted = sql<boolean>`exists (
  select 1 from ${proofResponses} where ${proofResponses.noticeId} = ${notices.id}
    and ${proofResponses.version} = ${notices.version} and ${proofResponses.kind} = 'accepted'
)`;
const proofComments = sql<number>`(
  select count(*) from ${proofResponses} where ${proofResponses.noticeId} = ${notices.id}
    and ${proofResponses.kind} = 'comment'
)`.mapWith(Number);

export interface QueueRow {
  id: number;
  title: string;
  noticeCode: string;
  noticeTypeName: string;
  editionId: string;
  placer: string | null;
  waitingSince: Date;
  proofAccepted: boolean;
  proofComments: number;
}

export interface QueueFilter {
  editionId?: string | undefined;
  noticeCode?: string | undefined;
  /** Only notices that came to staff at or before this moment. */
  waitingSinceAtMost?: Date | undefined;
  limit: number;
}

export async function selectModerationQueue(db: Database, filter: QueueFilter): Promise<QueueRow[]> {
  const waiting = sql`(${waitingSince})`;
  return db
    .select({
      id: notices.id,
      title: notices.title,
      noticeCode: notices.noticeCode,
      noticeTypeName: noticeTypes.name,
      editionId: notices.editionId,
      placer: sql<string | null>`coalesce(${organisations.name}, ${users.name})`,
      waitingSince,
      proofAccepted,
      proofComments,
    })
    .from(notices)
    .innerJoin(noticeTypes, eq(noticeTypes.code, notices.noticeCode))
    .leftJoin(organisations, eq(organisations.id, notices.placingOrganisationId))
    .leftJoin(users, eq(users.id, notices.placedByUserId))
    .where(
      and(
        eq(notices.status, "awaiting-approval"),
        filter.editionId ? eq(notices.editionId, filter.editionId) : undefined,
        filter.noticeCode ? eq(notices.noticeCode, filter.noticeCode) : undefined,
        filter.waitingSinceAtMost
          ? lte(waiting, sql`${filter.waitingSinceAtMost.toISOString()}::timestamptz`)
          : undefined,
      ),
    )
    .orderBy(asc(waiting), asc(notices.id))
    .limit(filter.limit);
}

/** The notice types that have notices awaiting approval, for the queue's type filter. */
export async function selectQueuedNoticeTypes(db: Database): Promise<{ code: string; name: string }[]> {
  return db
    .selectDistinct({ code: noticeTypes.code, name: noticeTypes.name })
    .from(notices)
    .innerJoin(noticeTypes, eq(noticeTypes.code, notices.noticeCode))
    .where(eq(notices.status, "awaiting-approval"))
    .orderBy(asc(noticeTypes.code));
}

export interface ModerationNotice {
  id: number;
  status: NoticeStatus;
  title: string;
  bodyHtml: string;
  data: Record<string, unknown>;
  noticeCode: string;
  noticeTypeName: string;
  editionId: string;
  version: number;
  companyNumber: string | null;
  earliestPublicationAt: Date | null;
  submittedAt: Date | null;
  publishedAt: Date | null;
  organisationName: string | null;
  placerName: string | null;
  placerEmail: string | null;
  waitingSince: Date;
}

/** The statuses staff open a notice in: before their decision, and published (to withdraw it). */
export const MODERATED_STATUSES: readonly NoticeStatus[] = [
  "awaiting-approval",
  "approved",
  "scheduled",
  "rejected",
  "published",
  "permanently-withdrawn",
];

export async function selectModerationNotice(db: Database, id: number): Promise<ModerationNotice | null> {
  const [row] = await db
    .select({
      id: notices.id,
      status: notices.status,
      title: notices.title,
      bodyHtml: notices.bodyHtml,
      data: notices.data,
      noticeCode: notices.noticeCode,
      noticeTypeName: noticeTypes.name,
      editionId: notices.editionId,
      version: notices.version,
      companyNumber: notices.companyNumber,
      earliestPublicationAt: notices.earliestPublicationAt,
      submittedAt: notices.submittedAt,
      publishedAt: notices.publishedAt,
      organisationName: organisations.name,
      placerName: users.name,
      placerEmail: users.email,
      waitingSince,
    })
    .from(notices)
    .innerJoin(noticeTypes, eq(noticeTypes.code, notices.noticeCode))
    .leftJoin(organisations, eq(organisations.id, notices.placingOrganisationId))
    .leftJoin(users, eq(users.id, notices.placedByUserId))
    .where(and(eq(notices.id, id), inArray(notices.status, [...MODERATED_STATUSES])));
  return row ?? null;
}

/** Who placed the notice, to tell them of staff's decision (null for a notice with no placer left). */
export async function selectPlacerContact(
  db: Database,
  noticeId: number,
): Promise<{ name: string; email: string; title: string } | null> {
  const [row] = await db
    .select({ name: users.name, email: users.email, title: notices.title })
    .from(notices)
    .innerJoin(users, eq(users.id, notices.placedByUserId))
    .where(eq(notices.id, noticeId));
  return row ?? null;
}

/** Why and when staff last rejected the notice (null when they never did). */
export async function selectLatestRejection(
  db: Database,
  noticeId: number,
): Promise<{ reason: string; at: Date } | null> {
  const [row] = await db
    .select({ reason: noticeProvenance.detail, at: noticeProvenance.occurredAt })
    .from(noticeProvenance)
    .where(and(eq(noticeProvenance.noticeId, noticeId), eq(noticeProvenance.activity, "rejected")))
    .orderBy(desc(noticeProvenance.occurredAt), desc(noticeProvenance.id))
    .limit(1);
  return row ? { reason: row.reason ?? "", at: row.at } : null;
}
