import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { oneOf, timestamptz } from "./columns.ts";
import { JOB_STATES } from "./jobs-values.ts";

export * from "./jobs-values.ts";

/** Durable background jobs (bundle processing, e-mail, issue compilation, alerts, imports). */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    queue: text("queue").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    state: text("state", { enum: JOB_STATES }).notNull().default("queued"),
    runAt: timestamptz("run_at").notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lockedUntil: timestamptz("locked_until"),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    /** Set to make enqueueing idempotent: one live job per key. */
    uniqueKey: text("unique_key"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    finishedAt: timestamptz("finished_at"),
  },
  (t) => [
    index("jobs_due_idx").on(t.runAt).where(sql`state = 'queued'`),
    uniqueIndex("jobs_unique_key")
      .on(t.uniqueKey)
      .where(sql`unique_key is not null and state in ('queued', 'running')`),
    oneOf(t.state, JOB_STATES),
  ],
);
