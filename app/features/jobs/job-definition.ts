/**
 * A kind of background job, defined once next to the feature it serves: its kind (the queue name stored
 * with each job), its lane, the zod schema of its payload and what runs it. The payload is checked against
 * the schema twice: when the job is enqueued (a bad one is refused before it is stored) and when the worker
 * takes it (a stored one that no longer fits fails for good, without retries). The jobs module knows no
 * feature: the application lists its jobs where it is assembled (server/jobs.ts) and gives each what it
 * needs to run (a mailer, the site's address) there.
 */
import type { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { InvalidJobPayload } from "./job-errors.ts";
import type { JobHandler, JobLane } from "./job-worker.server.ts";

/**
 * interactive: someone at a screen waits for it (an e-mailed link); never behind bulk work.
 * bulk: imports, alerts and tidying, which may take minutes.
 */
export const JOB_LANE_NAMES = ["interactive", "bulk"] as const;
export type JobLaneName = (typeof JOB_LANE_NAMES)[number];

/** What a job's run is given besides its payload. */
export interface JobRunContext {
  db: Database;
  /** Aborted when the app server stops: check it between steps that can be redone. */
  signal: AbortSignal;
  jobId: number;
  /** 1 for the first attempt. */
  attempt: number;
}

export interface JobDefinition<P, D = void> {
  kind: string;
  lane: JobLaneName;
  payload: z.ZodType<P>;
  /** Attempts before the job is marked failed (an enqueue may ask for another number). */
  maxAttempts: number;
  // A property, not a method, so that its parameters are checked strictly: registering a job without
  // the dependencies its run needs does not compile.
  run: (payload: P, context: JobRunContext, dependencies: D) => Promise<void>;
}

export function defineJob<P, D = void>(
  definition: Omit<JobDefinition<P, D>, "maxAttempts"> & { maxAttempts?: number },
): JobDefinition<P, D> {
  if (!/^[a-z][a-z0-9-]*$/.test(definition.kind))
    throw new Error(`Job kind ${JSON.stringify(definition.kind)}: lower-case words joined by hyphens`);
  return { ...definition, maxAttempts: definition.maxAttempts ?? 5 };
}

/** The payload as the job's schema reads it, or InvalidJobPayload naming each problem. */
export function parseJobPayload<P>(
  job: Pick<JobDefinition<P, unknown>, "kind" | "payload">,
  payload: unknown,
): P {
  const parsed = job.payload.safeParse(payload);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "payload"}: ${issue.message}`)
    .join("; ");
  throw new InvalidJobPayload(job.kind, problems);
}

/** A job kind with what it needs to run, as the worker takes it. */
export interface RegisteredJob {
  kind: string;
  lane: JobLaneName;
  handler: JobHandler;
}

/** Registers a job; `dependencies` are what its run needs that only the assembled application has. */
export function registerJob<P>(job: JobDefinition<P, void>): RegisteredJob;
export function registerJob<P, D>(job: JobDefinition<P, D>, dependencies: D): RegisteredJob;
export function registerJob<P, D>(job: JobDefinition<P, D>, dependencies?: D): RegisteredJob {
  return {
    kind: job.kind,
    lane: job.lane,
    // The stored payload is read through the schema before the run sees it.
    handler: (record, db, { signal }) =>
      job.run(
        parseJobPayload(job, record.payload),
        { db, signal, jobId: record.id, attempt: record.attempts },
        dependencies as D,
      ),
  };
}

/** The worker's handlers by queue; a kind registered twice is a mistake refused at start. */
export function handlersOf(jobs: readonly RegisteredJob[]): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {};
  for (const job of jobs) {
    if (job.kind in handlers) throw new Error(`Job kind ${job.kind} is registered twice`);
    handlers[job.kind] = job.handler;
  }
  return handlers;
}

/** Every lane with the kinds that declared it and the concurrency the application gives it. */
export function lanesOf(
  jobs: readonly RegisteredJob[],
  concurrency: Readonly<Record<JobLaneName, number>>,
): JobLane[] {
  return JOB_LANE_NAMES.map((name) => ({
    name,
    queues: jobs.filter((job) => job.lane === name).map((job) => job.kind),
    concurrency: concurrency[name],
  }));
}
