import { describe, expect, it } from "vitest";
import { TEST_POSTCODES } from "./generators/test-fixtures.ts";
import { type BatchSource, seedBatches, seedBatchesInWorker } from "./seed-batches.ts";
import { corpusStartDate } from "./seed-service.server.ts";

const source: BatchSource = {
  seed: 11,
  count: 2600,
  fromDate: corpusStartDate("2026-11-20", 2600),
  toDate: "2026-11-20",
  postcodes: TEST_POSTCODES,
  issueIds: new Map([["london|2026-11-20", 901]]),
  firstId: 4000001,
  format: "rows",
};

describe("the seed's batches", () => {
  it("are the same, in the same order, when made in a worker thread", async () => {
    const here = [...seedBatches(source)];
    const there = [];
    for await (const b of seedBatchesInWorker(source)) there.push(b);
    expect(here.length).toBeGreaterThan(1);
    expect(there).toEqual(here);
    const notices = here.flatMap((b) => b.rows?.notices ?? []);
    expect(notices).toHaveLength(2600);
    expect(notices.map((n) => n.id)).toEqual(notices.map((_, i) => 4000001 + i));
    // The issue map reaches the worker: the notices of that day are on pages of issue 901.
    expect(notices.filter((n) => n.issueId === 901).length).toBeGreaterThan(0);
  });

  it("are COPY text, the same in a worker thread, for PostgreSQL", async () => {
    const copy = { ...source, format: "copy" as const };
    const here = [...seedBatches(copy)];
    const there = [];
    for await (const b of seedBatchesInWorker(copy)) there.push(b);
    expect(there).toEqual(here);
    const rows = [...seedBatches(source)];
    here.forEach((b, i) => {
      const r = rows[i]!.rows!;
      expect(b.copy!.noticeLines).toHaveLength(r.notices.length);
      expect(b.copy!.noticeLines[0]!.split("\t")[0]).toBe(String(r.notices[0]!.id));
      expect(b.copy!.provenance.split("\n")).toHaveLength(r.provenance.length + 1);
      expect(b.copy!.locationPostcodes).toEqual(r.locations.map((l) => l.postcode));
    });
  });

  it("stops the worker when the reader stops early", async () => {
    let taken = 0;
    for await (const b of seedBatchesInWorker({ ...source, count: 50_000 })) {
      taken += b.rows?.notices.length ?? 0;
      break;
    }
    expect(taken).toBe(2000);
  });

  it("reports a worker that fails", async () => {
    const bad = { ...source, fromDate: "not a date" };
    const read = async () => {
      for await (const _ of seedBatchesInWorker(bad));
    };
    await expect(read()).rejects.toThrow(/YYYY-MM-DD/);
  });
});
