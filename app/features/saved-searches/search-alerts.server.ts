/**
 * Saved-search alerts: a recurring durable job at 07:00 London that runs each due saved search (the same
 * search service the pages use) for notices published since it was last checked, and e-mails the new
 * ones. Each e-mail carries a one-click unsubscribe link (the same one in every e-mail of a search); only
 * the token's hash is stored.
 */
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { hashToken } from "../accounts/session.server.ts";
import { renderEmail } from "../email/email-message.ts";
import { queueEmail } from "../email/send-email.server.ts";
import { enqueueJob } from "../jobs/enqueue-job.server.ts";
import { defineJob } from "../jobs/job-definition.ts";
import { todayInLondon } from "../publications/publication-calendar.ts";
import { MAX_PAGE_SIZE } from "../search/search-query.ts";
import { runSearch } from "../search/search-service.server.ts";
import { signedToken } from "../security/signed-tokens.server.ts";
import {
  type AlertCandidate,
  listAlertCandidates,
  markAlertChecked,
} from "./saved-searches-repository.server.ts";
import { resolveSavedSearch, savedSearchLinks } from "./saved-searches-service.server.ts";
import { isAlertDue, nextAlertRunAt } from "./search-alert-schedule.ts";

/** The daily run: today's alerts, then it queues tomorrow's. Bulk work; a run stopped part-way is redone. */
export const searchAlertsJob = defineJob({
  kind: "search-alerts",
  lane: "bulk",
  payload: z.strictObject({}),
  maxAttempts: 3,
  run: (_payload, { db, signal }, { siteUrl }: { siteUrl: string }) =>
    runSearchAlertsJob(db, siteUrl, new Date(), signal),
});

export const SEARCH_ALERTS_QUEUE = searchAlertsJob.kind;
/** How many new notices an e-mail lists; the rest are a click away on the search page. */
export const ALERT_EMAIL_LIMIT = 20;

/** Queues the next run (07:00 London). The key names the slot, so many servers queue one job. */
export async function scheduleSearchAlerts(db: Database, now = new Date()): Promise<void> {
  const runAt = nextAlertRunAt(now);
  await enqueueJob(
    db,
    searchAlertsJob,
    {},
    { runAt, uniqueKey: `${SEARCH_ALERTS_QUEUE}:${runAt.toISOString()}` },
  );
}

export interface NewMatch {
  id: number;
  title: string;
  noticeTypeName: string;
  publishedAt: string;
}

/** Notices matching the saved search published after `since`, newest first (at most a page of 100). */
export async function newMatchesFor(
  db: Database,
  saved: { path: string; query: string },
  since: Date,
): Promise<NewMatch[] | null> {
  const resolved = resolveSavedSearch(saved.path, saved.query);
  if (!resolved) return null;
  const sinceDay = todayInLondon(since);
  const from = resolved.query.publishDate.from;
  const query = {
    ...resolved.query,
    // Narrow by day in SQL (index-friendly), then by the exact instant here.
    publishDate: { ...resolved.query.publishDate, from: from && from > sinceDay ? from : sinceDay },
    sort: "latest-date" as const,
    page: 1,
    pageSize: MAX_PAGE_SIZE,
  };
  const result = await runSearch(db, query);
  return result.hits
    .filter((h) => h.publishedAt !== null && new Date(h.publishedAt).getTime() > since.getTime())
    .map((h) => ({
      id: h.id,
      title: h.title,
      noticeTypeName: h.noticeTypeName,
      publishedAt: h.publishedAt!,
    }));
}

function alertEmail(saved: AlertCandidate, matches: NewMatch[], siteUrl: string, token: string) {
  const links = savedSearchLinks(saved);
  const unsubscribe = `${siteUrl}/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
  const shown = matches.slice(0, ALERT_EMAIL_LIMIT);
  const countText =
    matches.length >= MAX_PAGE_SIZE
      ? `${MAX_PAGE_SIZE} or more new notices match`
      : `${matches.length} new ${matches.length === 1 ? "notice matches" : "notices match"}`;
  return renderEmail({
    to: saved.email,
    subject: `New notices for your saved search: ${saved.name}`,
    greeting: `Dear ${saved.userName},`,
    blocks: [
      { kind: "paragraph", text: `${countText} your saved search “${saved.name}”.` },
      {
        kind: "list",
        items: shown.map((m) => ({
          text: `${m.title} (${m.noticeTypeName})`,
          url: `${siteUrl}/notice/${m.id}`,
        })),
      },
      ...(matches.length > shown.length
        ? [{ kind: "paragraph" as const, text: `These are the newest ${shown.length}.` }]
        : []),
      { kind: "button", label: "See the full search", url: `${siteUrl}${links.run}` },
      {
        kind: "paragraph",
        text: `You get this e-mail because you asked for ${saved.alertFrequency} alerts. To stop them, unsubscribe: ${unsubscribe}`,
      },
    ],
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
}

/** One run: e-mails every due alert that has new notices; returns how many e-mails were queued. */
export async function runSearchAlerts(
  db: Database,
  options: { siteUrl: string; now?: Date; signal?: AbortSignal },
): Promise<number> {
  const now = options.now ?? new Date();
  let sent = 0;
  for (const saved of await listAlertCandidates(db)) {
    // Each saved search is done whole or not at all, so a stop between two is picked up by the next run.
    options.signal?.throwIfAborted();
    if (!isAlertDue({ frequency: saved.alertFrequency, checkedAt: saved.alertCheckedAt }, now)) continue;
    const matches = await newMatchesFor(db, saved, saved.alertCheckedAt ?? saved.createdAt);
    if (!matches || matches.length === 0) {
      await markAlertChecked(db, saved.id, now);
      continue;
    }
    // The same token in every e-mail of this saved search (derived, not stored), so the unsubscribe link
    // of an older e-mail works too; only its hash is kept, to find the search.
    const token = await signedToken(db, "unsubscribe", `${saved.id}:${saved.createdAt.toISOString()}`);
    // One transaction: the e-mail is queued only with the mark that stops it being sent twice.
    await db.transaction(async (tx) => {
      await queueEmail(tx, alertEmail(saved, matches, options.siteUrl, token));
      await markAlertChecked(tx, saved.id, now, hashToken(token));
    });
    sent++;
  }
  return sent;
}

/** The job: today's alerts, then the next run (tomorrow 07:00 London). */
export async function runSearchAlertsJob(
  db: Database,
  siteUrl: string,
  now = new Date(),
  signal?: AbortSignal,
): Promise<void> {
  const sent = await runSearchAlerts(db, { siteUrl, now, signal });
  if (sent > 0) console.log(`[jobs] search-alerts: ${sent} e-mails queued`);
  await scheduleSearchAlerts(db, now);
}
