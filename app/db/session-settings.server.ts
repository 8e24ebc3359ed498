/**
 * The PostgreSQL settings the app relies on (issue 14 point 3; deployment.md): JIT off (it costs more
 * than it saves on the search's short queries), work_mem for the facet counts and ranking, and no parallel
 * plans (a search already runs its page and its count side by side; a parallel plan for one took the cores
 * the other and other searches needed: the combined search 50 → 38 ms at 1,000,000 notices, no shape
 * faster with it). Each pool
 * asks for them when it connects (the `options` startup parameter), and the start also makes them the
 * role's defaults in this database, so sessions a pooler opens (PgBouncer in transaction mode passes no
 * startup options) have them too. A role may set its own defaults; where even that is refused the start
 * says so and goes on with the startup options.
 */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "./client.server.ts";

export const SESSION_SETTINGS = {
  jit: "off",
  work_mem: "64MB",
  max_parallel_workers_per_gather: "0",
} as const;

/** The `options` startup parameter carrying the settings. */
export const SESSION_OPTIONS = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(" ");

export async function applyRoleSettings(handle: DatabaseHandle): Promise<boolean> {
  if (handle.driver !== "postgres") return false;
  try {
    // Names and values are this module's constants; the role and database are quoted by format().
    await handle.db.execute(
      sql.raw(`do $$ begin
        ${Object.entries(SESSION_SETTINGS)
          .map(
            ([name, value]) =>
              `execute format('alter role %I in database %I set ${name} = %L', current_user, current_database(), '${value}');`,
          )
          .join("\n        ")}
      end $$`),
    );
    return true;
  } catch (error) {
    console.warn(
      `[db] could not make ${SESSION_OPTIONS} this role's defaults (${(error as Error).message}); connections made through a pooler will not have them`,
    );
    return false;
  }
}
