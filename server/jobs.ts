/**
 * Every background job the application runs, assembled: each feature defines its job next to its code
 * (kind, lane, payload schema, run) and this list gives each what it needs (the mailer, the site's
 * address). The lanes' concurrency is decided here too. The jobs module itself knows no feature.
 */
import { join } from "node:path";
import type { Env } from "../app/config/env.server.ts";
import type { Database } from "../app/db/client.server.ts";
import { processBundleJob } from "../app/features/bundles/bundle-processing.server.ts";
import { createMailer } from "../app/features/email/mailer.server.ts";
import { sendEmailJob } from "../app/features/email/send-email.server.ts";
import { geoImportJob } from "../app/features/geo/geo-import-job.server.ts";
import {
  compileIssueJob,
  scheduleAllIssueCompilations,
} from "../app/features/issue-compilation/compilation-job.server.ts";
import {
  handlersOf,
  type JobLaneName,
  lanesOf,
  type RegisteredJob,
  registerJob,
} from "../app/features/jobs/job-definition.ts";
import { type JobWorker, startJobWorker } from "../app/features/jobs/job-worker.server.ts";
import { orderConfirmationJob, reconcilePaymentJob } from "../app/features/orders/checkout-jobs.server.ts";
import { paymentReconciler } from "../app/features/orders/checkout-service.server.ts";
import { refundCatchUpJob } from "../app/features/orders/refund-catch-up-job.server.ts";
import { refundCatchUp } from "../app/features/orders/refund-recording.server.ts";
import { sellerFromConfig } from "../app/features/orders/seller.ts";
import { createPaymentProvider, paymentSettings } from "../app/features/payments/payment-config.server.ts";
import {
  scheduleSearchAlerts,
  searchAlertsJob,
} from "../app/features/saved-searches/search-alerts.server.ts";
import { housekeepingJob, scheduleHousekeeping } from "./housekeeping.ts";

/**
 * E-mail (a password reset, a confirmation link) is waited for by someone at a screen: it has a lane of
 * its own that bulk work never occupies. Two slots, so one slow SMTP exchange does not hold the next
 * message. Bulk work runs one job at a time: on a small server a postcode import and an alerts run at
 * once would only slow each other and the pages.
 */
export const JOB_LANE_CONCURRENCY: Readonly<Record<JobLaneName, number>> = { interactive: 2, bulk: 1 };

export function applicationJobs(env: Env): RegisteredJob[] {
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: join(env.dataDir, "outbox"),
  });
  const payments = createPaymentProvider(paymentSettings(env), { siteUrl: env.siteUrl });
  const seller = sellerFromConfig(env);
  return [
    registerJob(sendEmailJob, mailer),
    registerJob(orderConfirmationJob, { siteUrl: env.siteUrl, seller }),
    registerJob(reconcilePaymentJob, paymentReconciler(payments)),
    registerJob(refundCatchUpJob, refundCatchUp(payments)),
    registerJob(searchAlertsJob, { siteUrl: env.siteUrl }),
    registerJob(geoImportJob),
    registerJob(housekeepingJob),
    registerJob(compileIssueJob, { siteUrl: env.siteUrl }),
    registerJob(processBundleJob),
  ];
}

/** Starts this server's worker over every job, and queues the recurring ones (once per slot, any servers). */
export async function startJobs(db: Database, env: Env): Promise<JobWorker> {
  const jobs = applicationJobs(env);
  const worker = startJobWorker(db, handlersOf(jobs), { lanes: lanesOf(jobs, JOB_LANE_CONCURRENCY) });
  await scheduleHousekeeping(db);
  await scheduleSearchAlerts(db);
  // Each edition's next issue; one missed while the service was down is compiled now.
  await scheduleAllIssueCompilations(db);
  return worker;
}
