import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { claimNextJob, countJobs, insertJob } from "./job-repository.server.ts";
import { type JobLane, startJobWorker } from "./job-worker.server.ts";

/** A promise and the call that resolves it: to wait until a handler has started, or to let it finish. */
function latch(): { done: Promise<void>; signal: () => void } {
  let signal!: () => void;
  const done = new Promise<void>((resolve) => {
    signal = resolve;
  });
  return { done, signal };
}

// The real timers, kept before any test fakes them: a deadline must run out in real time.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

/** Fails instead of hanging when `promise` does not settle within `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = realSetTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => realClearTimeout(timer));
}

/**
 * Waits until `check` holds, asking again as soon as each answer is in, for a write the worker makes on
 * its own. Not expect.poll: under fake timers it moves the clock itself, which would hide a late timer.
 */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within 2 s`);
  }
}

/** One step of a handler's work: it yields to the event loop (and its database) without waiting on time. */
const step = () => new Promise<void>((resolve) => setImmediate(resolve));

async function stateOf(db: DatabaseHandle["db"], id: number | null) {
  const row = await db.execute<{ state: string; attempts: number }>(
    sql`select state, attempts from jobs where id = ${id}`,
  );
  return row.rows[0];
}

describe("durable jobs", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("runs queued jobs once each and records them done", async () => {
    const seen: unknown[] = [];
    await insertJob(handle.db, "test-echo", { n: 1 });
    await insertJob(handle.db, "test-echo", { n: 2 });
    const worker = startJobWorker(
      handle.db,
      { "test-echo": async (job) => void seen.push(job.payload.n) },
      { autoStart: false },
    );
    expect(await worker.drain()).toBe(2);
    await worker.stop();
    expect(seen).toEqual([1, 2]);
    expect(await countJobs(handle.db, "test-echo", "done")).toBe(2);
  });

  it("keeps one live job per unique key", async () => {
    const a = await insertJob(handle.db, "test-unique", {}, { uniqueKey: "k" });
    const b = await insertJob(handle.db, "test-unique", {}, { uniqueKey: "k" });
    expect(a).not.toBeNull();
    expect(b).toBeNull();
  });

  it("retries a failing job later and gives up after maxAttempts", async () => {
    await insertJob(handle.db, "test-fail", {}, { maxAttempts: 2 });
    const worker = startJobWorker(
      handle.db,
      {
        "test-fail": async () => {
          throw new Error("boom");
        },
      },
      { autoStart: false },
    );
    await worker.drain();
    const after1 = await handle.db.execute<{ state: string; attempts: number; last_error: string }>(
      sql`select state, attempts, last_error from jobs where queue = 'test-fail'`,
    );
    expect(after1.rows[0]).toMatchObject({ state: "queued", attempts: 1 });
    expect(after1.rows[0]?.last_error).toContain("boom");
    await handle.db.execute(sql`update jobs set run_at = now() where queue = 'test-fail'`);
    await worker.drain();
    await worker.stop();
    expect(await countJobs(handle.db, "test-fail", "failed")).toBe(1);
  });

  it("takes back a job whose lease ran out (its worker died)", async () => {
    await insertJob(handle.db, "test-lease", {});
    const first = await claimNextJob(handle.db, ["test-lease"], "dead-worker", 60);
    expect(first).not.toBeNull();
    expect(await claimNextJob(handle.db, ["test-lease"], "other")).toBeNull();
    await handle.db.execute(
      sql`update jobs set locked_until = now() - interval '1 second' where id = ${first!.id}`,
    );
    const again = await claimNextJob(handle.db, ["test-lease"], "other");
    expect(again?.id).toBe(first!.id);
  });

  it("a stop asks the job in hand to stop, and puts it back without using an attempt", async () => {
    const id = await insertJob(handle.db, "test-long", {});
    const { done: isRunning, signal: started } = latch();
    let batches = 0;
    const worker = startJobWorker(
      handle.db,
      {
        "test-long": async (_job, _db, { signal }) => {
          started();
          // Work in steps, as an import does, checking between steps.
          for (;;) {
            await step();
            batches++;
            signal.throwIfAborted();
          }
        },
      },
      { autoStart: false },
    );
    const draining = worker.drain();
    await isRunning;
    await worker.stop();
    await draining;
    expect(batches).toBeGreaterThan(0);
    const row = await handle.db.execute<{ state: string; attempts: number; locked_until: unknown }>(
      sql`select state, attempts, locked_until from jobs where id = ${id}`,
    );
    expect(row.rows[0]).toMatchObject({ state: "queued", attempts: 0, locked_until: null });

    // The next server's worker takes it up at once and finishes it.
    const next = startJobWorker(handle.db, { "test-long": async () => undefined }, { autoStart: false });
    expect(await next.drain()).toBe(1);
    await next.stop();
    expect(await countJobs(handle.db, "test-long", "done")).toBe(1);
  });

  it("a job that ignores the stop finishes first, and is recorded done", async () => {
    await insertJob(handle.db, "test-stubborn", {});
    const { done: isRunning, signal: started } = latch();
    const { done: mayFinish, signal: finish } = latch();
    const worker = startJobWorker(
      handle.db,
      {
        "test-stubborn": async () => {
          started();
          await mayFinish;
        },
      },
      { autoStart: false },
    );
    const draining = worker.drain();
    await isRunning;
    // The stop is asked while the job still runs; the job finishes only afterwards.
    const stopped = worker.stop();
    finish();
    await stopped;
    await draining;
    expect(await countJobs(handle.db, "test-stubborn", "done")).toBe(1);
  });

  it("renews the lease of a job that runs longer than it, so no other worker takes it", async () => {
    const id = await insertJob(handle.db, "test-slow", {});
    const { done: finish, signal: release } = latch();
    const { done: isRunning, signal: started } = latch();
    const leaseSeconds = 2;
    const renewalMs = (leaseSeconds * 1000) / 3;
    const leaseAhead = async () =>
      (
        await handle.db.execute<{ ahead: boolean }>(
          sql`select locked_until > now() as ahead from jobs where id = ${id}`,
        )
      ).rows[0]?.ahead === true;
    // Only the worker's renewal timer is faked. The database's clock cannot be, so the test stands in for
    // its time passing by running the lease out in the table, as a lease left unrenewed would.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const worker = startJobWorker(
        handle.db,
        {
          "test-slow": async () => {
            started();
            await finish;
          },
        },
        { autoStart: false, leaseSeconds },
      );
      const draining = worker.drain();
      await isRunning;
      // Over twice the lease (4.5 s of a 2 s lease), one renewal period at a time: the lease is run out,
      // and the renewal due a third of the lease later puts it ahead again. Renewed that
      // often, it never runs out while the job runs.
      for (let elapsed = 0; elapsed < 4500; elapsed += renewalMs) {
        await handle.db.execute(
          sql`update jobs set locked_until = now() - interval '1 second' where id = ${id}`,
        );
        await vi.advanceTimersByTimeAsync(renewalMs);
        await until(leaseAhead, `the renewal ${Math.round(elapsed + renewalMs)} ms into the job`);
        expect(await claimNextJob(handle.db, ["test-slow"], "other-worker")).toBeNull();
      }
      release();
      await draining;
      await worker.stop();
    } finally {
      vi.useRealTimers();
    }
    expect(await countJobs(handle.db, "test-slow", "done")).toBe(1);
  });

  describe("lanes", () => {
    const lanes = (mail: string, bulk: string, mailSlots = 1): JobLane[] => [
      { name: "interactive", queues: [mail], concurrency: mailSlots },
      { name: "bulk", queues: [bulk], concurrency: 1 },
    ];

    it("an e-mail enqueued while a long bulk job runs is sent without waiting for it", async () => {
      const bulkId = await insertJob(handle.db, "lane-bulk", {});
      const { done: bulkRunning, signal: bulkStarted } = latch();
      const { done: bulkMayFinish, signal: finishBulk } = latch();
      const { done: mailSent, signal: sent } = latch();
      let bulkFinished = false;
      const worker = startJobWorker(
        handle.db,
        {
          "lane-bulk": async () => {
            bulkStarted();
            await bulkMayFinish;
            bulkFinished = true;
          },
          "lane-mail": async () => sent(),
        },
        { pollMs: 50, lanes: lanes("lane-mail", "lane-bulk") },
      );
      try {
        await within(bulkRunning, 5000, "the bulk job's start");
        const mailId = await insertJob(handle.db, "lane-mail", { to: "someone@example.test" });
        await within(mailSent, 5000, "the e-mail");
        await expect.poll(async () => (await stateOf(handle.db, mailId))?.state).toBe("done");
        expect(bulkFinished).toBe(false);
        expect(await stateOf(handle.db, bulkId)).toMatchObject({ state: "running", attempts: 1 });
      } finally {
        finishBulk();
        await worker.stop();
      }
      expect(await stateOf(handle.db, bulkId)).toMatchObject({ state: "done", attempts: 1 });
    });

    it("a stop ends both lanes: the bulk job back in the queue unspent, the e-mail finished", async () => {
      const bulkId = await insertJob(handle.db, "stop-bulk", {});
      const mailId = await insertJob(handle.db, "stop-mail", {});
      const { done: bulkRunning, signal: bulkStarted } = latch();
      const { done: mailRunning, signal: mailStarted } = latch();
      const { done: mailMayFinish, signal: finishMail } = latch();
      // The worker's polls run on a fake clock, so that "no poll after the stop" is a matter of moving
      // it on, not of waiting to see.
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      try {
        const worker = startJobWorker(
          handle.db,
          {
            "stop-bulk": async (_job, _db, { signal }) => {
              bulkStarted();
              for (;;) {
                await step();
                signal.throwIfAborted();
              }
            },
            // An SMTP exchange is not cut off: it finishes, then the worker stops.
            "stop-mail": async () => {
              mailStarted();
              await mailMayFinish;
            },
          },
          { pollMs: 50, lanes: lanes("stop-mail", "stop-bulk") },
        );
        await vi.advanceTimersByTimeAsync(50);
        await within(Promise.all([bulkRunning, mailRunning]), 5000, "both jobs' start");
        const stopped = worker.stop();
        finishMail();
        await within(stopped, 5000, "the stop");
        expect(await stateOf(handle.db, bulkId)).toMatchObject({ state: "queued", attempts: 0 });
        expect(await stateOf(handle.db, mailId)).toMatchObject({ state: "done", attempts: 1 });
        // Nothing is claimed after the stop, however many jobs are due.
        const late = await insertJob(handle.db, "stop-mail", {});
        await vi.advanceTimersByTimeAsync(200);
        // Waits for whatever a poll might have started (nothing, unless the stop failed to stop it).
        await worker.stop();
        expect(await stateOf(handle.db, late)).toMatchObject({ state: "queued", attempts: 0 });
      } finally {
        vi.useRealTimers();
      }
    });

    it("runs every job exactly once with several slots and two workers at once", async () => {
      const ids = new Set<number>();
      for (let n = 0; n < 24; n++) ids.add((await insertJob(handle.db, "many-mail", { n }))!);
      for (let n = 0; n < 4; n++) ids.add((await insertJob(handle.db, "many-bulk", { n }))!);
      const runs: number[] = [];
      const handler = async (job: { id: number }) => {
        runs.push(job.id);
        // Jobs of different lengths, so that they overlap and end out of order.
        for (let n = 0; n <= job.id % 4; n++) await step();
      };
      const handlers = { "many-mail": handler, "many-bulk": handler };
      const options = { autoStart: false, lanes: lanes("many-mail", "many-bulk", 3) };
      const workers = [
        startJobWorker(handle.db, handlers, options),
        startJobWorker(handle.db, handlers, options),
      ];
      const counts = await Promise.all(workers.map((w) => w.drain()));
      await Promise.all(workers.map((w) => w.stop()));
      expect(counts[0]! + counts[1]!).toBe(28);
      expect([...runs].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect(await countJobs(handle.db, "many-mail", "done")).toBe(24);
      expect(await countJobs(handle.db, "many-bulk", "done")).toBe(4);
    });

    it("refuses a handler that is in no lane, or in two", () => {
      const handlers = { "lane-a": async () => undefined, "lane-b": async () => undefined };
      expect(() =>
        startJobWorker(handle.db, handlers, {
          autoStart: false,
          lanes: [{ name: "only", queues: ["lane-a"], concurrency: 1 }],
        }),
      ).toThrow("Job queues in no lane: lane-b");
      expect(() =>
        startJobWorker(handle.db, handlers, {
          autoStart: false,
          lanes: [
            { name: "one", queues: ["lane-a", "lane-b"], concurrency: 1 },
            { name: "two", queues: ["lane-b"], concurrency: 1 },
          ],
        }),
      ).toThrow("Job queue lane-b is in lanes one and two");
    });
  });
});
