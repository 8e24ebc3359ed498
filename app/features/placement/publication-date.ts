/**
 * When a notice may be published (issue 12 point 5; ADR 016 "Earliest publication date"): the placer asks
 * for an earliest publication date and time, in UK time. Pure (the publication calendar and the London
 * clock), so the pages, the service and the tests share one set of rules:
 *
 * - A notice must reach the Gazette by the cut-off, 15:00 London time on the last working day (Monday to
 *   Friday, not a bank holiday of the edition's jurisdiction) before an issue, to be in that issue. The
 *   earliest date is the first issue whose cut-off has not passed.
 * - At most 730 days ahead (spec §5/§9: a free date).
 * - A date that is not a publication day of the edition moves to the next issue, and the placer is told.
 * - The time is the earliest time of day the notice may appear on that day; it does not change the issue.
 * - A deceased-estates notice (2903) gives claimants at least two months and a day after publication
 *   (Trustee Act 1925 s.27): its claim deadline may never be earlier.
 */
import { addDays, formatLongDate, ukDate } from "../../lib/dates.ts";
import { FREE_DATE_DAYS_AHEAD } from "../../lib/forms/date-input.ts";
import { londonMoment } from "../../lib/london-time.ts";
import { defaultClaimDeadline } from "../notices/notice-data-schemas.ts";
import { isBankHoliday } from "../publications/bank-holidays.ts";
import { type EditionId, getEdition } from "../publications/editions.ts";
import {
  isoWeekday,
  isPublicationDay,
  nextPublicationDay,
  todayInLondon,
} from "../publications/publication-calendar.ts";
import type { TaskStatus } from "./forms/task-list.ts";

/** Notices must be in by this London time on the working day before their issue. */
export const PUBLICATION_CUT_OFF_TIME = "15:00";
/** The time offered when the placer has not chosen one. */
export const DEFAULT_PUBLICATION_TIME = "09:00";
export { FREE_DATE_DAYS_AHEAD as PUBLICATION_DAYS_AHEAD };

function editionOf(editionId: string) {
  const edition = getEdition(editionId);
  if (!edition) throw new RangeError(`Unknown edition: ${editionId}`);
  return edition;
}

/** The last working day (Mon–Fri, not a bank holiday where the edition is) strictly before `isoDate`. */
export function workingDayBefore(editionId: EditionId, isoDate: string): string {
  const { jurisdiction } = editionOf(editionId);
  let day = addDays(isoDate, -1);
  while (isoWeekday(day) > 5 || isBankHoliday(jurisdiction, day)) day = addDays(day, -1);
  return day;
}

/** The moment a notice must be in by to be published in the issue of `issueDate`. */
export function cutOffFor(editionId: EditionId, issueDate: string): Date {
  return londonMoment(workingDayBefore(editionId, issueDate), PUBLICATION_CUT_OFF_TIME);
}

/** The first issue of the edition whose cut-off has not passed at `now`. */
export function earliestIssueDate(editionId: EditionId, now: Date): string {
  const today = todayInLondon(now);
  let issue = isPublicationDay(editionId, today) ? today : nextPublicationDay(editionId, today);
  while (now.getTime() >= cutOffFor(editionId, issue).getTime()) issue = nextPublicationDay(editionId, issue);
  return issue;
}

/** The latest date a placer may ask for: 730 days after today in London. */
export function latestPublicationDate(now: Date): string {
  return addDays(todayInLondon(now), FREE_DATE_DAYS_AHEAD);
}

export type PublicationDateChoice =
  | {
      ok: true;
      /** The issue the notice goes in: the date asked for, or the next publication day after it. */
      issueDate: string;
      time: string;
      /** The earliest moment of publication, stored as `notices.earliest_publication_at`. */
      at: Date;
      /** The date asked for when it was not a publication day (the notice moved to the next issue). */
      movedFrom: string | null;
    }
  | { ok: false; problem: "too-early"; earliest: string }
  | { ok: false; problem: "too-late"; latest: string };

/**
 * The placer's date (ISO) and time (HH:MM, UK time) against the rules at `now`: the issue it means and the
 * moment to store, or why it cannot be.
 */
export function choosePublicationDate(
  editionId: EditionId,
  requested: { date: string; time: string },
  now: Date,
): PublicationDateChoice {
  const latest = latestPublicationDate(now);
  if (requested.date > latest) return { ok: false, problem: "too-late", latest };
  const earliest = earliestIssueDate(editionId, now);
  if (requested.date < earliest) return { ok: false, problem: "too-early", earliest };
  const issueDate = isPublicationDay(editionId, requested.date)
    ? requested.date
    : nextPublicationDay(editionId, requested.date);
  return {
    ok: true,
    issueDate,
    time: requested.time,
    at: londonMoment(issueDate, requested.time),
    movedFrom: issueDate === requested.date ? null : requested.date,
  };
}

export const PUBLICATION_DATE_MESSAGES = {
  tooEarly: (earliest: string) =>
    `Enter a date on or after ${formatLongDate(earliest)}: notices must reach us by 3pm on the working day before the issue.`,
  tooLate: (latest: string) =>
    `Enter a date no more than ${FREE_DATE_DAYS_AHEAD} days ahead, on or before ${formatLongDate(latest)}.`,
  timeRequired: "Enter the time, for example 09:00.",
  moved: (editionName: string, asked: string, issue: string) =>
    `${formatLongDate(asked)} is not a publication day of ${editionName}: your notice will be published from the next issue, on ${formatLongDate(issue)}.`,
  saved: (at: Date) => `The earliest publication date is now ${describePublicationMoment(at)}.`,
  notChangeable: (statusLabel: string) =>
    `The publication date can no longer be changed: this notice is ${statusLabel.toLowerCase()}. Nothing has been changed.`,
  claimRequired: "Required.",
  claimTooEarly: (minimum: string) =>
    `The claims deadline must be at least two months and a day after the earliest publication date: enter ${formatLongDate(minimum)} or later.`,
  claimTooLate: (latest: string) => `Enter a claims deadline on or before ${formatLongDate(latest)}.`,
  claimBlocksDate: (deadline: string, minimum: string) =>
    `The claims deadline, ${formatLongDate(deadline)}, would be less than two months and a day after this date. Change the claim date to ${formatLongDate(minimum)} or later first.`,
  claimSaved: (deadline: string) => `The claims deadline is now ${formatLongDate(deadline)}.`,
  claimNotChangeable: (statusLabel: string) =>
    `The claim date can no longer be changed: this notice is ${statusLabel.toLowerCase()}. Nothing has been changed.`,
  noClaimDate: "Only a deceased estates notice has a claims deadline.",
} as const;

/** The message a refused choice gets. */
export function publicationDateRefusal(choice: Extract<PublicationDateChoice, { ok: false }>): string {
  return choice.problem === "too-early"
    ? PUBLICATION_DATE_MESSAGES.tooEarly(choice.earliest)
    : PUBLICATION_DATE_MESSAGES.tooLate(choice.latest);
}

const HH_MM = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The London date and time of a stored moment, as the form's fields hold them. */
export function publicationMomentParts(at: Date): { date: string; time: string } {
  return { date: ukDate(at) ?? "", time: HH_MM.format(at) };
}

/** `2 March 2027 at 09:00 (UK time)`. */
export function describePublicationMoment(at: Date): string {
  const { date, time } = publicationMomentParts(at);
  return `${formatLongDate(date)} at ${time} (UK time)`;
}

// ---------------------------------------------------------------------------------------------------
// The claims deadline of a deceased-estates notice
// ---------------------------------------------------------------------------------------------------

/** Types whose data carries a claims deadline. */
export const CLAIM_DEADLINE_CODES: ReadonlySet<string> = new Set(["2903"]);

/** The earliest claims deadline a notice published on `publicationDate` may give: two months and a day. */
export function minimumClaimDeadline(publicationDate: string): string {
  return defaultClaimDeadline(publicationDate);
}

/** How far the claims deadline may go: two years after the minimum. */
export function latestClaimDeadline(publicationDate: string): string {
  return addDays(minimumClaimDeadline(publicationDate), FREE_DATE_DAYS_AHEAD);
}

/** What is wrong with a claims deadline for a notice published on `publicationDate`, or null. */
export function claimDeadlineProblem(deadline: string, publicationDate: string): string | null {
  const minimum = minimumClaimDeadline(publicationDate);
  if (deadline < minimum) return PUBLICATION_DATE_MESSAGES.claimTooEarly(minimum);
  const latest = latestClaimDeadline(publicationDate);
  if (deadline > latest) return PUBLICATION_DATE_MESSAGES.claimTooLate(latest);
  return null;
}

// ---------------------------------------------------------------------------------------------------
// The draft's task list
// ---------------------------------------------------------------------------------------------------

/**
 * The task's status on the draft's task list: optional until a date is set (the next issue that can take
 * the notice otherwise); completed when the date set can still be met; not started again once its issue's
 * cut-off has passed (a date must be chosen anew).
 */
export function publicationDateTaskStatus(
  notice: { editionId: string; earliestPublicationAt: Date | null },
  now: Date = new Date(),
): TaskStatus {
  if (!notice.earliestPublicationAt) return "optional";
  const date = ukDate(notice.earliestPublicationAt) ?? "";
  if (date < earliestIssueDate(notice.editionId as EditionId, now)) return "not-started";
  return "completed";
}
