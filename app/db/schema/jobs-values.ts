/** The fixed words of the jobs table (a CHECK in jobs.ts keeps the column to them). */

/** queued (due at run_at) → running (leased) → done, or back to queued for a retry, or failed for good. */
export const JOB_STATES = ["queued", "running", "done", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];
