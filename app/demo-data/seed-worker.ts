/** The worker thread of seedBatchesInWorker (seed-batches.ts): makes batches while it has credit. */
import { parentPort, workerData } from "node:worker_threads";
import { type BatchSource, seedBatches, WORKER_BATCHES_AHEAD, type WorkerMessage } from "./seed-batches.ts";

const port = parentPort;
if (!port) throw new Error("seed-worker.ts runs as a worker thread only");
let credit = WORKER_BATCHES_AHEAD;
let wake: (() => void) | null = null;
port.on("message", () => {
  credit++;
  wake?.();
  wake = null;
});
for (const batch of seedBatches(workerData as BatchSource)) {
  port.postMessage({ batch } satisfies WorkerMessage);
  credit--;
  while (credit <= 0) await new Promise<void>((resolve) => (wake = resolve));
}
port.postMessage({ done: true } satisfies WorkerMessage);
port.close();
