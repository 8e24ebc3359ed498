/**
 * E-mail is sent by the durable job runner: a request only queues the message, so a slow or failing mail
 * server never fails the user's action, and nothing is lost across a restart (failed sends are retried).
 */

import type { Database } from "../../db/client.server.ts";
import { enqueueJob } from "../jobs/job-service.server.ts";
import type { JobContext } from "../jobs/job-worker.server.ts";
import type { EmailMessage } from "./email-message.ts";
import type { Mailer } from "./mailer.server.ts";

export const EMAIL_QUEUE = "send-email";

export async function queueEmail(db: Database, message: EmailMessage): Promise<void> {
  await enqueueJob(db, EMAIL_QUEUE, { ...message }, { maxAttempts: 8 });
}

export function emailJobHandler(mailer: Mailer) {
  return async (job: { payload: Record<string, unknown> }, _db: unknown, context?: JobContext) => {
    const message = job.payload as unknown as EmailMessage;
    if (!message.to || !message.subject) throw new Error("send-email job without to/subject");
    await mailer.send(message, context?.signal);
  };
}
