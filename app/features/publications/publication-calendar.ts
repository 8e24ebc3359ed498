/**
 * Which days each edition publishes on. Dates are ISO `YYYY-MM-DD` strings handled purely in UTC so the
 * server's time zone can never shift a publication day.
 */
import { fromDayNumber, toDayNumber, ukDate } from "../../lib/dates.ts";
import { isBankHoliday } from "./bank-holidays.ts";
import { type Edition, type EditionId, getEdition } from "./editions.ts";

/** ISO weekday: 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday). */
export function isoWeekday(iso: string): number {
  return ((((toDayNumber(iso) + 3) % 7) + 7) % 7) + 1;
}

/** Today's date in Europe/London — the Gazette's publication day, whatever the server's zone. */
export function todayInLondon(now: Date = new Date()): string {
  // ukDate's formatter is made once: building one costs ~0.3 ms, and every search page asks for today.
  return ukDate(now) ?? "";
}

function edition(editionId: EditionId): Edition {
  const found = getEdition(editionId);
  if (!found) throw new RangeError(`Unknown edition: ${editionId}`);
  return found;
}

export function isPublicationDay(editionId: EditionId, isoDate: string): boolean {
  const e = edition(editionId);
  return e.publicationDays.includes(isoWeekday(isoDate)) && !isBankHoliday(e.jurisdiction, isoDate);
}

/** Publication days from `fromIso` to `toIso`, both inclusive. */
export function publicationDays(editionId: EditionId, fromIso: string, toIso: string): string[] {
  const e = edition(editionId);
  const end = toDayNumber(toIso);
  const days: string[] = [];
  for (let day = toDayNumber(fromIso); day <= end; day++) {
    const weekdayIso = ((((day + 3) % 7) + 7) % 7) + 1;
    if (!e.publicationDays.includes(weekdayIso)) continue;
    const iso = fromDayNumber(day);
    if (!isBankHoliday(e.jurisdiction, iso)) days.push(iso);
  }
  return days;
}

// Every edition publishes at least weekly, and no run of bank holidays lasts a month, so a bounded
// search only trips on a misconfigured edition rather than looping forever.
const SEARCH_LIMIT_DAYS = 366;

/** The first publication day strictly after `isoDate`. */
export function nextPublicationDay(editionId: EditionId, isoDate: string): string {
  let day = toDayNumber(isoDate);
  for (let i = 0; i < SEARCH_LIMIT_DAYS; i++) {
    day++;
    const iso = fromDayNumber(day);
    if (isPublicationDay(editionId, iso)) return iso;
  }
  throw new Error(`No publication day for ${editionId} within a year after ${isoDate}`);
}

/** The latest publication day on or before `isoDate` (the issue current on that date). */
export function previousPublicationDay(editionId: EditionId, isoDate: string): string {
  let day = toDayNumber(isoDate);
  for (let i = 0; i < SEARCH_LIMIT_DAYS; i++, day--) {
    const iso = fromDayNumber(day);
    if (isPublicationDay(editionId, iso)) return iso;
  }
  throw new Error(`No publication day for ${editionId} within a year before ${isoDate}`);
}
