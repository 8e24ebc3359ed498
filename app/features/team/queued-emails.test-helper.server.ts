/** For DB tests: the e-mails queued so far (the job runner is not running in tests). */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { jobs } from "../../db/schema.ts";
import type { EmailMessage } from "../email/email-message.ts";
import { EMAIL_QUEUE } from "../email/send-email.server.ts";

export async function queuedEmails(db: Database, to?: string): Promise<EmailMessage[]> {
  const rows = await db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.queue, EMAIL_QUEUE));
  const messages = rows.map((r) => r.payload as unknown as EmailMessage);
  return to ? messages.filter((m) => m.to === to) : messages;
}
