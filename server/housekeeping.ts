/**
 * Hourly tidying shared by every app server: each feature's clean-up of what has expired (sessions,
 * rate-limit windows, sign-in failure counts that locked nothing), listed here where the application is
 * assembled, so no feature depends on the others or the jobs module on any of them. Each run queues the
 * next; the unique key names the hour, so however many servers start, one job a slot runs.
 */
import { z } from "zod";
import type { Database } from "../app/db/client.server.ts";
import { deleteExpiredSessions } from "../app/features/accounts/session-repository.server.ts";
import { pruneSignInFailures } from "../app/features/accounts/sign-in-failure-repository.server.ts";
import { pruneApiTokens } from "../app/features/api-access/api-access-service.server.ts";
import { deleteAbandonedVisitorBaskets } from "../app/features/baskets/basket-service.server.ts";
import { enqueueJob } from "../app/features/jobs/enqueue-job.server.ts";
import { defineJob } from "../app/features/jobs/job-definition.ts";
import { pruneRateLimits } from "../app/features/security/rate-limit.server.ts";

/** Every clean-up the hourly run makes, in order. */
export const CLEAN_UPS: readonly ((db: Database, now: Date) => Promise<unknown>)[] = [
  deleteExpiredSessions,
  pruneRateLimits,
  pruneSignInFailures,
  // Visitors' baskets untouched for 30 days (their cookie has expired by then too).
  deleteAbandonedVisitorBaskets,
  // The placement API's tokens a day after they expired or were revoked.
  pruneApiTokens,
];

const EVERY_MS = 3_600_000;

export const housekeepingJob = defineJob({
  kind: "housekeeping",
  lane: "bulk",
  payload: z.strictObject({}),
  maxAttempts: 3,
  run: (_payload, { db }) => runHousekeeping(db),
});

export async function scheduleHousekeeping(db: Database, runAt = new Date()): Promise<void> {
  const slot = new Date(Math.floor(runAt.getTime() / EVERY_MS) * EVERY_MS).toISOString();
  await enqueueJob(db, housekeepingJob, {}, { runAt, uniqueKey: `${housekeepingJob.kind}:${slot}` });
}

export async function runHousekeeping(db: Database, now = new Date()): Promise<void> {
  for (const cleanUp of CLEAN_UPS) await cleanUp(db, now);
  await scheduleHousekeeping(db, new Date(Math.floor(now.getTime() / EVERY_MS) * EVERY_MS + EVERY_MS));
}
