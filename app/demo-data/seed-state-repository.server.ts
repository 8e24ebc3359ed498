/** Whether this database has its demo data, kept in system_settings so that every app server agrees. */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";

/**
 * The advisory lock the first-start load holds for its whole transaction. Transaction-scoped, so that it
 * dies with the loader's connection: a killed server never leaves a claim that blocks the next start.
 */
export const DEMO_DATA_LOCK = 1_665_000_001;

/** Takes the load lock without waiting; false when another server holds it. Inside a transaction only. */
export async function tryLockDemoDataLoad(tx: Database): Promise<boolean> {
  const r = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(${DEMO_DATA_LOCK}) as locked`,
  );
  return r.rows[0]?.locked === true;
}

/** Waits for the load lock; released when the transaction ends or its connection goes. */
export async function lockDemoDataLoad(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_DATA_LOCK})`);
}

export async function recordDemoData(db: Database, report: Record<string, unknown>): Promise<void> {
  await db.execute(
    sql`insert into system_settings (key, value) values ('demo-data', ${JSON.stringify({ state: "done", ...report })}::jsonb)
        on conflict (key) do update set value = excluded.value, updated_at = now()`,
  );
}

/**
 * Refreshes planner statistics after a bulk load; broad queries were several times slower before it.
 * `vacuum` also sets visibility maps for index-only scans (it cannot run inside a transaction).
 */
export async function analyseAfterBulkLoad(db: Database, options: { vacuum?: boolean } = {}): Promise<void> {
  await db.execute(options.vacuum ? sql`vacuum analyze` : sql`analyze`);
}

/**
 * "seeding" is only ever a leftover: versions before the advisory lock wrote it as a claim outside the
 * load's transaction, and an interrupted load left it behind.
 */
export async function demoDataState(db: Database): Promise<"none" | "seeding" | "done"> {
  const r = await db.execute<{ state: string }>(
    sql`select value->>'state' as state from system_settings where key = 'demo-data'`,
  );
  const state = r.rows[0]?.state;
  return state === "seeding" || state === "done" ? state : "none";
}
