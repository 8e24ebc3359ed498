/** Every background job the application runs, by queue name. */
import { join } from "node:path";
import type { Env } from "../../config/env.server.ts";
import { createMailer } from "../email/mailer.server.ts";
import { EMAIL_QUEUE, emailJobHandler } from "../email/send-email.server.ts";
import { GEO_IMPORT_QUEUE, importLocalAuthorities, importPostcodes } from "../geo/geo-import.server.ts";
import { runSearchAlertsJob, SEARCH_ALERTS_QUEUE } from "../saved-searches/search-alerts.server.ts";
import { HOUSEKEEPING_QUEUE, runHousekeeping } from "./housekeeping.server.ts";
import type { JobHandler, JobLane } from "./job-worker.server.ts";

/**
 * E-mail (a password reset, a confirmation link) is waited for by someone at a screen: it has a lane of
 * its own that bulk work never occupies. Two slots, so one slow SMTP exchange does not hold the next
 * message. Bulk work runs one job at a time: on a small server a postcode import and an alerts run at
 * once would only slow each other and the pages.
 */
export const JOB_LANES: readonly JobLane[] = [
  { name: "interactive", queues: [EMAIL_QUEUE], concurrency: 2 },
  { name: "bulk", queues: [GEO_IMPORT_QUEUE, SEARCH_ALERTS_QUEUE, HOUSEKEEPING_QUEUE], concurrency: 1 },
];

export function jobHandlers(env: Env): Record<string, JobHandler> {
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: join(env.dataDir, "outbox"),
  });
  return {
    [EMAIL_QUEUE]: emailJobHandler(mailer),
    [HOUSEKEEPING_QUEUE]: (_job, db) => runHousekeeping(db),
    [SEARCH_ALERTS_QUEUE]: (_job, db, { signal }) => runSearchAlertsJob(db, env.siteUrl, new Date(), signal),
    // Upserts all the way: stopped part-way for a shutdown, the next run simply does it again.
    [GEO_IMPORT_QUEUE]: async (job, db, { signal }) => {
      const dir = String(job.payload.dir ?? "");
      if (!dir) throw new Error("geo-import needs a dir");
      await importLocalAuthorities(db, dir);
      const result = await importPostcodes(db, dir, { signal });
      console.log(`[jobs] geo-import: ${result.postcodes} postcodes from ${result.files} files`);
    },
  };
}
