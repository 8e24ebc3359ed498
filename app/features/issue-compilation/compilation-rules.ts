/**
 * The rules of compiling an edition's issues on its calendar (ADR 020), pure so that the job, the staff
 * page and their tests share one definition: which issue is next and when it is due, its number, ISBN
 * and volume, which scheduled notices it holds, their order as in print and the pages they fall on.
 */
import { londonMoment } from "../../lib/london-time.ts";
import type { EditionId } from "../publications/editions.ts";
import { issueIsbn, issueVolume, planIssues } from "../publications/issue-plan.ts";
import {
  nextPublicationDay,
  previousPublicationDay,
  todayInLondon,
} from "../publications/publication-calendar.ts";

/**
 * An issue is compiled at 06:00 London on its publication day: before the 07:00 saved-search alerts,
 * so the morning's e-mails carry the morning's issue.
 */
export const COMPILE_TIME_LONDON = "06:00";

/** As the demo issues are laid out (app/demo-data): four notices to a printed page. */
export const NOTICES_PER_PAGE = 4;

/** London's State notices (category 11) are printed in the issue's State Supplement, pages B1, B2… */
export const STATE_SUPPLEMENT = { position: 1, title: "State Supplement", pagePrefix: "B" } as const;
const STATE_CATEGORY = "11";

export function compileMomentOn(isoDate: string): Date {
  return londonMoment(isoDate, COMPILE_TIME_LONDON);
}

/**
 * The date of an edition's next issue, given the date of its last one: the latest publication day up to
 * today when that has no issue yet (today's, or one missed while the service was down: it comes out
 * late rather than never), otherwise the publication day after the last issue. Days missed before that
 * one are not filled in afterwards: their notices go into this issue.
 */
export function nextIssueDate(editionId: EditionId, now: Date, lastIssueDate: string | null): string {
  const due = previousPublicationDay(editionId, todayInLondon(now));
  if (lastIssueDate === null || due > lastIssueDate) return due;
  return nextPublicationDay(editionId, lastIssueDate);
}

/** Whether the job compiles that issue now: once its publication day's compile time has come. */
export function isCompilationDue(issueDate: string, now: Date): boolean {
  return now.getTime() >= compileMomentOn(issueDate).getTime();
}

export interface LastIssue {
  number: number;
  publishedOn: string;
}

export interface IssueHeading {
  number: number;
  publishedOn: string;
  isbn: string;
  volume: string;
}

/**
 * The number, ISBN and volume of the issue on `publishedOn`: the number after the edition's last issue
 * (so numbers never skip, even when a day was missed), or the calendar's own number for an edition with
 * no issue yet. On consecutive publication days this is exactly issue-plan.ts's numbering.
 */
export function issueHeading(
  editionId: EditionId,
  last: LastIssue | null,
  publishedOn: string,
): IssueHeading {
  const number = last ? last.number + 1 : (planIssues(editionId, publishedOn, publishedOn)[0]?.number ?? 1);
  return { number, publishedOn, isbn: issueIsbn(editionId, number), volume: issueVolume(publishedOn) };
}

/** A scheduled notice as compiling looks at it. */
export interface ScheduledNotice {
  id: number;
  noticeCode: string;
  categoryCode: string;
  earliestPublicationAt: Date | null;
}

/** Whether the issue on `issueDate` may carry the notice: its earliest date (London) is that day or before. */
export function isReadyFor(
  notice: Pick<ScheduledNotice, "earliestPublicationAt">,
  issueDate: string,
): boolean {
  return notice.earliestPublicationAt === null || todayInLondon(notice.earliestPublicationAt) <= issueDate;
}

/** As in print: by category, then notice type (its code), then the order they were asked for. */
export function printOrder<T extends ScheduledNotice>(notices: readonly T[]): T[] {
  const time = (n: ScheduledNotice) => n.earliestPublicationAt?.getTime() ?? 0;
  return [...notices].sort(
    (a, b) =>
      a.categoryCode.localeCompare(b.categoryCode) ||
      a.noticeCode.localeCompare(b.noticeCode) ||
      time(a) - time(b) ||
      a.id - b.id,
  );
}

export interface Placement {
  id: number;
  /** The printed label: `3`, or `B2` in the supplement. */
  page: string;
  /** The issue's own page number; null in the supplement. */
  pageNumber: number | null;
  inSupplement: boolean;
}

export interface IssueLayout {
  placements: Placement[];
  pageCount: number;
  supplementPageCount: number;
}

/** The pages of an issue: notices in print order, four to a page, London's State notices in the supplement. */
export function layOutIssue(editionId: EditionId, notices: readonly ScheduledNotice[]): IssueLayout {
  let main = 0;
  let supplement = 0;
  const placements = printOrder(notices).map((n): Placement => {
    const inSupplement = editionId === "london" && n.categoryCode === STATE_CATEGORY;
    const k = inSupplement ? supplement++ : main++;
    const number = 1 + Math.floor(k / NOTICES_PER_PAGE);
    return inSupplement
      ? { id: n.id, page: `${STATE_SUPPLEMENT.pagePrefix}${number}`, pageNumber: null, inSupplement }
      : { id: n.id, page: String(number), pageNumber: number, inSupplement };
  });
  return {
    placements,
    pageCount: Math.ceil(main / NOTICES_PER_PAGE),
    supplementPageCount: Math.ceil(supplement / NOTICES_PER_PAGE),
  };
}
