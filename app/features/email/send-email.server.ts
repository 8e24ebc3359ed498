/**
 * E-mail is sent by the durable job runner: a request only queues the message, so a slow or failing mail
 * server never fails the user's action, and nothing is lost across a restart (failed sends are retried).
 */
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { enqueueJob } from "../jobs/enqueue-job.server.ts";
import { defineJob } from "../jobs/job-definition.ts";
import type { EmailMessage } from "./email-message.ts";
import type { Mailer } from "./mailer.server.ts";

/** One line: a line break in an address or subject would let text through as another mail header. */
const headerValue = z
  .string()
  .min(1)
  .regex(/^[^\r\n]*$/, "must be one line");

export const emailMessageSchema = z.object({
  to: headerValue,
  subject: headerValue,
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string().regex(/^[^\r\n]*$/, "must be one line")).optional(),
  // An invoice is a few kilobytes; the cap keeps a queued job's row small.
  attachments: z
    .array(
      z.object({
        filename: headerValue.regex(/^[\w.-]+$/, "a plain file name"),
        contentType: headerValue,
        contentBase64: z
          .string()
          .max(2_000_000)
          .regex(/^[A-Za-z0-9+/]*={0,2}$/, "base64"),
      }),
    )
    .max(5)
    .optional(),
}) satisfies z.ZodType<EmailMessage>;

/** Someone is waiting for most of these (a reset link): the interactive lane, and eight tries. */
export const sendEmailJob = defineJob({
  kind: "send-email",
  lane: "interactive",
  payload: emailMessageSchema,
  maxAttempts: 8,
  run: (message, { signal }, mailer: Mailer) => mailer.send(message, signal),
});

export const EMAIL_QUEUE = sendEmailJob.kind;

export async function queueEmail(db: Database, message: EmailMessage): Promise<void> {
  await enqueueJob(db, sendEmailJob, message);
}
