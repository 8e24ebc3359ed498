/**
 * Durable jobs live in the `jobs` table so that they survive a restart and any app server can run them.
 * Claiming uses FOR UPDATE SKIP LOCKED, so several workers on one PostgreSQL never take the same job.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { type JobState, jobs } from "../../db/schema.ts";

export interface JobRecord {
  id: number;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  /** At most one queued or running job per key; enqueueing again is a no-op. */
  uniqueKey?: string;
}

/**
 * Stores a job as given. Features enqueue through `enqueueJob` (enqueue-job.server.ts), which checks the
 * payload against its job's schema first; this is the queue's own insert (and the tests').
 */
export async function insertJob(
  db: Database,
  queue: string,
  payload: Record<string, unknown> = {},
  options: EnqueueOptions = {},
): Promise<number | null> {
  const rows = await db
    .insert(jobs)
    .values({
      queue,
      payload,
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? 5,
      uniqueKey: options.uniqueKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/** Takes the next due job of the given queues and leases it to `workerId` for `leaseSeconds`. */
export async function claimNextJob(
  db: Database,
  queues: readonly string[],
  workerId: string,
  leaseSeconds = 300,
): Promise<JobRecord | null> {
  if (queues.length === 0) return null;
  const result = await db.execute<{
    id: string | number;
    queue: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>(sql`
    update jobs set state = 'running', attempts = attempts + 1, locked_by = ${workerId},
      locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id = (
      select id from jobs
      where ((state = 'queued' and run_at <= now()) or (state = 'running' and locked_until < now()))
        and queue in (${sql.join(
          queues.map((q) => sql`${q}`),
          sql`, `,
        )})
      order by run_at, id
      for update skip locked
      limit 1
    )
    returning id, queue, payload, attempts, max_attempts`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    queue: row.queue,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  };
}

export async function completeJob(db: Database, id: number): Promise<void> {
  await db.execute(
    sql`update jobs set state = 'done', finished_at = now(), locked_until = null, last_error = null where id = ${id}`,
  );
}

/** Renews the lease of a job this worker still holds (a long job is not taken by a second worker). */
export async function extendJobLease(
  db: Database,
  id: number,
  workerId: string,
  leaseSeconds: number,
): Promise<void> {
  await db.execute(sql`
    update jobs set locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id = ${id} and state = 'running' and locked_by = ${workerId}`);
}

/** Puts back a job its worker stopped for a shutdown: due at once, and the attempt it took is returned. */
export async function releaseJob(db: Database, id: number): Promise<void> {
  await db.execute(sql`
    update jobs set state = 'queued', attempts = greatest(attempts - 1, 0), locked_by = null,
      locked_until = null, run_at = now()
    where id = ${id} and state = 'running'`);
}

/**
 * Records a failure; retries later with exponential back-off until maxAttempts, then marks it failed.
 * A permanent failure (another attempt cannot mend it) is marked failed at once.
 */
export async function failJob(
  db: Database,
  job: JobRecord,
  error: unknown,
  options: { permanent?: boolean } = {},
): Promise<void> {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const finalFailure = options.permanent === true || job.attempts >= job.maxAttempts;
  const delaySeconds = Math.min(3600, 2 ** job.attempts * 5);
  await db.execute(sql`
    update jobs set
      state = ${finalFailure ? "failed" : "queued"},
      last_error = ${message.slice(0, 2000)},
      locked_until = null,
      run_at = case when ${finalFailure} then run_at else now() + make_interval(secs => ${delaySeconds}) end,
      finished_at = case when ${finalFailure} then now() else null end
    where id = ${job.id}`);
}

/** Whether a job of this queue waits or runs. */
export async function hasUnfinishedJob(db: Database, queue: string): Promise<boolean> {
  const r = await db.execute<{ found: boolean }>(
    sql`select exists (select 1 from jobs where queue = ${queue} and state in ('queued', 'running')) as found`,
  );
  return r.rows[0]?.found === true;
}

export async function countJobs(db: Database, queue: string, state: JobState): Promise<number> {
  const r = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from jobs where queue = ${queue} and state = ${state}`,
  );
  return r.rows[0]?.n ?? 0;
}
