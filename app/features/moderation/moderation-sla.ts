/**
 * The moderation service level (ADR 021): a notice is decided by the end of the working day after the one
 * on which it came to staff (paid, or sent by an account that need not pay). London publishes every
 * working day, so a notice decided within that day still makes the issue of the day after; the clock
 * counts the working days of the notice's own jurisdiction (its bank holidays included). Pure.
 */
import { ukDate } from "../../lib/dates.ts";
import type { Jurisdiction } from "../publications/editions.ts";
import { addWorkingDays } from "../publications/working-days.ts";

/** Working days staff have after the day a notice reached them. */
export const MODERATION_SLA_WORKING_DAYS = 1;

export const MODERATION_SLA_STATEMENT =
  "Notices are decided by the end of the working day after the day they reach the Gazette (paid, or sent by an account that does not pay).";

export interface SlaStanding {
  /** The last day (YYYY-MM-DD, UK) the notice should be decided on. */
  dueOn: string;
  overdue: boolean;
  /** How long it has waited, in words: "3 hours", "2 days". */
  age: string;
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

/** How long from `since` to `now`, to the hour below a day and to the day above. */
export function waitedFor(since: Date, now: Date): string {
  const hours = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 3_600_000));
  if (hours < 1) return "less than an hour";
  if (hours < 24) return plural(hours, "hour");
  return plural(Math.floor(hours / 24), "day");
}

export function slaStanding(jurisdiction: Jurisdiction, waitingSince: Date, now: Date): SlaStanding {
  const dueOn = addWorkingDays(jurisdiction, ukDate(waitingSince)!, MODERATION_SLA_WORKING_DAYS);
  return { dueOn, overdue: ukDate(now)! > dueOn, age: waitedFor(waitingSince, now) };
}
