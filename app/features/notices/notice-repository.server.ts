/** SQL for reading notices. Rows become DTOs (notice-types.ts) here and nowhere else. */
import { and, asc, between, desc, eq, inArray, isNotNull, ne, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { PUBLIC_PROVENANCE_ACTIVITIES } from "../../db/schema/notices-values.ts";
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

/**
 * What the public sees of a notice: published ones, and the tombstones of those staff permanently
 * withdrew (ADR 021: the record stays, saying so and why, without the withdrawn text).
 */
const PUBLIC_NOTICE_STATUSES: readonly NoticeStatus[] = ["published", "permanently-withdrawn"];

/** The notices' own columns with their type, category, issue and placer (any status when `statuses` is null). */
function selectNoticeRows(
  db: Database,
  ids: number[],
  statuses: readonly NoticeStatus[] | null = ["published"],
) {
  return db
    .select({
      // Every column but the search vector, which is large and only the database needs.
      n: {
        id: notices.id,
        noticeCode: notices.noticeCode,
        editionId: notices.editionId,
        status: notices.status,
        title: notices.title,
        bodyHtml: notices.bodyHtml,
        bodyText: notices.bodyText,
        data: notices.data,
        page: notices.page,
        publishedAt: notices.publishedAt,
        earliestPublicationAt: notices.earliestPublicationAt,
        submittedAt: notices.submittedAt,
        version: notices.version,
        companyNumber: notices.companyNumber,
        latitude: notices.latitude,
        longitude: notices.longitude,
      },
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
    .where(and(inArray(notices.id, ids), statuses ? inArray(notices.status, [...statuses]) : undefined));
}

/**
 * A notice as the public may see it: published, or permanently withdrawn with the reason staff gave (its
 * text is the service's to leave out: notice-tombstone.ts).
 */
export async function findPublishedNotice(db: Database, id: number): Promise<Notice | null> {
  const notice = (await findNotices(db, [id], PUBLIC_NOTICE_STATUSES))[0] ?? null;
  if (notice?.status !== "permanently-withdrawn") return notice;
  const [withdrawal] = await db
    .select({ reason: noticeProvenance.detail, at: noticeProvenance.occurredAt })
    .from(noticeProvenance)
    .where(and(eq(noticeProvenance.noticeId, id), eq(noticeProvenance.activity, "permanently-withdrawn")))
    .orderBy(desc(noticeProvenance.occurredAt))
    .limit(1);
  return { ...notice, withdrawal: { reason: withdrawal?.reason ?? "", at: iso(withdrawal?.at ?? null) } };
}

/** A notice whatever its status, for the people who see it before publication (its placer's proof). */
export async function findNoticeOfAnyStatus(db: Database, id: number): Promise<Notice | null> {
  return (await findNotices(db, [id], null))[0] ?? null;
}

/**
 * Published notices by id, in the order asked, in four queries whatever their number: an issue page or
 * a whole-issue PDF reads hundreds at once.
 */
export async function findPublishedNotices(db: Database, ids: readonly number[]): Promise<Notice[]> {
  return findNotices(db, ids, ["published"]);
}

async function findNotices(
  db: Database,
  ids: readonly number[],
  statuses: readonly NoticeStatus[] | null,
): Promise<Notice[]> {
  if (ids.length === 0) return [];
  const wanted = [...new Set(ids)];
  const rows = await selectNoticeRows(db, wanted, statuses);
  if (rows.length === 0) return [];
  const found = rows.map((r) => r.n.id);
  const [locations, people, companyRows] = await Promise.all([
    db
      .select({ l: noticeLocations, laName: localAuthorities.name })
      .from(noticeLocations)
      .leftJoin(localAuthorities, eq(localAuthorities.code, noticeLocations.localAuthorityCode))
      .where(inArray(noticeLocations.noticeId, found))
      .orderBy(asc(noticeLocations.id)),
    db.select().from(noticePeople).where(inArray(noticePeople.noticeId, found)).orderBy(asc(noticePeople.id)),
    db
      .select({
        noticeId: noticeCompanies.noticeId,
        number: noticeCompanies.companyNumber,
        role: noticeCompanies.role,
        name: companies.name,
      })
      .from(noticeCompanies)
      .leftJoin(companies, eq(companies.number, noticeCompanies.companyNumber))
      .where(inArray(noticeCompanies.noticeId, found)),
  ]);
  const byNotice = <T>(list: T[], key: (x: T) => number) => {
    const map = new Map<number, T[]>();
    for (const x of list) map.set(key(x), [...(map.get(key(x)) ?? []), x]);
    return (id: number) => map.get(id) ?? [];
  };
  const locationsOf = byNotice(locations, (x) => x.l.noticeId);
  const peopleOf = byNotice(people, (x) => x.noticeId);
  const companiesOf = byNotice(companyRows, (x) => x.noticeId);
  const byId = new Map(
    rows.map((row) => [
      row.n.id,
      toNotice(row, locationsOf(row.n.id), peopleOf(row.n.id), companiesOf(row.n.id)),
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((n): n is Notice => n !== undefined);
}

type NoticeRow = Awaited<ReturnType<typeof selectNoticeRows>>[number];

function toNotice(
  row: NoticeRow,
  locations: { l: typeof noticeLocations.$inferSelect; laName: string | null }[],
  people: (typeof noticePeople.$inferSelect)[],
  companyRows: { number: string; role: string; name: string | null }[],
): Notice {
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
 * who acts), then the same place (postcode); newest first within each. Three small indexed look-ups in
 * parallel, each cut to its newest few (ids rise with publication), merged here: cheaper to plan and run
 * than one query joining them.
 */
export async function relatedNotices(db: Database, notice: Notice, limit = 8): Promise<NoticeSummary[]> {
  const perKind = limit * 3;
  const companyNumbers = notice.companies.map((c) => c.number);
  const postcodes = [...new Set(notice.locations.map((l) => l.postcode).filter((p): p is string => !!p))];
  const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);
  const [byCompany, byPerson, byPlace] = await Promise.all([
    companyNumbers.length === 0
      ? []
      : db
          .select({ id: noticeCompanies.noticeId })
          .from(noticeCompanies)
          .where(
            and(
              inArray(noticeCompanies.companyNumber, companyNumbers),
              ne(noticeCompanies.noticeId, notice.id),
            ),
          )
          .orderBy(desc(noticeCompanies.noticeId))
          .limit(perKind)
          .then(idsOf),
    db
      .select({ id: noticePeople.noticeId })
      .from(noticePeople)
      .where(
        and(
          inArray(
            noticePeople.nameKey,
            db
              .select({ k: noticePeople.nameKey })
              .from(noticePeople)
              .where(
                and(eq(noticePeople.noticeId, notice.id), notInArray(noticePeople.role, PROFESSIONAL_ROLES)),
              ),
          ),
          notInArray(noticePeople.role, PROFESSIONAL_ROLES),
          ne(noticePeople.noticeId, notice.id),
        ),
      )
      .orderBy(desc(noticePeople.noticeId))
      .limit(perKind)
      .then(idsOf),
    postcodes.length === 0
      ? []
      : db
          .select({ id: noticeLocations.noticeId })
          .from(noticeLocations)
          .where(and(inArray(noticeLocations.postcode, postcodes), ne(noticeLocations.noticeId, notice.id)))
          .orderBy(desc(noticeLocations.noticeId))
          .limit(perKind)
          .then(idsOf),
  ]);
  const priority = new Map<number, number>();
  for (const [rank, ids] of [byCompany, byPerson, byPlace].entries()) {
    for (const id of ids) if (!priority.has(id)) priority.set(id, rank);
  }
  if (priority.size === 0) return [];
  const rows = await summaryQuery(db).where(
    and(inArray(notices.id, [...priority.keys()]), eq(notices.status, "published")),
  );
  return rows
    .map(toSummary)
    .sort(
      (a, b) =>
        priority.get(a.id)! - priority.get(b.id)! ||
        (b.publishedAt ?? "").localeCompare(a.publishedAt ?? "") ||
        b.id - a.id,
    )
    .slice(0, limit);
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

/** The public trail of a notice: what the Gazette did with it (its payment and drafts are left out). */
export async function listProvenance(db: Database, noticeId: number): Promise<ProvenanceEntry[]> {
  const rows = await db
    .select()
    .from(noticeProvenance)
    .where(
      and(
        eq(noticeProvenance.noticeId, noticeId),
        inArray(noticeProvenance.activity, [...PUBLIC_PROVENANCE_ACTIVITIES]),
      ),
    )
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
/** Published notices of an issue's numbered pages, in page order (supplements are apart). */
/** The published notices on the numbered pages of an issue (not its supplements), in page order. */
export async function noticePagesInIssue(
  db: Database,
  issueId: number,
): Promise<{ id: number; pageNumber: number }[]> {
  const rows = await db
    .select({ id: notices.id, pageNumber: notices.pageNumber })
    .from(notices)
    .where(and(eq(notices.issueId, issueId), isNotNull(notices.pageNumber), eq(notices.status, "published")))
    .orderBy(asc(notices.pageNumber), asc(notices.id));
  return rows.flatMap((r) => (r.pageNumber === null ? [] : [{ id: r.id, pageNumber: r.pageNumber }]));
}

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
  pages: { from: number; to: number },
): Promise<NoticeSummary[]> {
  const rows = await summaryQuery(db)
    .where(
      and(
        eq(notices.issueId, issueId),
        eq(notices.status, "published"),
        between(notices.pageNumber, pages.from, pages.to),
      ),
    )
    .orderBy(asc(notices.pageNumber), asc(notices.id));
  return rows.map(toSummary);
}
