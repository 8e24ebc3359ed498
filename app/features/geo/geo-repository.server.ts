import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { arrayParam } from "../../db/sql-helpers.server.ts";

export interface LocalAuthorityRow {
  code: string;
  name: string;
  nameWelsh: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface PostcodeRow {
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  localAuthorityCode: string | null;
}

export async function upsertLocalAuthorities(db: Database, rows: LocalAuthorityRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into local_authorities (code, name, name_welsh, latitude, longitude)
    select * from unnest(
      ${arrayParam(
        rows.map((r) => r.code),
        "text",
      )}, ${arrayParam(
        rows.map((r) => r.name),
        "text",
      )}, ${arrayParam(
        rows.map((r) => r.nameWelsh),
        "text",
      )},
      ${arrayParam(
        rows.map((r) => r.latitude),
        "float8",
      )}, ${arrayParam(
        rows.map((r) => r.longitude),
        "float8",
      )})
    on conflict (code) do update set name = excluded.name, name_welsh = excluded.name_welsh,
      latitude = excluded.latitude, longitude = excluded.longitude`);
}

export async function upsertPostcodes(db: Database, rows: PostcodeRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into postcodes (postcode, latitude, longitude, local_authority_code)
    select * from unnest(
      ${arrayParam(
        rows.map((r) => r.postcode),
        "text",
      )}, ${arrayParam(
        rows.map((r) => r.latitude),
        "float8",
      )},
      ${arrayParam(
        rows.map((r) => r.longitude),
        "float8",
      )}, ${arrayParam(
        rows.map((r) => r.localAuthorityCode),
        "text",
      )})
    on conflict (postcode) do update set latitude = excluded.latitude, longitude = excluded.longitude,
      local_authority_code = excluded.local_authority_code`);
}

export async function listLocalAuthorities(db: Database): Promise<LocalAuthorityRow[]> {
  const r = await db.execute<{
    code: string;
    name: string;
    name_welsh: string | null;
    latitude: number | null;
    longitude: number | null;
  }>(sql`select code, name, name_welsh, latitude, longitude from local_authorities order by name`);
  return r.rows.map((x) => ({
    code: x.code,
    name: x.name,
    nameWelsh: x.name_welsh,
    latitude: x.latitude,
    longitude: x.longitude,
  }));
}

export async function findPostcode(db: Database, postcode: string): Promise<PostcodeRow | null> {
  const r = await db.execute<{
    postcode: string;
    latitude: number | null;
    longitude: number | null;
    local_authority_code: string | null;
  }>(
    sql`select postcode, latitude, longitude, local_authority_code from postcodes where postcode = ${postcode}`,
  );
  const x = r.rows[0];
  return x
    ? {
        postcode: x.postcode,
        latitude: x.latitude,
        longitude: x.longitude,
        localAuthorityCode: x.local_authority_code,
      }
    : null;
}

export async function countPostcodes(db: Database): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from postcodes`);
  return r.rows[0]?.n ?? 0;
}

/** Word separators in names, as a PostgreSQL regular expression (the search reads them as spaces). */
const NAME_SEPARATORS = "[[:space:],()./-]+";

/** `%`, `_` and the escape character are literal in a search term. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Authorities with a word of the English or Welsh name starting with `term` (separators already read as
 * spaces), whatever the case; names that start with it first, then by name.
 */
export async function findLocalAuthoritiesByWordPrefix(
  db: Database,
  term: string,
  limit: number,
): Promise<{ code: string; name: string }[]> {
  const escaped = escapeLike(term);
  const prefix = `${escaped}%`;
  const wordPrefix = `% ${escaped}%`;
  const r = await db.execute<{ code: string; name: string }>(sql`
    select code, name from local_authorities
    where ' ' || regexp_replace(name, ${NAME_SEPARATORS}, ' ', 'g') ilike ${wordPrefix}
       or ' ' || regexp_replace(coalesce(name_welsh, ''), ${NAME_SEPARATORS}, ' ', 'g') ilike ${wordPrefix}
    order by (regexp_replace(name, ${NAME_SEPARATORS}, ' ', 'g') ilike ${prefix}) desc, name, code
    limit ${limit}`);
  return r.rows.map((x) => ({ code: x.code, name: x.name }));
}
