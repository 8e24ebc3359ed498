import { hostname } from "node:os";
import type { Database } from "../../db/client.server.ts";
import { PermanentJobFailure } from "./job-errors.ts";
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

/**
 * Runs one job. Job kinds are defined with `defineJob` and registered by the application (server/jobs.ts),
 * which makes each a handler that reads the payload through its schema first; a handler that throws
 * PermanentJobFailure is not retried.
 */
export type JobHandler = (job: JobRecord, db: Database, context: JobContext) => Promise<void>;

/**
 * A group of queues with slots of its own. Jobs of one lane never wait for another lane's jobs, so a
 * password-reset e-mail is not stuck behind a postcode import that takes minutes.
 */
export interface JobLane {
  name: string;
  queues: readonly string[];
  /** How many of this lane's jobs run at once in this process. */
  concurrency: number;
}

export interface JobWorker {
  /** Runs due jobs until none is left and none is running; used by tests and the CLI. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export interface JobWorkerOptions {
  pollMs?: number;
  autoStart?: boolean;
  /** How long a claimed job is this worker's before another may take it (it is renewed while it runs). */
  leaseSeconds?: number;
  /** Without lanes, every queue shares one lane running one job at a time. */
  lanes?: readonly JobLane[];
}

interface LaneState {
  name: string;
  queues: string[];
  concurrency: number;
  /** Claims in progress plus jobs running: reserved before the claim's await, so a lane never overfills. */
  busy: number;
}

function laneStates(
  handlers: Record<string, JobHandler>,
  lanes: readonly JobLane[] | undefined,
): LaneState[] {
  const queues = Object.keys(handlers);
  if (!lanes) return [{ name: "default", queues, concurrency: 1, busy: 0 }];
  const owner = new Map<string, string>();
  for (const lane of lanes) {
    if (!(lane.concurrency >= 1)) throw new Error(`Job lane ${lane.name} needs a concurrency of 1 or more`);
    for (const queue of lane.queues) {
      if (owner.has(queue))
        throw new Error(`Job queue ${queue} is in lanes ${owner.get(queue)} and ${lane.name}`);
      owner.set(queue, lane.name);
    }
  }
  // A handler left out of every lane would never run: a configuration mistake to refuse at start.
  const orphans = queues.filter((q) => !owner.has(q));
  if (orphans.length > 0) throw new Error(`Job queues in no lane: ${orphans.join(", ")}`);
  return lanes.map((lane) => ({
    name: lane.name,
    queues: lane.queues.filter((q) => q in handlers),
    concurrency: lane.concurrency,
    busy: 0,
  }));
}

/**
 * Polls the jobs table and runs jobs in this process, each lane up to its concurrency. While a job runs
 * its lease is renewed (every third of the lease), so a job longer than the lease is never taken by a
 * second worker; a worker that dies stops renewing, and its job is taken back once the lease runs out.
 * Stopping asks every job in hand to stop (their signal) and waits for them: a job that stops is released
 * to the queue without using an attempt, one that ignores the signal finishes first.
 */
export function startJobWorker(
  db: Database,
  handlers: Record<string, JobHandler>,
  options: JobWorkerOptions = {},
): JobWorker {
  const workerId = `${hostname()}:${process.pid}`;
  const lanes = laneStates(handlers, options.lanes);
  const pollMs = options.pollMs ?? 1000;
  const leaseSeconds = options.leaseSeconds ?? 300;
  const polling = options.autoStart !== false;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let started = 0;
  /** Every claim and job in progress, so that drain and stop can wait for them. */
  const inFlight = new Set<Promise<unknown>>();
  const running = new Set<Promise<void>>();

  function track<T>(work: Promise<T>, set: Set<Promise<T>> | null = null): Promise<T> {
    inFlight.add(work);
    set?.add(work);
    const forget = () => {
      inFlight.delete(work);
      set?.delete(work);
    };
    work.then(forget, forget);
    return work;
  }

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
      } else if (error instanceof PermanentJobFailure) {
        console.error(`[jobs] ${job.queue}#${job.id} failed for good (no retry): ${error.message}`);
        await failJob(db, job, error, { permanent: true });
      } else {
        console.error(`[jobs] ${job.queue}#${job.id} failed (attempt ${job.attempts}):`, error);
        await failJob(db, job, error);
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Claims and starts one job of the lane if it has a free slot and a due job; false otherwise. */
  async function startOne(lane: LaneState): Promise<boolean> {
    if (stopping.signal.aborted || lane.busy >= lane.concurrency) return false;
    lane.busy++;
    let job: JobRecord | null;
    try {
      job = await claimNextJob(db, lane.queues, workerId, leaseSeconds);
    } catch (error) {
      lane.busy--;
      throw error;
    }
    if (!job) {
      lane.busy--;
      return false;
    }
    if (stopping.signal.aborted) {
      // Claimed as the stop came: give it back untouched rather than start work that would be cut short.
      await releaseJob(db, job.id).finally(() => lane.busy--);
      return false;
    }
    started++;
    const claimed = job;
    const work = run(claimed)
      .catch((error) => console.error(`[jobs] ${claimed.queue}#${claimed.id}: not recorded:`, error))
      .finally(() => {
        lane.busy--;
        // A freed slot takes the lane's next due job at once instead of at the next poll.
        if (polling) fill(lane);
      });
    track(work, running);
    return true;
  }

  /** Fills the lane's free slots with due jobs. */
  function fill(lane: LaneState): Promise<void> {
    const filling = (async () => {
      while (await startOne(lane)) {}
    })().catch((error) => console.error(`[jobs] lane ${lane.name}: claim failed:`, error));
    return track(filling);
  }

  async function drain(): Promise<number> {
    const before = started;
    for (;;) {
      await Promise.all(lanes.map(fill));
      if (running.size === 0) break;
      await Promise.race(running);
    }
    return started - before;
  }

  function schedule() {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => {
      Promise.all(lanes.map(fill)).finally(schedule);
    }, pollMs);
    timer.unref();
  }

  if (polling) schedule();

  return {
    drain,
    async stop() {
      stopping.abort();
      if (timer) clearTimeout(timer);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
