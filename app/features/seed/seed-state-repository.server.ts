/** Whether this database has its demo data, kept in system_settings so that every app server agrees. */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";

/** Claims the first-start seeding for this process; false when another server already claimed or finished it. */
export async function claimDemoDataSeeding(db: Database): Promise<boolean> {
  const claimed = await db.execute(
    sql`insert into system_settings (key, value) values ('demo-data', ${JSON.stringify({ state: "seeding" })}::jsonb)
        on conflict (key) do nothing returning key`,
  );
  return claimed.rows.length > 0;
}

export async function recordDemoData(db: Database, report: Record<string, unknown>): Promise<void> {
  await db.execute(
    sql`insert into system_settings (key, value) values ('demo-data', ${JSON.stringify({ state: "done", ...report })}::jsonb)
        on conflict (key) do update set value = excluded.value, updated_at = now()`,
  );
}

export async function releaseDemoDataClaim(db: Database): Promise<void> {
  await db.execute(sql`delete from system_settings where key = 'demo-data'`);
}

/**
 * Refreshes planner statistics after a bulk load; broad queries were several times slower before it.
 * `vacuum` also sets visibility maps for index-only scans (it cannot run inside a transaction).
 */
export async function analyseAfterBulkLoad(db: Database, options: { vacuum?: boolean } = {}): Promise<void> {
  await db.execute(options.vacuum ? sql`vacuum analyze` : sql`analyze`);
}

export async function demoDataState(db: Database): Promise<"none" | "seeding" | "done"> {
  const r = await db.execute<{ state: string }>(
    sql`select value->>'state' as state from system_settings where key = 'demo-data'`,
  );
  const state = r.rows[0]?.state;
  return state === "seeding" || state === "done" ? state : "none";
}
