/**
 * The checkout's durable jobs. The confirmation e-mail is sent by a job queued in the transaction that
 * marks the order paid, so it is sent exactly when the payment is recorded, even if the server stops right
 * after. A card payment's reconciliation is queued before the provider is asked: if the customer never
 * comes back, or the server is killed between their payment and the order's update, the job asks the
 * provider and settles the order (again every few minutes while the payment is unfinished, for a day).
 */
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { enqueueJob } from "../jobs/enqueue-job.server.ts";
import { defineJob } from "../jobs/job-definition.ts";
import { sendOrderConfirmation } from "./order-confirmation.server.ts";
import type { Seller } from "./order-documents.ts";

export const orderConfirmationJob = defineJob({
  kind: "order-confirmation",
  lane: "interactive",
  payload: z.strictObject({ orderId: z.number().int().positive() }),
  maxAttempts: 8,
  run: ({ orderId }, { db }, options: { siteUrl: string; seller: Seller }) =>
    sendOrderConfirmation(db, orderId, options),
});

/** How long the job keeps asking about a payment the provider has not finished. */
export const RECONCILE_FOR_MS = 24 * 60 * 60_000;
const RECONCILE_EVERY_MS = 5 * 60_000;

export interface Reconciler {
  /** Settles the payment from the provider's answer; "pending" while it is unfinished; null when gone. */
  settle(db: Database, paymentId: number): Promise<{ outcome: string; startedAt: Date } | null>;
}

export const reconcilePaymentJob = defineJob({
  kind: "reconcile-payment",
  lane: "bulk",
  payload: z.strictObject({ paymentId: z.number().int().positive() }),
  maxAttempts: 10,
  run: async ({ paymentId }, { db }, reconciler: Reconciler) => {
    const settled = await reconciler.settle(db, paymentId);
    if (settled?.outcome !== "pending") return;
    const now = Date.now();
    if (now - settled.startedAt.getTime() < RECONCILE_FOR_MS)
      await enqueueJob(db, reconcilePaymentJob, { paymentId }, { runAt: new Date(now + RECONCILE_EVERY_MS) });
  },
});
