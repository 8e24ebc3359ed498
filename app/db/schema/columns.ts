/**
 * Column types and constraints shared by the schema's domain files: the PostgreSQL types drizzle has no
 * builder for, and the CHECK that keeps a column to a fixed list of words.
 */
import { getTableName, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, check, customType, timestamp } from "drizzle-orm/pg-core";

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** `'a', 'b'` — the words as SQL literals. A CHECK is DDL, so they cannot be bound parameters. */
function literals(values: readonly string[]): SQL {
  return sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "));
}

/**
 * The column holds one of `values` (NULL passes, as in every CHECK; NOT NULL is the column's own
 * business). Named `<table>_<column>_check`, PostgreSQL's own naming, so a later migration that widens
 * the list drops and adds the constraint under the same name. Pass the same `as const` array the
 * TypeScript union is read from, so the type and the constraint cannot say different things.
 */
export function oneOf(column: AnyPgColumn, values: readonly [string, ...string[]]) {
  return check(`${getTableName(column.table)}_${column.name}_check`, sql`${column} in (${literals(values)})`);
}
