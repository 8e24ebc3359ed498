import { hostname } from "node:os";
import type { Database } from "../../db/client.server.ts";
import { claimNextJob, completeJob, failJob, type JobRecord } from "./job-repository.server.ts";

export type JobHandler = (job: JobRecord, db: Database) => Promise<void>;

export interface JobWorker {
  /** Runs due jobs until none is left; used by tests and the CLI. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Polls the jobs table and runs one job at a time in this process. Stopping waits for the job in hand,
 * so a graceful shutdown never abandons work half done (an abandoned lease is retried after it expires).
 */
export function startJobWorker(
  db: Database,
  handlers: Record<string, JobHandler>,
  options: { pollMs?: number; autoStart?: boolean } = {},
): JobWorker {
  const workerId = `${hostname()}:${process.pid}`;
  const queues = Object.keys(handlers);
  const pollMs = options.pollMs ?? 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  async function runOne(): Promise<boolean> {
    const job = await claimNextJob(db, queues, workerId);
    if (!job) return false;
    const handler = handlers[job.queue];
    try {
      if (!handler) throw new Error(`No handler for queue ${job.queue}`);
      await handler(job, db);
      await completeJob(db, job.id);
    } catch (error) {
      console.error(`[jobs] ${job.queue}#${job.id} failed (attempt ${job.attempts}):`, error);
      await failJob(db, job, error);
    }
    return true;
  }

  async function drain(): Promise<number> {
    let n = 0;
    while (!stopped && (await runOne())) n++;
    return n;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = drain()
        .catch((error) => console.error("[jobs] poll failed:", error))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  if (options.autoStart !== false) schedule();

  return {
    drain,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
