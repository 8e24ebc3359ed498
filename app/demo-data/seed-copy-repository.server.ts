/**
 * The PostgreSQL bulk path of the seed: `COPY … FROM STDIN` in text format (copy-text.ts, made by
 * seed-copy-rows.ts) on the load's own connection, one COPY per table per batch. Cheaper for the server
 * than `unnest` inserts (no array parameters to take apart, nothing to plan), and the rows and their
 * order are the same, so serial ids come out the same. PGlite keeps the `unnest` inserts.
 */
import { finished } from "node:stream/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { Database } from "../db/client.server.ts";
import { arrayParam } from "../db/sql-helpers.server.ts";
import { COPY_COLUMNS } from "./seed-copy-rows.ts";

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

/** Writes COPY text (whole lines) into a table, on the load's connection. */
export async function copyText(
  connection: CopyConnection,
  table: keyof typeof COPY_COLUMNS,
  text: string,
): Promise<void> {
  if (text === "") return;
  const stream = connection.query(copyFrom(`copy ${table} (${COPY_COLUMNS[table]}) from stdin`));
  stream.end(text);
  await finished(stream);
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
