/**
 * Processing a bundle (ADR 022): a durable job takes the bundle's pending notices one at a time, in the
 * order of the file. Each notice is one transaction — its item locked, its draft made and checked through
 * placement's `createDraftFromData`, its outcome recorded and counted in the bundle — so a server killed
 * anywhere leaves each notice either wholly done or untouched, and the job, taken up again, goes on from
 * the first untouched one: every notice once, none lost. The job's signal is checked between notices, so a
 * server stopping hands the job back at once.
 */
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { hasPermission } from "../accounts/permissions.ts";
import { defineJob } from "../jobs/job-definition.ts";
import { createDraftFromData } from "../placement/draft-from-data.server.ts";
import { placingCapacitiesOf } from "../placement/placing-capacity-service.server.ts";
import {
  lockNextPendingItem,
  type PendingItem,
  recordItemOutcome,
  selectBundle,
  selectBundlePlacer,
  updateBundleStatus,
} from "./bundle-repository.server.ts";

export const BUNDLE_PROCESSING_MESSAGES = {
  noEdition: "The notice names no edition: London, Edinburgh or Belfast",
  mayNotPlace: "The bundle's sender may no longer place notices, so no draft was made",
  failed: "This notice could not be processed. Upload it again, or place it through the web form",
} as const;

const PROCESS_ATTEMPTS = 5;

/**
 * The job. Its last attempt failing marks the bundle failed, so the status page stops polling and says
 * so (the notices already processed stay as they are).
 */
export const processBundleJob = defineJob({
  kind: "process-bundle",
  lane: "bulk",
  payload: z.strictObject({ bundleId: z.number().int().positive() }),
  maxAttempts: PROCESS_ATTEMPTS,
  run: async ({ bundleId }, { db, signal, attempt }) => {
    try {
      await processBundle(db, bundleId, { signal });
    } catch (error) {
      if (!signal.aborted && attempt >= PROCESS_ATTEMPTS)
        await updateBundleStatus(db, bundleId, ["submitted", "processing"], "failed");
      throw error;
    }
  },
});

/** Processes every pending notice of the bundle; safe to run again at any point. */
export async function processBundle(
  db: Database,
  bundleId: number,
  options: {
    signal?: AbortSignal;
    now?: () => Date;
    /** Told after each notice is committed (the kill -9 test and the benchmark watch progress by it). */
    onProcessed?: (position: number) => void;
  } = {},
): Promise<void> {
  const now = options.now ?? (() => new Date());
  const bundle = await selectBundle(db, bundleId);
  const placer = await selectBundlePlacer(db, bundleId);
  if (!bundle || !placer || bundle.status === "processed") return;
  await updateBundleStatus(db, bundleId, ["submitted"], "processing");
  const capacities = await placingCapacitiesOf(db, placer);
  const mayPlace = hasPermission(placer, "place-notices");
  for (;;) {
    options.signal?.throwIfAborted();
    const more = await processNextItem(db, bundleId, async (tx, item) => {
      const { entry } = item;
      // Permissions may have been taken away since the upload: the job places as the sender is now.
      if (!mayPlace)
        return { noticeId: null, problems: [...item.parseProblems, BUNDLE_PROCESSING_MESSAGES.mayNotPlace] };
      if (!entry.editionId)
        return { noticeId: null, problems: [...item.parseProblems, BUNDLE_PROCESSING_MESSAGES.noEdition] };
      const made = await createDraftFromData(
        tx,
        placer,
        capacities,
        {
          noticeCode: entry.noticeCode,
          editionId: entry.editionId,
          data: entry.data,
          publishDate: entry.publishDate,
          bundleId,
        },
        now(),
      );
      return { noticeId: made.noticeId, problems: [...item.parseProblems, ...made.problems] };
    });
    if (more === null) break;
    options.onProcessed?.(more);
  }
  await updateBundleStatus(db, bundleId, ["submitted", "processing"], "processed", now());
}

type Outcome = { noticeId: number | null; problems: string[] };

/**
 * One notice in one transaction: its position, or null when none is left. A notice whose processing throws is recorded
 * as invalid in a transaction of its own, so one bad notice never stops the rest (a database that cannot
 * be reached fails that too, and the job is retried).
 */
async function processNextItem(
  db: Database,
  bundleId: number,
  make: (tx: Database, item: PendingItem) => Promise<Outcome>,
): Promise<number | null> {
  let failed: PendingItem | null = null;
  const found = await db
    .transaction(async (tx) => {
      const item = await lockNextPendingItem(tx, bundleId);
      if (!item) return null;
      failed = item;
      const outcome = await make(tx, item);
      await recordItemOutcome(
        tx,
        { id: item.id, bundleId },
        {
          status: outcome.problems.length === 0 ? "valid" : "invalid",
          problems: outcome.problems,
          noticeId: outcome.noticeId,
        },
      );
      return item.position;
    })
    .catch(async (error: unknown) => {
      const item = failed as PendingItem | null;
      if (!item) throw error;
      console.error(`Bundle ${bundleId}: notice ${item.position} could not be processed`, error);
      await db.transaction((tx) =>
        recordItemOutcome(
          tx,
          { id: item.id, bundleId },
          {
            status: "invalid",
            problems: [...item.parseProblems, BUNDLE_PROCESSING_MESSAGES.failed],
            noticeId: null,
          },
        ),
      );
      return item.position;
    });
  return found;
}
