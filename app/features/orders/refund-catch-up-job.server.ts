/**
 * The refund catch-up (ADR 015): a staff refund of a card order asks the provider outside any transaction
 * and records the refund afterwards, so a server killed in between (or an answer lost on the way back)
 * would leave money given back that our books do not show. Before the provider is asked, this job is
 * queued to run a few minutes later: it asks the provider for the payment's refunds and records any we
 * lack, moving the order to refunded. A job row survives a restart; a provider that cannot be reached
 * fails the attempt and the worker tries again later (exponential back-off, for about half a day).
 */
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { defineJob } from "../jobs/job-definition.ts";

/** Long enough for the normal path to have recorded the refund: then the job finds nothing to do. */
export const REFUND_CATCH_UP_AFTER_MS = 5 * 60_000;

export const refundCatchUpPayload = z.strictObject({
  paymentId: z.number().int().positive(),
  /** The person who asked for the refund: a refund the job records is theirs. */
  requestedBy: z.number().int().positive().nullable(),
});

export type RefundCatchUpPayload = z.infer<typeof refundCatchUpPayload>;

export interface RefundCatchUp {
  /** Records the provider's refunds of the payment that we lack; throws when the provider cannot say. */
  run(db: Database, payload: RefundCatchUpPayload): Promise<unknown>;
}

export const refundCatchUpJob = defineJob({
  kind: "refund-catch-up",
  lane: "bulk",
  payload: refundCatchUpPayload,
  // 5 s doubling to an hour between attempts: 20 attempts keep asking through an outage of ~12 hours.
  maxAttempts: 20,
  run: async (payload, { db }, catchUp: RefundCatchUp) => {
    await catchUp.run(db, payload);
  },
});
