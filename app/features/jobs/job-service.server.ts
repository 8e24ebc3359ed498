/**
 * What other features may do with the job queue: add a job. Claiming, leases and retries are the worker's
 * (job-worker.server.ts); the SQL is the repository's.
 */
export { type EnqueueOptions, enqueueJob } from "./job-repository.server.ts";
