import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { claimNextJob, countJobs, enqueueJob } from "./job-repository.server.ts";
import { startJobWorker } from "./job-worker.server.ts";

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
});
