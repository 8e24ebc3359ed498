/**
 * When a court injunction stops a notice (domain.md: "a court injunction recorded against a company
 * number for a date range stops petitions (2450/2451) for that company from being published in that
 * range"; issue 13: such a notice "cannot be submitted or approved within those dates"). Pure: the
 * workflow's guard, the admin pages and the tests share it. ADR 019.
 */
import { formatLongDate, ukDate } from "../../lib/dates.ts";
import { normaliseRegistrationNumber } from "../../lib/forms/field-schemas.ts";

/**
 * The blockable notice types, in one place: petitions to wind up a company (2450) and a partnership
 * (2451). domain.md names no others; a winding-up order (2452) is the court's own act and is not stopped.
 */
export const BLOCKABLE_NOTICE_CODES = ["2450", "2451"] as const;

export function isBlockable(noticeCode: string): boolean {
  return (BLOCKABLE_NOTICE_CODES as readonly string[]).includes(noticeCode);
}

/** The parts of an injunction the rule reads. Dates are ISO London calendar days, both included. */
export interface InjunctionTerms {
  companyNumber: string;
  startsOn: string;
  endsOn: string;
  endedAt: Date | null;
}

/** In force on `day` (ISO): not ended, and start ≤ day ≤ end, both ends inclusive. */
export function inForceOn(injunction: InjunctionTerms, day: string): boolean {
  return injunction.endedAt === null && injunction.startsOn <= day && day <= injunction.endsOn;
}

/**
 * The day an injunction is weighed on for a notice at a step (submit, approve): the first day the notice
 * could be published if the step went through. That is the step's own London day, or the notice's
 * earliest publication date when the placer chose a later one. Domain.md speaks of publication, the
 * issue of submitting and approving: this day is both. A notice submitted during the injunction but asking
 * to be published after it ends goes through; one asking to be published inside the range is stopped even
 * if it is submitted before the range begins — and stopped again at approval, whose day is later.
 */
export function weighedDay(at: Date, earliestPublicationAt: Date | null): string {
  const stepDay = ukDate(at)!;
  const earliest = earliestPublicationAt ? ukDate(earliestPublicationAt)! : null;
  return earliest && earliest > stepDay ? earliest : stepDay;
}

/** What the workflow knows of the notice being moved. */
export interface BlockableNotice {
  noticeCode: string;
  companyNumber: string | null;
  earliestPublicationAt: Date | null;
}

export const INJUNCTION_MESSAGES = {
  blocked: (companyNumber: string, endsOn: string) =>
    `A court injunction stops petitions about company ${companyNumber} from being published up to and including ${formatLongDate(endsOn)}, so this notice cannot be submitted or approved now. Choose an earliest publication date after that, or try again once the injunction has ended.`,
} as const;

/**
 * Why this notice may not move at `at` (the message), or null. Only blockable types about a company are
 * weighed; the injunctions given are that company's (any others are ignored). When several are in force,
 * the one that ends last is named, so the date said is the one that matters.
 */
export function injunctionRefusal(
  notice: BlockableNotice,
  injunctions: readonly InjunctionTerms[],
  at: Date,
): string | null {
  if (!isBlockable(notice.noticeCode) || !notice.companyNumber) return null;
  const company = normaliseRegistrationNumber(notice.companyNumber);
  const day = weighedDay(at, notice.earliestPublicationAt);
  const blocking = injunctions
    .filter((i) => normaliseRegistrationNumber(i.companyNumber) === company && inForceOn(i, day))
    .sort((a, b) => b.endsOn.localeCompare(a.endsOn))[0];
  return blocking ? INJUNCTION_MESSAGES.blocked(company, blocking.endsOn) : null;
}
