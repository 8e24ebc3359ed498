/**
 * The schema's constrained columns, read from the tables themselves: every text column declared with
 * `{ enum: LIST }` (so its TypeScript type is the union of LIST), and every CHECK. The status-constraint
 * tests hold these to each other, to the migrations and to the database, so a list, its type and its
 * constraint cannot say different things.
 */
import { is } from "drizzle-orm";
import { getTableConfig, PgDialect, PgTable } from "drizzle-orm/pg-core";
import * as schema from "./schema.ts";

export interface ConstrainedColumn {
  table: string;
  column: string;
  /** The words the column may hold, in the order of their `as const` list. */
  values: readonly string[];
}

export interface SchemaCheck {
  table: string;
  name: string;
  /** The CHECK's expression as drizzle-kit writes it into a migration. */
  expression: string;
}

// The barrel also exports the word lists; only the tables are of interest here.
const tables: PgTable[] = Object.values(schema as Record<string, unknown>).flatMap((value) =>
  is(value, PgTable) ? [value] : [],
);

/** Every text column with a fixed list of words. */
export function constrainedColumns(): ConstrainedColumn[] {
  return tables.flatMap((table) => {
    const config = getTableConfig(table);
    return config.columns
      .filter((column) => column.getSQLType() === "text" && column.enumValues !== undefined)
      .map((column) => ({ table: config.name, column: column.name, values: column.enumValues ?? [] }));
  });
}

/** Every CHECK constraint the schema declares. */
export function schemaChecks(): SchemaCheck[] {
  const dialect = new PgDialect();
  return tables.flatMap((table) => {
    const config = getTableConfig(table);
    return config.checks.map((check) => ({
      table: config.name,
      name: check.name,
      expression: dialect.sqlToQuery(check.value).sql,
    }));
  });
}

/** Every text column of the schema, as `table.column`. */
export function textColumns(): string[] {
  return tables.flatMap((table) => {
    const config = getTableConfig(table);
    return config.columns
      .filter((column) => column.getSQLType() === "text")
      .map((column) => `${config.name}.${column.name}`);
  });
}
