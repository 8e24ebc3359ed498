/**
 * SQL of drafts (issue 12 point 2): a new draft, its answers saved while it is still a draft, and the
 * finished notice's content written when it is submitted — its record, version 1 as submitted, its
 * places and people — all guarded by the status, so a draft that has moved on is never written.
 */
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { noticeLocations, noticePeople, notices, noticeVersions } from "../../db/schema.ts";

export interface DraftRecord {
  id: number;
  noticeCode: string;
  editionId: string;
  status: string;
  title: string;
  data: Record<string, unknown>;
  bodyHtml: string;
  earliestPublicationAt: Date | null;
  placedByUserId: number | null;
  placingOrganisationId: number | null;
  pricePence: number | null;
  createdAt: Date;
}

export async function insertDraft(
  db: Database,
  draft: {
    noticeCode: string;
    editionId: string;
    title: string;
    placedByUserId: number;
    placingOrganisationId: number | null;
    /** A draft made from a bundle (ADR 022) starts with the bundle's data, date and number. */
    data?: Record<string, unknown>;
    earliestPublicationAt?: Date | null;
    bundleId?: number | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(notices)
    .values({ ...draft, status: "draft", bodyHtml: "", bodyText: "", data: draft.data ?? {} })
    .returning({ id: notices.id });
  return row!.id;
}

export async function selectDraftRecord(db: Database, id: number): Promise<DraftRecord | null> {
  const [row] = await db
    .select({
      id: notices.id,
      noticeCode: notices.noticeCode,
      editionId: notices.editionId,
      status: notices.status,
      title: notices.title,
      data: notices.data,
      bodyHtml: notices.bodyHtml,
      earliestPublicationAt: notices.earliestPublicationAt,
      placedByUserId: notices.placedByUserId,
      placingOrganisationId: notices.placingOrganisationId,
      pricePence: notices.pricePence,
      createdAt: notices.createdAt,
    })
    .from(notices)
    .where(eq(notices.id, id));
  return row ?? null;
}

/** Saves a draft's answers (and the title its lists show); false when it is no longer a draft. */
export async function updateDraftAnswers(
  db: Database,
  id: number,
  change: { data: Record<string, unknown>; title: string },
): Promise<boolean> {
  const rows = await db
    .update(notices)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(notices.id, id), eq(notices.status, "draft")))
    .returning({ id: notices.id });
  return rows.length > 0;
}

export interface FinishedNotice {
  title: string;
  bodyHtml: string;
  bodyText: string;
  data: Record<string, unknown>;
  pricePence: number;
  companyNumber: string | null;
  locations: readonly {
    role: string;
    address: string;
    postcode: string | null;
    latitude: number | null;
    longitude: number | null;
    localAuthorityCode: string | null;
  }[];
  people: readonly { role: string; fullName: string; nameKey: string }[];
}

/**
 * Writes a draft's finished content, in the submitting transaction, before the workflow's submit step:
 * the record, its places and people (replacing any from an earlier attempt), and the version as
 * submitted. False when it is no longer a draft.
 */
export async function writeFinishedDraft(
  tx: Database,
  id: number,
  notice: FinishedNotice,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(notices)
    .set({
      title: notice.title,
      bodyHtml: notice.bodyHtml,
      bodyText: notice.bodyText,
      data: notice.data,
      pricePence: notice.pricePence,
      companyNumber: notice.companyNumber,
      // The notice's own place (the first), so maps and radius searches need no join.
      latitude: notice.locations[0]?.latitude ?? null,
      longitude: notice.locations[0]?.longitude ?? null,
      updatedAt: at,
    })
    .where(and(eq(notices.id, id), eq(notices.status, "draft")))
    .returning({ version: notices.version });
  const version = rows[0]?.version;
  if (version === undefined) return false;
  await tx.delete(noticeLocations).where(eq(noticeLocations.noticeId, id));
  await tx.delete(noticePeople).where(eq(noticePeople.noticeId, id));
  await tx
    .delete(noticeVersions)
    .where(and(eq(noticeVersions.noticeId, id), eq(noticeVersions.version, version)));
  if (notice.locations.length)
    await tx.insert(noticeLocations).values(notice.locations.map((l) => ({ ...l, noticeId: id })));
  if (notice.people.length)
    await tx.insert(noticePeople).values(notice.people.map((p) => ({ ...p, noticeId: id })));
  await tx.insert(noticeVersions).values({
    noticeId: id,
    version,
    title: notice.title,
    bodyHtml: notice.bodyHtml,
    data: notice.data,
    createdAt: at,
    reason: "as-submitted",
  });
  return true;
}

/**
 * The person's newest draft of this type and edition begun after `since` and not answered yet: "Start
 * now" sent twice (a double click, a resent form) finds it rather than beginning a second.
 */
export async function findFreshEmptyDraft(
  db: Database,
  draft: { noticeCode: string; editionId: string; placedByUserId: number },
  since: Date,
): Promise<number | null> {
  const [row] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(
      and(
        eq(notices.placedByUserId, draft.placedByUserId),
        eq(notices.status, "draft"),
        eq(notices.noticeCode, draft.noticeCode),
        eq(notices.editionId, draft.editionId),
        gt(notices.createdAt, since),
        sql`${notices.data} = '{}'::jsonb`,
      ),
    )
    .orderBy(desc(notices.createdAt))
    .limit(1);
  return row?.id ?? null;
}
