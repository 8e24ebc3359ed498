/**
 * Hourly tidying shared by every app server: expired sessions, old rate-limit windows and sign-in failure
 * counts that locked nothing. Each run
 * queues the next; the unique key names the hour, so however many servers start, one job a slot runs.
 */
import type { Database } from "../../db/client.server.ts";
import { endExpiredSessions } from "../accounts/session.server.ts";
import { pruneSignInFailures } from "../accounts/sign-in-service.server.ts";
import { pruneRateLimits } from "../security/rate-limit.server.ts";
import { enqueueJob } from "./job-repository.server.ts";

export const HOUSEKEEPING_QUEUE = "housekeeping";
const EVERY_MS = 3_600_000;

export async function scheduleHousekeeping(db: Database, runAt = new Date()): Promise<void> {
  const slot = new Date(Math.floor(runAt.getTime() / EVERY_MS) * EVERY_MS).toISOString();
  await enqueueJob(
    db,
    HOUSEKEEPING_QUEUE,
    {},
    { runAt, uniqueKey: `${HOUSEKEEPING_QUEUE}:${slot}`, maxAttempts: 3 },
  );
}

export async function runHousekeeping(db: Database, now = new Date()): Promise<void> {
  await endExpiredSessions(db, now);
  await pruneRateLimits(db, now);
  await pruneSignInFailures(db, now);
  await scheduleHousekeeping(db, new Date(Math.floor(now.getTime() / EVERY_MS) * EVERY_MS + EVERY_MS));
}
