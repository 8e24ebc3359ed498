/**
 * Working (business) days of a jurisdiction: Monday to Friday except its bank holidays. The Insolvency
 * Rules count their periods in business days (a petition is advertised at least 7 business days before
 * its hearing; notice of intention to appear is given by 4 pm on the business day before). Pure.
 */
import { addDays } from "../../lib/dates.ts";
import { isBankHoliday } from "./bank-holidays.ts";
import type { Jurisdiction } from "./editions.ts";
import { isoWeekday } from "./publication-calendar.ts";

export function isWorkingDay(jurisdiction: Jurisdiction, iso: string): boolean {
  return isoWeekday(iso) <= 5 && !isBankHoliday(jurisdiction, iso);
}

/** The working day `n` working days after `iso` (n ≥ 1). */
export function addWorkingDays(jurisdiction: Jurisdiction, iso: string, n: number): string {
  let day = iso;
  for (let left = n; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(jurisdiction, day)) left--;
  }
  return day;
}

/** The last working day before `iso`. */
export function previousWorkingDay(jurisdiction: Jurisdiction, iso: string): string {
  let day = addDays(iso, -1);
  while (!isWorkingDay(jurisdiction, day)) day = addDays(day, -1);
  return day;
}
