import { sql } from "drizzle-orm";
import { projectPath } from "../lib/project-path.server.ts";
import type { DatabaseHandle } from "./client.server.ts";

const MIGRATION_LOCK = 1665_0001;

/**
 * Applies pending migrations. On PostgreSQL several app servers may start at once, so the work is
 * serialised with an advisory lock held on a connection of its own.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = projectPath("app/db/migrations");
  if (handle.driver === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    // biome-ignore lint/suspicious/noExplicitAny: the drizzle migrator is typed per driver
    await migrate(handle.db as any, { migrationsFolder });
    return;
  }
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // biome-ignore lint/suspicious/noExplicitAny: the pool behind the drizzle instance
  const pool = (handle.db as any).$client as import("pg").Pool;
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    // biome-ignore lint/suspicious/noExplicitAny: the drizzle migrator is typed per driver
    await migrate(handle.db as any, { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
  await handle.db.execute(sql`select 1`);
}
