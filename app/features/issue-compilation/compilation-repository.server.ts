/**
 * SQL of compiling issues: the edition locked while one is compiled, its last issue, the scheduled
 * notices an issue can carry, and the issue, its supplement and its notices' places written.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { NoticeStatus } from "../../db/schema/notices-values.ts";
import { editions, issues, noticeCategories, notices, noticeTypes, supplements } from "../../db/schema.ts";
import { arrayParam } from "../../db/sql-helpers.server.ts";
import type { EditionId } from "../publications/editions.ts";
import type { IssueHeading, LastIssue, Placement, ScheduledNotice } from "./compilation-rules.ts";

/**
 * Holds the edition's row until the transaction ends: a second compilation of the same edition (another
 * server, the job and a member of staff at once) waits here, then finds the issue made.
 */
export async function lockEdition(db: Database, editionId: EditionId): Promise<boolean> {
  const rows = await db
    .select({ id: editions.id })
    .from(editions)
    .where(eq(editions.id, editionId))
    .for("update");
  return rows.length > 0;
}

/** The edition's highest-numbered issue. */
export async function lastIssueOf(db: Database, editionId: EditionId): Promise<LastIssue | null> {
  const [row] = await db
    .select({ number: issues.number, publishedOn: issues.publishedOn })
    .from(issues)
    .where(eq(issues.editionId, editionId))
    .orderBy(desc(issues.number))
    .limit(1);
  return row ?? null;
}

export interface ScheduledNoticeRow extends ScheduledNotice {
  status: string;
  version: number;
  title: string;
  noticeTypeName: string;
  categoryName: string;
}

/**
 * The edition's scheduled notices whose earliest publication date (London) is `untilDate` or before
 * (or who asked for none), with what the staff page lists of them. `lock`: their rows are held until the
 * transaction ends, so none is withdrawn while its issue is being compiled.
 */
export async function scheduledNoticesUntil(
  db: Database,
  editionId: EditionId,
  untilDate: string,
  options: { lock?: boolean } = {},
): Promise<ScheduledNoticeRow[]> {
  const query = db
    .select({
      id: notices.id,
      noticeCode: notices.noticeCode,
      categoryCode: noticeTypes.categoryCode,
      earliestPublicationAt: notices.earliestPublicationAt,
      status: notices.status,
      version: notices.version,
      title: notices.title,
      noticeTypeName: noticeTypes.name,
      categoryName: noticeCategories.name,
    })
    .from(notices)
    .innerJoin(noticeTypes, eq(noticeTypes.code, notices.noticeCode))
    .innerJoin(noticeCategories, eq(noticeCategories.code, noticeTypes.categoryCode))
    .where(
      and(
        eq(notices.editionId, editionId),
        eq(notices.status, "scheduled"),
        sql`(${notices.earliestPublicationAt} is null or (${notices.earliestPublicationAt} at time zone 'Europe/London')::date <= ${untilDate}::date)`,
      ),
    )
    .orderBy(notices.noticeCode, notices.id)
    .$dynamic();
  return options.lock ? query.for("update", { of: notices }) : query;
}

/** How many of the edition's scheduled notices wait for a later issue than the one on `afterDate`. */
export async function countScheduledAfter(
  db: Database,
  editionId: EditionId,
  afterDate: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notices)
    .where(
      and(
        eq(notices.editionId, editionId),
        eq(notices.status, "scheduled"),
        sql`(${notices.earliestPublicationAt} at time zone 'Europe/London')::date > ${afterDate}::date`,
      ),
    );
  return row?.n ?? 0;
}

export async function insertIssue(
  db: Database,
  editionId: EditionId,
  heading: IssueHeading,
  pageCount: number,
): Promise<number> {
  const [row] = await db
    .insert(issues)
    .values({ editionId, ...heading, pageCount })
    .returning({ id: issues.id });
  return row!.id;
}

export async function insertSupplement(
  db: Database,
  supplement: { issueId: number; position: number; title: string; pagePrefix: string; pageCount: number },
): Promise<number> {
  const [row] = await db.insert(supplements).values(supplement).returning({ id: supplements.id });
  return row!.id;
}

/** Puts each published notice on its page of the issue (and its supplement), in one statement. */
export async function placeNotices(
  db: Database,
  place: { issueId: number; supplementId: number | null; placements: readonly Placement[] },
): Promise<number> {
  if (place.placements.length === 0) return 0;
  const { placements } = place;
  const result = await db.execute<{ id: number }>(sql`
    update notices n set issue_id = ${place.issueId}, page = p.page, page_number = p.page_number,
      supplement_id = case when p.in_supplement then ${place.supplementId}::int end
    from unnest(
      ${arrayParam(
        placements.map((p) => p.id),
        "int4",
      )},
      ${arrayParam(
        placements.map((p) => p.page),
        "text",
      )},
      ${arrayParam(
        placements.map((p) => p.pageNumber),
        "int4",
      )},
      ${arrayParam(
        placements.map((p) => p.inSupplement),
        "bool",
      )}
    ) as p(id, page, page_number, in_supplement)
    where n.id = p.id and n.status = 'published' and n.issue_id is null
    returning n.id`);
  return result.rows.length;
}

export interface PublishStep {
  id: number;
  /** The status the machine was asked about, and the one it moves to. */
  from: NoticeStatus;
  to: NoticeStatus;
  version: number;
  /** The provenance row's detail: where it was printed. */
  detail: string;
}

/**
 * Many notices' `publish` steps at once (the machine already asked for each, their rows locked): each
 * moved only from the status it was asked about, stamped with the publication time, and given its one
 * provenance row, in two statements. Answers how many moved; fewer than asked means one had moved on.
 */
export async function publishNotices(
  db: Database,
  batch: { steps: readonly PublishStep[]; at: Date; agent: string; activity: string },
): Promise<number> {
  if (batch.steps.length === 0) return 0;
  const { steps, at } = batch;
  const moved = await db.execute<{ id: number }>(sql`
    update notices n set status = p.to_status, updated_at = ${at.toISOString()}::timestamptz,
      published_at = coalesce(n.published_at, ${at.toISOString()}::timestamptz)
    from unnest(${arrayParam(
      steps.map((s) => s.id),
      "int4",
    )}, ${arrayParam(
      steps.map((s) => s.from),
      "text",
    )}, ${arrayParam(
      steps.map((s) => s.to),
      "text",
    )}) as p(id, from_status, to_status)
    where n.id = p.id and n.status = p.from_status
    returning n.id`);
  if (moved.rows.length !== steps.length) return moved.rows.length;
  await db.execute(sql`
    insert into notice_provenance (notice_id, activity, occurred_at, agent, version, detail, actor_user_id)
    select p.id, ${batch.activity}, ${at.toISOString()}::timestamptz, ${batch.agent}, p.version, p.detail, null
    from unnest(${arrayParam(
      steps.map((s) => s.id),
      "int4",
    )}, ${arrayParam(
      steps.map((s) => s.version),
      "int4",
    )}, ${arrayParam(
      steps.map((s) => s.detail),
      "text",
    )}) as p(id, version, detail)`);
  return steps.length;
}
