/** Bulk writes for the demo data: one statement per table per batch, arrays bound as single parameters. */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import type { OrganisationKind, ProvenanceActivity } from "../db/schema.ts";
import { arrayParam } from "../db/sql-helpers.server.ts";
import type { NoticeVersion } from "../features/notices/notice-types.ts";

/** One array parameter holding a field of every row: the unit of the `unnest` bulk writes here. */
function column<T, K extends keyof T & string>(rows: readonly T[], key: K, pgType: string) {
  return arrayParam(
    rows.map((r) => r[key]),
    pgType,
  );
}

export interface IssueInsert {
  editionId: string;
  number: number;
  publishedOn: string;
  isbn: string;
  volume: string;
  archived: boolean;
}

export async function insertIssues(db: Database, rows: IssueInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000) {
    const b = rows.slice(i, i + 5000);
    await db.execute(sql`
      insert into issues (edition_id, number, published_on, isbn, volume, archived)
      select * from unnest(${column(b, "editionId", "text")}, ${column(b, "number", "int4")},
        ${column(b, "publishedOn", "date")}, ${column(b, "isbn", "text")},
        ${column(b, "volume", "text")}, ${column(b, "archived", "bool")})
      on conflict (edition_id, number) do nothing`);
  }
}

export async function issueIdsFrom(db: Database, fromDate: string): Promise<Map<string, number>> {
  const r = await db.execute<{ id: number; edition_id: string; published_on: string }>(
    sql`select id, edition_id, published_on::text as published_on from issues where published_on >= ${fromDate}::date`,
  );
  return new Map(r.rows.map((x) => [`${x.edition_id}|${x.published_on}`, x.id]));
}

export async function ensureOrganisations(
  db: Database,
  orgs: { name: string; kind: OrganisationKind }[],
): Promise<Map<string, number>> {
  const unique = [...new Map(orgs.map((o) => [o.name, o])).values()];
  if (unique.length > 0) {
    await db.execute(sql`
      insert into organisations (name, kind)
      select n, k from unnest(${column(unique, "name", "text")}, ${column(unique, "kind", "text")}) as t(n, k)
      where not exists (select 1 from organisations o where o.name = t.n)`);
  }
  const r = await db.execute<{ id: number; name: string }>(
    sql`select id, name from organisations where name = any(${column(unique, "name", "text")})`,
  );
  return new Map(r.rows.map((x) => [x.name, x.id]));
}

export interface CompanyInsert {
  number: string;
  name: string;
  registeredOffice: string;
  postcode: string | null;
  natureOfBusiness: string;
  incorporatedOn: string;
}

export async function upsertCompanies(db: Database, rows: CompanyInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const b = [...new Map(rows.map((r) => [r.number, r])).values()];
  await db.execute(sql`
    insert into companies (number, name, registered_office, postcode, nature_of_business, incorporated_on)
    select * from unnest(${column(b, "number", "text")}, ${column(b, "name", "text")},
      ${column(b, "registeredOffice", "text")}, ${column(b, "postcode", "text")},
      ${column(b, "natureOfBusiness", "text")}, ${column(b, "incorporatedOn", "date")})
    on conflict (number) do nothing`);
}

export interface NoticeInsert {
  id: number;
  noticeCode: string;
  editionId: string;
  issueId: number | null;
  page: string;
  /** Null for supplement pages (`B3`). */
  pageNumber: number | null;
  title: string;
  bodyHtml: string;
  bodyText: string;
  data: Record<string, unknown>;
  publishedAt: string;
  earliestPublicationAt: string;
  submittedAt: string;
  placingOrganisationId: number | null;
  version: number;
  companyNumber: string | null;
  latitude: number | null;
  longitude: number | null;
}

export async function insertNotices(db: Database, b: NoticeInsert[]): Promise<void> {
  if (b.length === 0) return;
  await db.execute(sql`
    insert into notices (id, notice_code, edition_id, issue_id, page, page_number, status, title, body_html, body_text, data,
      published_at, earliest_publication_at, submitted_at, placing_organisation_id, version, company_number, latitude, longitude)
    select id, code, ed, iss, pg, pgn, 'published', t, bh, bt, d::jsonb, pa, ea, sa, org, v, cn, lat, lng
    from unnest(${column(b, "id", "int4")}, ${column(b, "noticeCode", "text")},
      ${column(b, "editionId", "text")}, ${column(b, "issueId", "int4")},
      ${column(b, "page", "text")}, ${column(b, "pageNumber", "int4")},
      ${column(b, "title", "text")}, ${column(b, "bodyHtml", "text")},
      ${column(b, "bodyText", "text")}, ${arrayParam(
        b.map((r) => JSON.stringify(r.data)),
        "text",
      )},
      ${column(b, "publishedAt", "timestamptz")}, ${column(b, "earliestPublicationAt", "timestamptz")},
      ${column(b, "submittedAt", "timestamptz")}, ${column(b, "placingOrganisationId", "int4")},
      ${column(b, "version", "int4")}, ${column(b, "companyNumber", "text")},
      ${column(b, "latitude", "float8")}, ${column(b, "longitude", "float8")})
      as t(id, code, ed, iss, pg, pgn, t, bh, bt, d, pa, ea, sa, org, v, cn, lat, lng)`);
}

export interface LocationInsert {
  noticeId: number;
  role: string;
  address: string;
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
}

export async function insertLocations(db: Database, b: LocationInsert[]): Promise<void> {
  if (b.length === 0) return;
  await db.execute(sql`
    insert into notice_locations (notice_id, role, address, postcode, latitude, longitude, local_authority_code)
    select t.nid, t.role, t.addr, t.pc, t.lat, t.lng, p.local_authority_code
    from unnest(${column(b, "noticeId", "int4")}, ${column(b, "role", "text")},
      ${column(b, "address", "text")}, ${column(b, "postcode", "text")},
      ${column(b, "latitude", "float8")}, ${column(b, "longitude", "float8")})
      as t(nid, role, addr, pc, lat, lng)
    left join postcodes p on p.postcode = t.pc`);
}

export interface PersonInsert {
  noticeId: number;
  role: string;
  fullName: string;
  nameKey: string;
}

export async function insertPeople(db: Database, b: PersonInsert[]): Promise<void> {
  if (b.length === 0) return;
  await db.execute(sql`
    insert into notice_people (notice_id, role, full_name, name_key)
    select * from unnest(${column(b, "noticeId", "int4")}, ${column(b, "role", "text")},
      ${column(b, "fullName", "text")}, ${column(b, "nameKey", "text")})`);
}

export interface NoticeCompanyInsert {
  noticeId: number;
  number: string;
  role: string;
}

export async function insertNoticeCompanies(db: Database, b: NoticeCompanyInsert[]): Promise<void> {
  if (b.length === 0) return;
  await db.execute(sql`
    insert into notice_companies (notice_id, company_number, role)
    select * from unnest(${column(b, "noticeId", "int4")}, ${column(b, "number", "text")},
      ${column(b, "role", "text")})
    on conflict do nothing`);
}

/** An earlier version is written as it is read back. */
export type VersionInsert = NoticeVersion;

export async function insertVersions(db: Database, b: VersionInsert[]): Promise<void> {
  if (b.length === 0) return;
  await db.execute(sql`
    insert into notice_versions (notice_id, version, title, body_html, data, created_at, reason)
    select nid, v, t, bh, d::jsonb, ca, r from unnest(${column(b, "noticeId", "int4")}, ${column(b, "version", "int4")},
      ${column(b, "title", "text")}, ${column(b, "bodyHtml", "text")},
      ${arrayParam(
        b.map((r) => JSON.stringify(r.data)),
        "text",
      )}, ${column(b, "createdAt", "timestamptz")},
      ${column(b, "reason", "text")}) as t(nid, v, t, bh, d, ca, r)`);
}

export interface ProvenanceInsert {
  noticeId: number;
  activity: ProvenanceActivity;
  occurredAt: string;
  agent: string;
  version: number | null;
  detail: string | null;
}

export async function insertProvenance(db: Database, b: ProvenanceInsert[]): Promise<void> {
  if (b.length === 0) return;
  await db.execute(sql`
    insert into notice_provenance (notice_id, activity, occurred_at, agent, version, detail)
    select * from unnest(${column(b, "noticeId", "int4")}, ${column(b, "activity", "text")},
      ${column(b, "occurredAt", "timestamptz")}, ${column(b, "agent", "text")},
      ${column(b, "version", "int4")}, ${column(b, "detail", "text")})`);
}

export async function nextNoticeId(db: Database): Promise<number> {
  const r = await db.execute<{ n: number }>(
    sql`select coalesce(max(id), 4000000)::int + 1 as n from notices`,
  );
  return r.rows[0]?.n ?? 4000001;
}

/**
 * After explicit ids: move the identity sequence past them so later inserts do not collide; create the
 * supplements that notices with supplement page labels (`B3`) belong to; count the pages of each issue.
 */
export async function finishNoticeLoad(db: Database): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence('notices', 'id'), (select max(id) from notices))`,
  );
  await db.execute(sql`
    insert into supplements (issue_id, position, title, page_prefix, page_count)
    select issue_id, 1, 'State Supplement', 'B', max(substring(page from 2)::int)
    from notices where page like 'B%' and issue_id is not null and supplement_id is null
    group by issue_id
    on conflict (issue_id, position) do update set page_count = greatest(supplements.page_count, excluded.page_count)`);
  await db.execute(sql`
    update notices n set supplement_id = s.id from supplements s
    where n.page like 'B%' and n.supplement_id is null and s.issue_id = n.issue_id and s.position = 1`);
  await db.execute(sql`
    update issues i set page_count = p.pages from (
      select issue_id, coalesce(max(page_number), 0) as pages from notices where issue_id is not null group by issue_id
    ) p where p.issue_id = i.id`);
}

export async function countNotices(db: Database): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from notices`);
  return r.rows[0]?.n ?? 0;
}

const BULK_TABLES = ["notices", "notice_locations", "notice_people", "notice_companies", "notice_provenance"];

/**
 * Runs a bulk load with the secondary indexes and the foreign keys of the notice tables dropped, then
 * builds each index again in one pass and checks each foreign key in one join: maintaining a GIN index
 * row by row costs far more than building it once, and a foreign key checked row by row is a look-up per
 * row (about ten per notice across the tables). Run it inside the load's transaction so that a load that
 * stops half-way also brings them back (DDL is transactional in PostgreSQL).
 */
export async function withSecondaryIndexesDropped<T>(
  db: Database,
  load: () => Promise<T>,
  log: (m: string) => void = () => {},
): Promise<T> {
  const tables = arrayParam(BULK_TABLES, "text");
  const indexes = await db.execute<{ indexname: string; indexdef: string }>(sql`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = any(${tables})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  const foreignKeys = await db.execute<{ tablename: string; conname: string; condef: string }>(sql`
    select c.conrelid::regclass::text as tablename, c.conname, pg_get_constraintdef(c.oid) as condef
    from pg_constraint c
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace
      and c.conrelid::regclass::text = any(${tables})
    order by c.conrelid::regclass::text, c.conname`);
  for (const { tablename, conname } of foreignKeys.rows)
    await db.execute(sql.raw(`alter table ${quoteIdent(tablename)} drop constraint ${quoteIdent(conname)}`));
  for (const { indexname } of indexes.rows)
    await db.execute(sql.raw(`drop index if exists ${quoteIdent(indexname)}`));
  const restore = async () => {
    for (const { indexname, indexdef } of indexes.rows) {
      const started = Date.now();
      await db.execute(sql.raw(indexdef));
      log(`index ${indexname} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const started = Date.now();
    for (const { tablename, conname, condef } of foreignKeys.rows)
      await db.execute(
        sql.raw(`alter table ${quoteIdent(tablename)} add constraint ${quoteIdent(conname)} ${condef}`),
      );
    if (foreignKeys.rows.length > 0)
      log(
        `${foreignKeys.rows.length} foreign keys checked in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
  };
  let result: T;
  try {
    result = await load();
  } catch (error) {
    // Outside a transaction they are rebuilt over what was loaded; inside one that failed the rebuild
    // fails too, and the rollback restores them: either way the load's own error is the one to tell.
    await restore().catch(() => {});
    throw error;
  }
  await restore();
  return result;
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * More memory for the index builds at the end of a bulk load, for this transaction only: a GIN index
 * over a million tsvectors is built in far fewer passes. Session settings need no special rights.
 */
export async function useBulkLoadMemory(tx: Database): Promise<void> {
  await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
}
