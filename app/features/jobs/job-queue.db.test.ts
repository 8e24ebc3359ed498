import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { claimNextJob, countJobs, enqueueJob } from "./job-repository.server.ts";
import { startJobWorker } from "./job-worker.server.ts";

/** A promise and the call that resolves it: to wait until a handler has started, or to let it finish. */
function latch(): { done: Promise<void>; signal: () => void } {
  let signal!: () => void;
  const done = new Promise<void>((resolve) => {
    signal = resolve;
  });
  return { done, signal };
}

describe("durable jobs", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("runs queued jobs once each and records them done", async () => {
    const seen: unknown[] = [];
    await enqueueJob(handle.db, "test-echo", { n: 1 });
    await enqueueJob(handle.db, "test-echo", { n: 2 });
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
    const a = await enqueueJob(handle.db, "test-unique", {}, { uniqueKey: "k" });
    const b = await enqueueJob(handle.db, "test-unique", {}, { uniqueKey: "k" });
    expect(a).not.toBeNull();
    expect(b).toBeNull();
  });

  it("retries a failing job later and gives up after maxAttempts", async () => {
    await enqueueJob(handle.db, "test-fail", {}, { maxAttempts: 2 });
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
    await enqueueJob(handle.db, "test-lease", {});
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
    const id = await enqueueJob(handle.db, "test-long", {});
    const { done: isRunning, signal: started } = latch();
    let batches = 0;
    const worker = startJobWorker(
      handle.db,
      {
        "test-long": async (_job, _db, { signal }) => {
          started();
          // Work in steps, as an import does, checking between steps.
          for (;;) {
            await new Promise((resolve) => setTimeout(resolve, 20));
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
    await enqueueJob(handle.db, "test-stubborn", {});
    const { done: isRunning, signal: started } = latch();
    const worker = startJobWorker(
      handle.db,
      {
        "test-stubborn": async () => {
          started();
          await new Promise((resolve) => setTimeout(resolve, 150));
        },
      },
      { autoStart: false },
    );
    const draining = worker.drain();
    await isRunning;
    await worker.stop();
    await draining;
    expect(await countJobs(handle.db, "test-stubborn", "done")).toBe(1);
  });

  it("renews the lease of a job that runs longer than it, so no other worker takes it", {
    timeout: 15_000,
  }, async () => {
    const id = await enqueueJob(handle.db, "test-slow", {});
    const { done: finish, signal: release } = latch();
    const { done: isRunning, signal: started } = latch();
    const worker = startJobWorker(
      handle.db,
      {
        "test-slow": async () => {
          started();
          await finish;
        },
      },
      { autoStart: false, leaseSeconds: 2 },
    );
    const draining = worker.drain();
    await isRunning;
    // Over twice the lease has passed: without renewal the job would be free to claim by now. (A 2 s
    // lease renewed every 667 ms leaves room for a busy machine's late timers.)
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(await claimNextJob(handle.db, ["test-slow"], "other-worker")).toBeNull();
    const lease = await handle.db.execute<{ ahead: boolean }>(
      sql`select locked_until > now() as ahead from jobs where id = ${id}`,
    );
    expect(lease.rows[0]?.ahead).toBe(true);
    release();
    await draining;
    await worker.stop();
    expect(await countJobs(handle.db, "test-slow", "done")).toBe(1);
  });
});
