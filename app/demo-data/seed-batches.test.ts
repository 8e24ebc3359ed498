import { describe, expect, it } from "vitest";
import { TEST_POSTCODES } from "./generators/test-fixtures.ts";
import { type BatchSource, preparedBatches, preparedBatchesInWorker } from "./seed-batches.ts";
import { corpusStartDate } from "./seed-service.server.ts";

const source: BatchSource = {
  seed: 11,
  count: 2600,
  fromDate: corpusStartDate("2026-11-20", 2600),
  toDate: "2026-11-20",
  postcodes: TEST_POSTCODES,
  issueIds: new Map([["london|2026-11-20", 901]]),
  firstId: 4000001,
};

describe("the seed's batches", () => {
  it("are the same, in the same order, when made in a worker thread", async () => {
    const here = [...preparedBatches(source)];
    const there = [];
    for await (const b of preparedBatchesInWorker(source)) there.push(b);
    expect(here.length).toBeGreaterThan(1);
    expect(there).toEqual(here);
    const notices = here.flatMap((b) => b.notices);
    expect(notices).toHaveLength(2600);
    expect(notices.map((n) => n.id)).toEqual(notices.map((_, i) => 4000001 + i));
    // The issue map reaches the worker: the notices of that day are on pages of issue 901.
    expect(notices.filter((n) => n.issueId === 901).length).toBeGreaterThan(0);
  });

  it("stops the worker when the reader stops early", async () => {
    let taken = 0;
    for await (const b of preparedBatchesInWorker({ ...source, count: 50_000 })) {
      taken += b.notices.length;
      break;
    }
    expect(taken).toBe(2000);
  });

  it("reports a worker that fails", async () => {
    const bad = { ...source, fromDate: "not a date" };
    const read = async () => {
      for await (const _ of preparedBatchesInWorker(bad));
    };
    await expect(read()).rejects.toThrow(/YYYY-MM-DD/);
  });
});
