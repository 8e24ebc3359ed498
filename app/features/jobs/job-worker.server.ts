import { hostname } from "node:os";
import type { Database } from "../../db/client.server.ts";
import {
  claimNextJob,
  completeJob,
  extendJobLease,
  failJob,
  type JobRecord,
  releaseJob,
} from "./job-repository.server.ts";

/**
 * What a handler is told while it runs. A long handler checks `signal` between steps of work it can
 * redo safely (`signal.throwIfAborted()`): when the app server stops, its job goes back to the queue
 * untouched instead of holding the shutdown (or being cut off half-way by a forced exit).
 */
export interface JobContext {
  signal: AbortSignal;
}

export type JobHandler = (job: JobRecord, db: Database, context: JobContext) => Promise<void>;

export interface JobWorker {
  /** Runs due jobs until none is left; used by tests and the CLI. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export interface JobWorkerOptions {
  pollMs?: number;
  autoStart?: boolean;
  /** How long a claimed job is this worker's before another may take it (it is renewed while it runs). */
  leaseSeconds?: number;
}

/**
 * Polls the jobs table and runs one job at a time in this process. While a job runs its lease is renewed
 * (every third of the lease), so a job longer than the lease is never taken by a second worker; a worker
 * that dies stops renewing, and its job is taken back once the lease runs out. Stopping asks the job in
 * hand to stop (its signal) and waits for it: a job that stops is released to the queue without using an
 * attempt, one that ignores the signal finishes first.
 */
export function startJobWorker(
  db: Database,
  handlers: Record<string, JobHandler>,
  options: JobWorkerOptions = {},
): JobWorker {
  const workerId = `${hostname()}:${process.pid}`;
  const queues = Object.keys(handlers);
  const pollMs = options.pollMs ?? 1000;
  const leaseSeconds = options.leaseSeconds ?? 300;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<unknown> = Promise.resolve();
  let inHand: Promise<unknown> = Promise.resolve();

  async function run(job: JobRecord): Promise<void> {
    const handler = handlers[job.queue];
    const heartbeat = setInterval(
      () => {
        extendJobLease(db, job.id, workerId, leaseSeconds).catch((error) =>
          console.error(`[jobs] ${job.queue}#${job.id}: lease not renewed:`, error),
        );
      },
      Math.max(100, (leaseSeconds * 1000) / 3),
    );
    heartbeat.unref();
    try {
      if (!handler) throw new Error(`No handler for queue ${job.queue}`);
      await handler(job, db, { signal: stopping.signal });
      await completeJob(db, job.id);
    } catch (error) {
      if (stopping.signal.aborted) {
        console.log(`[jobs] ${job.queue}#${job.id} stopped for shutdown; back in the queue`);
        await releaseJob(db, job.id);
      } else {
        console.error(`[jobs] ${job.queue}#${job.id} failed (attempt ${job.attempts}):`, error);
        await failJob(db, job, error);
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function runOne(): Promise<boolean> {
    if (stopping.signal.aborted) return false;
    const job = await claimNextJob(db, queues, workerId, leaseSeconds);
    if (!job) return false;
    const done = run(job);
    inHand = done;
    await done;
    return true;
  }

  async function drain(): Promise<number> {
    let n = 0;
    while (!stopping.signal.aborted && (await runOne())) n++;
    return n;
  }

  function schedule() {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => {
      polling = drain()
        .catch((error) => console.error("[jobs] poll failed:", error))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  if (options.autoStart !== false) schedule();

  return {
    drain,
    async stop() {
      stopping.abort();
      if (timer) clearTimeout(timer);
      await Promise.all([polling, inHand]);
    },
  };
}
