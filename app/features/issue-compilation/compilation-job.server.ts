/**
 * The durable job that compiles each edition's issues on its calendar (ADR 020). One job per edition and
 * publication day, queued for 06:00 London that day under the key `compile-issue:{edition}:{date}`, so
 * however many servers queue it, one runs. Each run compiles the edition's next issue if it is dated that
 * day or before, prints it, and queues the job of the following publication day. Every start makes sure
 * each edition's next job exists; a day missed while the service was down is compiled at once.
 */
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { enqueueJob } from "../jobs/enqueue-job.server.ts";
import { defineJob } from "../jobs/job-definition.ts";
import { EDITIONS, type EditionId } from "../publications/editions.ts";
import { nextPublicationDay } from "../publications/publication-calendar.ts";
import { lastIssueOf } from "./compilation-repository.server.ts";
import { compileMomentOn, nextIssueDate } from "./compilation-rules.ts";
import { type CompileOutcome, compileNextIssue, printIssue } from "./compilation-service.server.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const compileIssueJob = defineJob({
  kind: "compile-issue",
  lane: "bulk",
  payload: z.strictObject({ edition: z.enum(["london", "edinburgh", "belfast"]), date: isoDate }),
  maxAttempts: 5,
  run: async ({ edition, date }, { db, signal }, { siteUrl }: { siteUrl: string }) => {
    await runIssueCompilation(db, { editionId: edition, date, siteUrl, signal });
  },
});

async function queueCompilation(db: Database, editionId: EditionId, date: string): Promise<void> {
  await enqueueJob(
    db,
    compileIssueJob,
    { edition: editionId, date },
    { runAt: compileMomentOn(date), uniqueKey: `${compileIssueJob.kind}:${editionId}:${date}` },
  );
}

/** Queues the edition's next compilation, if it is not queued already (at start, and after each run). */
export async function scheduleIssueCompilation(
  db: Database,
  editionId: EditionId,
  now = new Date(),
  after?: string,
): Promise<string> {
  const last = await lastIssueOf(db, editionId);
  let date = nextIssueDate(editionId, now, last?.publishedOn ?? null);
  // The day just run stays "next" when it had nothing to publish: its notices wait for the following one.
  if (after !== undefined && date <= after) date = nextPublicationDay(editionId, after);
  await queueCompilation(db, editionId, date);
  return date;
}

export async function scheduleAllIssueCompilations(db: Database, now = new Date()): Promise<void> {
  for (const edition of EDITIONS) await scheduleIssueCompilation(db, edition.id, now);
}

/** One run: the issue of `date` (or a missed earlier one) compiled and printed, then the next run queued. */
export async function runIssueCompilation(
  db: Database,
  run: { editionId: EditionId; date: string; siteUrl: string; now?: Date; signal?: AbortSignal },
): Promise<CompileOutcome> {
  const now = run.now ?? new Date();
  const outcome = await compileNextIssue(db, run.editionId, { now, upTo: run.date });
  if (outcome.kind === "compiled") {
    const { issue } = outcome;
    console.log(
      `[jobs] compile-issue: ${run.editionId} issue ${issue.number} of ${issue.publishedOn}, ${issue.notices} notices`,
    );
  }
  // Printing is redone from the stored issue if this run is stopped (a retry finds the issue made and the
  // PDFs it printed kept), so a crash here loses nothing.
  const last = await lastIssueOf(db, run.editionId);
  if (last?.publishedOn === run.date)
    await printIssue(db, run.editionId, last.number, run.siteUrl, run.signal);
  await scheduleIssueCompilation(db, run.editionId, now, run.date);
  return outcome;
}
