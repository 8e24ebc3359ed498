/**
 * Compiling an edition's next issue (ADR 020): in one transaction, with the edition locked, the issue is
 * numbered after the last one, its scheduled notices (locked too) are laid out in print order and each is
 * published onto its page: the notice machine is asked for each one's `publish` step, and each step is
 * written with its provenance row, as applyNoticeStep would, but a hundred notices to a statement. A crash rolls the
 * whole issue back; running it again finds the issue made, so nothing is doubled or moved. The PDFs are
 * printed afterwards, from the stored issue, and kept like any other issue's.
 */
import type { Database } from "../../db/client.server.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { purgePublicAnswers } from "../../lib/http-cache.server.ts";
import { NOTICE_EVENT_ACTIVITIES, nextNoticeStatus } from "../placement/notice-machine.ts";
import { GAZETTE_AGENTS } from "../placement/notice-workflow-service.server.ts";
import { type EditionId, getEdition } from "../publications/editions.ts";
import { issuePagePdf, issuePdf, lookupIssue } from "../publications/issue-service.server.ts";
import {
  insertIssue,
  insertSupplement,
  lastIssueOf,
  lockEdition,
  type PublishStep,
  placeNotices,
  publishNotices,
  scheduledNoticesUntil,
} from "./compilation-repository.server.ts";
import { issueHeading, layOutIssue, nextIssueDate, STATE_SUPPLEMENT } from "./compilation-rules.ts";

export interface CompiledIssue {
  editionId: EditionId;
  number: number;
  publishedOn: string;
  notices: number;
  pageCount: number;
  supplementPageCount: number;
}

export type CompileOutcome =
  | { kind: "compiled"; issue: CompiledIssue }
  /** The next issue is dated after `upTo`: not yet. */
  | { kind: "not-due"; date: string }
  /** No notice is ready for the next issue: none is made (a number is never spent on an empty issue). */
  | { kind: "empty"; date: string };

export interface CompileOptions {
  now?: Date;
  /** Only an issue dated this day or before (the job's own day). */
  upTo?: string;
  /** Only the issue on this day (what a member of staff was shown); anything else is a stale request. */
  date?: string;
  /** Called as each batch of notices is published, inside the transaction (progress; the crash test's cue). */
  onPublished?: (done: number, of: number) => void | Promise<void>;
  /** Notices published to a statement. */
  batchSize?: number;
}

export const COMPILE_MESSAGES = {
  stale: "That issue has already been compiled, or the next issue has changed. Check the next issues again.",
  empty: "No notices are ready for this issue, so there is nothing to compile.",
} as const;

const PUBLISH_BATCH = 100;
const PUBLISH_TRAIL = { agent: GAZETTE_AGENTS.system, activity: NOTICE_EVENT_ACTIVITIES.publish };
/** Publishing has no guard: nothing about the notice but its status decides it. */
const NO_FACTS = { missingDocuments: [], paymentRequired: false, reason: "", injunction: null } as const;

function pageDetail(editionId: EditionId, number: number, page: string): string {
  return `${getEdition(editionId)?.name ?? editionId}, issue ${number}, page ${page}`;
}

export async function compileNextIssue(
  db: Database,
  editionId: EditionId,
  options: CompileOptions = {},
): Promise<CompileOutcome> {
  const now = options.now ?? new Date();
  const outcome = await db.transaction(async (tx): Promise<CompileOutcome> => {
    if (!(await lockEdition(tx, editionId))) throw new DomainError("not-found", "There is no such edition.");
    const last = await lastIssueOf(tx, editionId);
    const date = nextIssueDate(editionId, now, last?.publishedOn ?? null);
    if (options.date !== undefined && options.date !== date)
      throw new DomainError("already-decided", COMPILE_MESSAGES.stale);
    if (options.upTo !== undefined && date > options.upTo) return { kind: "not-due", date };
    const ready = await scheduledNoticesUntil(tx, editionId, date, { lock: true });
    if (ready.length === 0) return { kind: "empty", date };

    const heading = issueHeading(editionId, last, date);
    const layout = layOutIssue(editionId, ready);
    const issueId = await insertIssue(tx, editionId, heading, layout.pageCount);
    const supplementId =
      layout.supplementPageCount > 0
        ? await insertSupplement(tx, { issueId, ...STATE_SUPPLEMENT, pageCount: layout.supplementPageCount })
        : null;
    const byId = new Map(ready.map((n) => [n.id, n]));
    const steps = layout.placements.map((placement): PublishStep => {
      const notice = byId.get(placement.id)!;
      const to = nextNoticeStatus(notice.status, "publish", "system", NO_FACTS);
      const detail = pageDetail(editionId, heading.number, placement.page);
      return { id: notice.id, from: "scheduled", to, version: notice.version, detail };
    });
    const size = options.batchSize ?? PUBLISH_BATCH;
    for (let done = 0; done < steps.length; ) {
      const batch = steps.slice(done, done + size);
      const moved = await publishNotices(tx, { steps: batch, at: now, ...PUBLISH_TRAIL });
      if (moved !== batch.length) throw new Error(`Published ${moved} of ${batch.length} locked notices`);
      done += batch.length;
      await options.onPublished?.(done, steps.length);
    }
    const placed = await placeNotices(tx, { issueId, supplementId, placements: layout.placements });
    // Every notice was locked and published above; anything else is a bug that must not be committed.
    if (placed !== layout.placements.length)
      throw new Error(`Placed ${placed} of ${layout.placements.length} notices in issue ${heading.number}`);
    return {
      kind: "compiled",
      issue: {
        editionId,
        number: heading.number,
        publishedOn: date,
        notices: layout.placements.length,
        pageCount: layout.pageCount,
        supplementPageCount: layout.supplementPageCount,
      },
    };
  });
  // Newly published notices and an issue: this process's public answers are renewed (ADR 024).
  if (outcome.kind === "compiled") purgePublicAnswers();
  return outcome;
}

/**
 * Prints a compiled issue: its whole PDF and each page's, kept in the document store. Each is made once,
 * so printing again after a crash only makes what is missing. Answers the issue's page count.
 */
export async function printIssue(
  db: Database,
  editionId: EditionId,
  number: number,
  siteUrl: string,
  signal?: AbortSignal,
): Promise<number> {
  const found = await lookupIssue(db, editionId, String(number));
  if (found.kind !== "found") return 0;
  const { issue } = found;
  for (let page = 1; page <= issue.pageCount; page++) {
    signal?.throwIfAborted();
    await issuePagePdf(db, issue, page, siteUrl);
  }
  if (issue.pageCount > 0) await issuePdf(db, issue, siteUrl);
  return issue.pageCount;
}

/**
 * Staff's "Compile now" (ADR 020): the next issue exactly as the confirmation page showed it (its date
 * sent back), whatever its day, compiled and printed at once. Refused when it is no longer next or has
 * nothing in it.
 */
export async function compileIssueNow(
  db: Database,
  editionId: EditionId,
  date: string,
  siteUrl: string,
): Promise<CompiledIssue> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new DomainError("already-decided", COMPILE_MESSAGES.stale);
  const outcome = await compileNextIssue(db, editionId, { date });
  if (outcome.kind !== "compiled") throw new DomainError("invalid-input", COMPILE_MESSAGES.empty);
  await printIssue(db, editionId, outcome.issue.number, siteUrl);
  return outcome.issue;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What staff are told once it is done. */
export function compileNowMessage(issue: CompiledIssue): string {
  const name = getEdition(issue.editionId)?.name ?? issue.editionId;
  const supplement =
    issue.supplementPageCount > 0
      ? ` and ${plural(issue.supplementPageCount, "supplement page", "supplement pages")}`
      : "";
  return `Issue ${issue.number} of ${name} has been compiled and published: ${plural(issue.notices, "notice", "notices")} on ${plural(issue.pageCount, "page", "pages")}${supplement}.`;
}
