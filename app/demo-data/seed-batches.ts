/**
 * Where the seed's batches come from: the generator and the row preparation (seed-rows.ts), run in the
 * loader's own thread or in a worker thread (seed-worker.ts). In a worker they cost the writer nothing:
 * while PostgreSQL takes one batch (and computes each row's tsvector), the next ones are being made.
 * Either way the batches are the same, in the same order; on PostgreSQL they are already COPY text.
 */
import { Worker } from "node:worker_threads";
import type { EditionId } from "../features/publications/editions.ts";
import { isPublicationDay } from "../features/publications/publication-calendar.ts";
import { generateCorpusBatches } from "./generators/corpus.ts";
import { type CopyBatch, toCopyBatch } from "./seed-copy-rows.ts";
import { type PreparedBatch, prepareBatch } from "./seed-rows.ts";
import type { SamplePostcode } from "./seed-types.ts";

export interface BatchSource {
  seed: number;
  count: number;
  fromDate: string;
  toDate: string;
  postcodes: SamplePostcode[];
  /** `edition|YYYY-MM-DD` → issue id. */
  issueIds: Map<string, number>;
  firstId: number;
  /** Rows for `unnest` inserts (PGlite), or COPY text (PostgreSQL). */
  format: "rows" | "copy";
}

export type SeedBatch = { rows: PreparedBatch; copy?: never } | { copy: CopyBatch; rows?: never };

export function* seedBatches(source: BatchSource): Generator<SeedBatch> {
  for (const rows of preparedBatches(source))
    yield source.format === "copy" ? { copy: toCopyBatch(rows) } : { rows };
}

function* preparedBatches(source: BatchSource): Generator<PreparedBatch> {
  const state = {
    seed: source.seed,
    nextId: source.firstId,
    issueIds: source.issueIds,
    pageCounters: new Map<string, number>(),
  };
  for (const batch of generateCorpusBatches({
    seed: source.seed,
    count: source.count,
    fromDate: source.fromDate,
    toDate: source.toDate,
    postcodes: source.postcodes,
    isPublicationDay: (edition: EditionId, date: string) => isPublicationDay(edition, date),
  }))
    yield prepareBatch(batch, state);
}

/** How many batches the worker may make ahead of the writer: enough to never starve it, in bounded memory. */
export const WORKER_BATCHES_AHEAD = 4;

export type WorkerMessage = { batch: SeedBatch } | { done: true };

/**
 * The same batches, made in a worker thread. The worker is given a credit for each batch taken, so it
 * stays at most WORKER_BATCHES_AHEAD ahead; it is ended when the consumer stops, early or not.
 */
export async function* seedBatchesInWorker(source: BatchSource): AsyncGenerator<SeedBatch> {
  const worker = new Worker(new URL("./seed-worker.ts", import.meta.url), { workerData: source });
  const queue: SeedBatch[] = [];
  let done = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  worker.on("message", (m: WorkerMessage) => {
    if ("done" in m) done = true;
    else queue.push(m.batch);
    notify();
  });
  worker.on("error", (e) => {
    failure = e;
    notify();
  });
  worker.on("exit", (code) => {
    if (!done) failure ??= new Error(`The generating worker stopped (exit code ${code}) before the end`);
    notify();
  });
  try {
    for (;;) {
      const next = queue.shift();
      if (next) {
        worker.postMessage("more");
        yield next;
      } else if (failure) throw failure;
      else if (done) return;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    await worker.terminate();
  }
}
