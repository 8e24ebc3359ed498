/** SQL for reading notices. Rows become DTOs (notice-types.ts) here and nowhere else. */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import {
  companies,
  issues,
  localAuthorities,
  noticeCategories,
  noticeCompanies,
  noticeLocations,
  noticePeople,
  noticeProvenance,
  notices,
  noticeTypes,
  noticeVersions,
  organisations,
} from "../../db/schema.ts";
import { arrayParam } from "../../db/sql-helpers.server.ts";
import type { EditionId } from "../publications/editions.ts";
import { summarise } from "./notice-html.server.ts";
import type { Notice, NoticeStatus, NoticeSummary, NoticeVersion, ProvenanceEntry } from "./notice-types.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const summaryColumns = {
  id: notices.id,
  noticeCode: notices.noticeCode,
  noticeTypeName: noticeTypes.name,
  categoryCode: noticeTypes.categoryCode,
  editionId: notices.editionId,
  title: notices.title,
  bodyText: sql<string>`left(${notices.bodyText}, 400)`,
  publishedAt: notices.publishedAt,
  issueNumber: issues.number,
  page: notices.page,
  latitude: notices.latitude,
  longitude: notices.longitude,
};

type SummaryRow = {
  id: number;
  noticeCode: string;
  noticeTypeName: string;
  categoryCode: string;
  editionId: string;
  title: string;
  bodyText: string;
  publishedAt: Date | null;
  issueNumber: number | null;
  page: string | null;
  latitude: number | null;
  longitude: number | null;
};

function toSummary(r: SummaryRow): NoticeSummary {
  return {
    id: r.id,
    noticeCode: r.noticeCode,
    noticeTypeName: r.noticeTypeName,
    categoryCode: r.categoryCode,
    editionId: r.editionId as EditionId,
    title: r.title,
    summary: summarise(r.bodyText, 280),
    publishedAt: iso(r.publishedAt),
    issueNumber: r.issueNumber,
    page: r.page,
    latitude: r.latitude,
    longitude: r.longitude,
  };
}

function summaryQuery(db: Database) {
  return db
    .select(summaryColumns)
    .from(notices)
    .innerJoin(noticeTypes, eq(noticeTypes.code, notices.noticeCode))
    .leftJoin(issues, eq(issues.id, notices.issueId));
}

/** A notice as the public may see it: published only. */
export async function findPublishedNotice(db: Database, id: number): Promise<Notice | null> {
  const [row] = await db
    .select({
      n: notices,
      typeName: noticeTypes.name,
      categoryCode: noticeTypes.categoryCode,
      categoryName: noticeCategories.name,
      linkedDataClass: noticeTypes.linkedDataClass,
      issueEdition: issues.editionId,
      issueNumber: issues.number,
      issueDate: issues.publishedOn,
      issueIsbn: issues.isbn,
      orgId: organisations.id,
      orgName: organisations.name,
    })
    .from(notices)
    .innerJoin(noticeTypes, eq(noticeTypes.code, notices.noticeCode))
    .innerJoin(noticeCategories, eq(noticeCategories.code, noticeTypes.categoryCode))
    .leftJoin(issues, eq(issues.id, notices.issueId))
    .leftJoin(organisations, eq(organisations.id, notices.placingOrganisationId))
    .where(and(eq(notices.id, id), eq(notices.status, "published")));
  if (!row) return null;
  const [locations, people, companyRows] = await Promise.all([
    db
      .select({ l: noticeLocations, laName: localAuthorities.name })
      .from(noticeLocations)
      .leftJoin(localAuthorities, eq(localAuthorities.code, noticeLocations.localAuthorityCode))
      .where(eq(noticeLocations.noticeId, id))
      .orderBy(asc(noticeLocations.id)),
    db.select().from(noticePeople).where(eq(noticePeople.noticeId, id)).orderBy(asc(noticePeople.id)),
    db
      .select({ number: noticeCompanies.companyNumber, role: noticeCompanies.role, name: companies.name })
      .from(noticeCompanies)
      .leftJoin(companies, eq(companies.number, noticeCompanies.companyNumber))
      .where(eq(noticeCompanies.noticeId, id)),
  ]);
  const n = row.n;
  return {
    id: n.id,
    noticeCode: n.noticeCode,
    noticeTypeName: row.typeName,
    categoryCode: row.categoryCode,
    categoryName: row.categoryName,
    linkedDataClass: row.linkedDataClass,
    editionId: n.editionId as EditionId,
    status: n.status as NoticeStatus,
    title: n.title,
    bodyHtml: n.bodyHtml,
    bodyText: n.bodyText,
    data: n.data,
    issue:
      row.issueNumber !== null && row.issueEdition && row.issueDate
        ? {
            editionId: row.issueEdition as EditionId,
            number: row.issueNumber,
            publishedOn: row.issueDate,
            isbn: row.issueIsbn,
          }
        : null,
    page: n.page,
    publishedAt: iso(n.publishedAt),
    earliestPublicationAt: iso(n.earliestPublicationAt),
    submittedAt: iso(n.submittedAt),
    placingOrganisation: row.orgId !== null && row.orgName ? { id: row.orgId, name: row.orgName } : null,
    version: n.version,
    companyNumber: n.companyNumber,
    latitude: n.latitude,
    longitude: n.longitude,
    locations: locations.map(({ l, laName }) => ({
      role: l.role,
      address: l.address,
      postcode: l.postcode,
      latitude: l.latitude,
      longitude: l.longitude,
      localAuthorityCode: l.localAuthorityCode,
      localAuthorityName: laName,
    })),
    people: people.map((p) => ({ role: p.role, fullName: p.fullName })),
    companies: companyRows.map((c) => ({ number: c.number, name: c.name, role: c.role })),
  };
}

export async function latestNotices(db: Database, limit: number): Promise<NoticeSummary[]> {
  const rows = await summaryQuery(db)
    .where(eq(notices.status, "published"))
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(limit);
  return rows.map(toSummary);
}

/** People who act in a matter rather than being its subject: sharing one of them does not relate notices. */
const PROFESSIONAL_ROLES = [
  "office-holder",
  "official-receiver",
  "trustee",
  "personal-representative",
  "foreign-representative",
];

/**
 * Other published notices about the same company, then the same person (the subject, not the practitioner
 * who acts), then the same place (postcode); newest first within each.
 */
export async function relatedNotices(db: Database, notice: Notice, limit = 8): Promise<NoticeSummary[]> {
  const result = await db.execute<{ id: number; priority: number }>(sql`
    with candidates as (
      select nc.notice_id as id, 1 as priority from notice_companies nc
        where nc.company_number in (select company_number from notice_companies where notice_id = ${notice.id})
      union all
      select np.notice_id, 2 from notice_people np
        where np.name_key in (
          select name_key from notice_people
          where notice_id = ${notice.id} and role <> all(${arrayParam(PROFESSIONAL_ROLES, "text")}))
          and np.role <> all(${arrayParam(PROFESSIONAL_ROLES, "text")})
      union all
      select nl.notice_id, 3 from notice_locations nl
        where nl.postcode in (select postcode from notice_locations where notice_id = ${notice.id} and postcode is not null)
    )
    select c.id, min(c.priority)::int as priority from candidates c
    join notices n on n.id = c.id and n.status = 'published'
    where c.id <> ${notice.id}
    group by c.id, n.published_at
    order by min(c.priority), n.published_at desc, c.id desc
    limit ${limit}`);
  const ids = result.rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await summaryQuery(db).where(inArray(notices.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toSummary(r)]));
  return ids.map((id) => byId.get(id)).filter((n): n is NoticeSummary => !!n);
}

export async function listNoticeVersions(db: Database, noticeId: number): Promise<NoticeVersion[]> {
  const rows = await db
    .select()
    .from(noticeVersions)
    .where(eq(noticeVersions.noticeId, noticeId))
    .orderBy(asc(noticeVersions.version));
  return rows.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() }));
}

export async function findNoticeVersion(
  db: Database,
  noticeId: number,
  version: number,
): Promise<NoticeVersion | null> {
  const [v] = await db
    .select()
    .from(noticeVersions)
    .where(and(eq(noticeVersions.noticeId, noticeId), eq(noticeVersions.version, version)));
  return v ? { ...v, createdAt: v.createdAt.toISOString() } : null;
}

export async function listProvenance(db: Database, noticeId: number): Promise<ProvenanceEntry[]> {
  const rows = await db
    .select()
    .from(noticeProvenance)
    .where(eq(noticeProvenance.noticeId, noticeId))
    .orderBy(asc(noticeProvenance.occurredAt), asc(noticeProvenance.id));
  return rows.map((r) => ({
    activity: r.activity,
    occurredAt: r.occurredAt.toISOString(),
    agent: r.agent,
    version: r.version,
    detail: r.detail,
  }));
}

/** Published notices on one page of an issue, in page order. */
export async function noticesOnIssuePage(
  db: Database,
  issueId: number,
  pageNumber: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: notices.id })
    .from(notices)
    .where(
      and(eq(notices.issueId, issueId), eq(notices.pageNumber, pageNumber), eq(notices.status, "published")),
    )
    .orderBy(asc(notices.id));
  return rows.map((r) => r.id);
}

export async function noticeIdsInSupplement(db: Database, supplementId: number): Promise<number[]> {
  const rows = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.supplementId, supplementId), eq(notices.status, "published")))
    .orderBy(sql`length(${notices.page})`, asc(notices.page), asc(notices.id));
  return rows.map((r) => r.id);
}

export async function noticeSummariesInIssue(
  db: Database,
  issueId: number,
  limit = 500,
): Promise<NoticeSummary[]> {
  const rows = await summaryQuery(db)
    .where(and(eq(notices.issueId, issueId), eq(notices.status, "published")))
    .orderBy(asc(notices.pageNumber), asc(notices.id))
    .limit(limit);
  return rows.map(toSummary);
}
