/**
 * How features queue work: a job definition and its payload, which must fit the definition's schema
 * (a mistake is refused here, with what is wrong, before anything is stored).
 */
import type { Database } from "../../db/client.server.ts";
import type { JobDefinition } from "./job-definition.ts";
import { parseJobPayload } from "./job-definition.ts";
import { type EnqueueOptions, hasUnfinishedJob, insertJob } from "./job-repository.server.ts";

export type { EnqueueOptions };

/** The new job's id, or null when a job with the same unique key is already queued or running. */
export async function enqueueJob<P>(
  db: Database,
  job: JobDefinition<P, never>,
  payload: NoInfer<P>,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const parsed = parseJobPayload(job, payload);
  return insertJob(db, job.kind, parsed as Record<string, unknown>, {
    ...options,
    maxAttempts: options.maxAttempts ?? job.maxAttempts,
  });
}

/** Whether a job of this kind is still waiting or running: work a page may have to mention as not done. */
export function jobUnfinished(db: Database, job: { kind: string }): Promise<boolean> {
  return hasUnfinishedJob(db, job.kind);
}
