/**
 * Typed jobs: a payload is checked against its job's schema when it is enqueued (a bad one is never
 * stored) and when the worker takes it (a stored one that does not fit fails at once, without retries).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { enqueueJob } from "./enqueue-job.server.ts";
import { defineJob, handlersOf, type JobRunContext, registerJob } from "./job-definition.ts";
import { InvalidJobPayload, PermanentJobFailure } from "./job-errors.ts";
import { countJobs, insertJob } from "./job-repository.server.ts";
import { startJobWorker } from "./job-worker.server.ts";

const runs: { payload: unknown; context: Omit<JobRunContext, "db" | "signal">; prefix: string }[] = [];

const stampJob = defineJob({
  kind: "test-stamp",
  lane: "bulk",
  payload: z.object({ noticeId: z.number().int().positive(), note: z.string().optional() }),
  run: async (payload, { jobId, attempt }, prefix: string) => {
    runs.push({ payload, context: { jobId, attempt }, prefix });
  },
});

async function rowOf(handle: DatabaseHandle, id: number | null) {
  const result = await handle.db.execute<{
    state: string;
    attempts: number;
    max_attempts: number;
    last_error: string | null;
    payload: unknown;
  }>(sql`select state, attempts, max_attempts, last_error, payload from jobs where id = ${id}`);
  return result.rows[0];
}

describe("typed jobs", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());
  beforeEach(() => {
    runs.length = 0;
    vi.restoreAllMocks();
  });

  function drain(...jobs: Parameters<typeof handlersOf>[0]) {
    const worker = startJobWorker(handle.db, handlersOf(jobs), { autoStart: false });
    return worker.drain().finally(() => worker.stop());
  }

  it("enqueue refuses a payload that does not fit the schema, saying what is wrong, and stores nothing", async () => {
    const refused = enqueueJob(handle.db, stampJob, { noticeId: -3, note: 7 } as never);
    await expect(refused).rejects.toBeInstanceOf(InvalidJobPayload);
    await expect(enqueueJob(handle.db, stampJob, { noticeId: "12" } as never)).rejects.toThrow(
      /^The test-stamp job's payload is not valid: noticeId: /,
    );
    await expect(enqueueJob(handle.db, stampJob, null as never)).rejects.toThrow(
      "The test-stamp job's payload is not valid: payload:",
    );
    expect(await countJobs(handle.db, "test-stamp", "queued")).toBe(0);
  });

  it("enqueue stores what the schema reads, with the job's attempts unless asked otherwise", async () => {
    const id = await enqueueJob(handle.db, stampJob, { noticeId: 12, extra: "dropped" } as never);
    expect(await rowOf(handle, id)).toMatchObject({
      state: "queued",
      max_attempts: 5,
      payload: { noticeId: 12 },
    });
    const other = await enqueueJob(handle.db, stampJob, { noticeId: 13 }, { maxAttempts: 2 });
    expect((await rowOf(handle, other))?.max_attempts).toBe(2);
    expect(await drain(registerJob(stampJob, "run by"))).toBe(2);
    expect(runs).toEqual([
      { payload: { noticeId: 12 }, context: { jobId: id, attempt: 1 }, prefix: "run by" },
      { payload: { noticeId: 13 }, context: { jobId: other, attempt: 1 }, prefix: "run by" },
    ]);
  });

  it("the worker fails a stored payload that does not fit, at once and without running it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const id = await insertJob(handle.db, "test-stamp", { noticeId: "twelve" }, { maxAttempts: 5 });
    expect(await drain(registerJob(stampJob, "run by"))).toBe(1);
    expect(runs).toEqual([]);
    const row = await rowOf(handle, id);
    expect(row).toMatchObject({ state: "failed", attempts: 1 });
    expect(row?.last_error).toMatch(
      /^InvalidJobPayload: The test-stamp job's payload is not valid: noticeId: /,
    );
    // Failed for good: nothing is due again, however long one waits.
    await handle.db.execute(sql`update jobs set run_at = now() where id = ${id}`);
    expect(await drain(registerJob(stampJob, "run by"))).toBe(0);
  });

  it("a run that fails permanently is not retried; any other failure is", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = (error: Error) =>
      defineJob({
        kind: "test-refuse",
        lane: "bulk",
        payload: z.object({}),
        run: async () => {
          throw error;
        },
      });
    const permanent = await enqueueJob(handle.db, failing(new PermanentJobFailure("no such file")), {});
    expect(await drain(registerJob(failing(new PermanentJobFailure("no such file"))))).toBe(1);
    expect(await rowOf(handle, permanent)).toMatchObject({
      state: "failed",
      attempts: 1,
      last_error: "PermanentJobFailure: no such file",
    });
    const passing = await enqueueJob(handle.db, failing(new Error("timeout")), {});
    expect(await drain(registerJob(failing(new Error("timeout"))))).toBe(1);
    expect(await rowOf(handle, passing)).toMatchObject({ state: "queued", attempts: 1 });
  });
});
