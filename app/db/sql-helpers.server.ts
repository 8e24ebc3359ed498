import { type SQL, sql } from "drizzle-orm";

/**
 * One bound parameter holding a whole array, for `unnest(...)` bulk writes (drizzle would otherwise
 * expand a JS array into a list of parameters).
 */
export function arrayParam(values: readonly unknown[], pgType: string): SQL {
  return sql`${sql.param(values)}::${sql.raw(pgType)}[]`;
}
