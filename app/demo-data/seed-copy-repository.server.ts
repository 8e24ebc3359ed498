/**
 * The PostgreSQL bulk path of the seed: `COPY … FROM STDIN` in text format (copy-text.ts) on the load's
 * own connection, one COPY per table per batch. Several times cheaper for the server than `unnest`
 * inserts (no array parameters to take apart, no planner), and the rows and their order are the same, so
 * serial ids come out the same. PGlite keeps the `unnest` inserts of seed-repository.
 */
import { finished } from "node:stream/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { Database } from "../db/client.server.ts";
import { arrayParam } from "../db/sql-helpers.server.ts";
import { type CopyValue, copyRow } from "./copy-text.ts";
import type {
  LocationInsert,
  NoticeCompanyInsert,
  NoticeInsert,
  PersonInsert,
  ProvenanceInsert,
  VersionInsert,
} from "./seed-repository.server.ts";

/** The connection a COPY runs on: node-postgres's, the same one as the load's transaction. */
export type CopyConnection = pg.ClientBase;

/**
 * What the Drizzle database runs on: a node-postgres pool (outside a transaction), one pooled
 * connection (inside `db.transaction`), or neither (PGlite). Drizzle keeps it on its session.
 */
export function nodePostgresClientOf(
  db: Database,
): { kind: "pool"; pool: pg.Pool } | { kind: "connection"; connection: CopyConnection } | null {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (client instanceof pg.Pool) return { kind: "pool", pool: client };
  if (client instanceof pg.Client) return { kind: "connection", connection: client };
  return null;
}

async function copyInto<T>(
  connection: CopyConnection,
  table: string,
  columns: string,
  rows: readonly T[],
  fields: (row: T) => CopyValue[],
): Promise<void> {
  if (rows.length === 0) return;
  let text = "";
  for (const r of rows) text += copyRow(fields(r));
  const stream = connection.query(copyFrom(`copy ${table} (${columns}) from stdin`));
  stream.end(text);
  await finished(stream);
}

export function copyNotices(c: CopyConnection, rows: readonly NoticeInsert[]): Promise<void> {
  return copyInto(
    c,
    "notices",
    "id, notice_code, edition_id, issue_id, page, page_number, status, title, body_html, body_text, data, " +
      "published_at, earliest_publication_at, submitted_at, placing_organisation_id, version, company_number, latitude, longitude",
    rows,
    (r) => [
      r.id,
      r.noticeCode,
      r.editionId,
      r.issueId,
      r.page,
      r.pageNumber,
      "published",
      r.title,
      r.bodyHtml,
      r.bodyText,
      r.data,
      r.publishedAt,
      r.earliestPublicationAt,
      r.submittedAt,
      r.placingOrganisationId,
      r.version,
      r.companyNumber,
      r.latitude,
      r.longitude,
    ],
  );
}

/** Each postcode's local authority, as the insert's join to postcodes gave it (null when unknown). */
export async function localAuthoritiesOf(
  db: Database,
  postcodes: string[],
): Promise<Map<string, string | null>> {
  const unique = [...new Set(postcodes)];
  if (unique.length === 0) return new Map();
  const r = await db.execute<{ postcode: string; local_authority_code: string | null }>(
    sql`select postcode, local_authority_code from postcodes where postcode = any(${arrayParam(unique, "text")})`,
  );
  return new Map(r.rows.map((x) => [x.postcode, x.local_authority_code]));
}

export function copyLocations(
  c: CopyConnection,
  rows: readonly LocationInsert[],
  authorities: Map<string, string | null>,
): Promise<void> {
  return copyInto(
    c,
    "notice_locations",
    "notice_id, role, address, postcode, latitude, longitude, local_authority_code",
    rows,
    (r) => [
      r.noticeId,
      r.role,
      r.address,
      r.postcode,
      r.latitude,
      r.longitude,
      r.postcode === null ? null : (authorities.get(r.postcode) ?? null),
    ],
  );
}

export function copyPeople(c: CopyConnection, rows: readonly PersonInsert[]): Promise<void> {
  return copyInto(c, "notice_people", "notice_id, role, full_name, name_key", rows, (r) => [
    r.noticeId,
    r.role,
    r.fullName,
    r.nameKey,
  ]);
}

/** A company named twice in one notice is linked once, with its first role (as `on conflict do nothing`). */
export function copyNoticeCompanies(c: CopyConnection, rows: readonly NoticeCompanyInsert[]): Promise<void> {
  const seen = new Set<string>();
  const unique = rows.filter((r) => {
    const key = `${r.noticeId}|${r.number}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return copyInto(c, "notice_companies", "notice_id, company_number, role", unique, (r) => [
    r.noticeId,
    r.number,
    r.role,
  ]);
}

export function copyVersions(c: CopyConnection, rows: readonly VersionInsert[]): Promise<void> {
  return copyInto(
    c,
    "notice_versions",
    "notice_id, version, title, body_html, data, created_at, reason",
    rows,
    (r) => [r.noticeId, r.version, r.title, r.bodyHtml, r.data, r.createdAt, r.reason],
  );
}

export function copyProvenance(c: CopyConnection, rows: readonly ProvenanceInsert[]): Promise<void> {
  return copyInto(
    c,
    "notice_provenance",
    "notice_id, activity, occurred_at, agent, version, detail",
    rows,
    (r) => [r.noticeId, r.activity, r.occurredAt, r.agent, r.version, r.detail],
  );
}
