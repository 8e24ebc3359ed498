/**
 * When saved-search alerts go out: daily ones every morning at 07:00 (Europe/London), weekly ones on
 * Mondays. Pure, so the job and its tests share one definition of "due".
 */
import { ALERT_FREQUENCIES, type AlertFrequency } from "../../db/schema/saved-searches-values.ts";
import { addDays } from "../../lib/dates.ts";
import { londonMoment } from "../../lib/london-time.ts";
import { isoWeekday, todayInLondon } from "../publications/publication-calendar.ts";

// Stored words: the list lives with the saved_searches table, whose CHECK is built from it.
export { ALERT_FREQUENCIES, type AlertFrequency };
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  none: "No e-mail alerts",
  daily: "Daily",
  weekly: "Weekly (Mondays)",
};
export const ALERT_HOUR_LONDON = 7;

export function isAlertFrequency(value: unknown): value is AlertFrequency {
  return typeof value === "string" && (ALERT_FREQUENCIES as readonly string[]).includes(value);
}

/** 07:00 London time on the London calendar day `isoDate`. */
export function alertTimeOn(isoDate: string): Date {
  return londonMoment(isoDate, `${String(ALERT_HOUR_LONDON).padStart(2, "0")}:00`);
}

/** The next 07:00 London strictly after `now`: when the alert job runs next. */
export function nextAlertRunAt(now: Date): Date {
  const today = todayInLondon(now);
  const todays = alertTimeOn(today);
  return todays.getTime() > now.getTime() ? todays : alertTimeOn(addDays(today, 1));
}

const WEEK_MS = 7 * 86_400_000;

/**
 * Whether a saved search's alert should be sent by a run at `now`. Never twice on one London day, never
 * before 07:00; weekly alerts go on Mondays, or on the next run when a Monday was missed (server down).
 */
export function isAlertDue(alert: { frequency: string; checkedAt: Date | null }, now: Date): boolean {
  if (alert.frequency !== "daily" && alert.frequency !== "weekly") return false;
  const today = todayInLondon(now);
  if (now.getTime() < alertTimeOn(today).getTime()) return false;
  if (alert.checkedAt && todayInLondon(alert.checkedAt) === today) return false;
  if (alert.frequency === "daily") return true;
  if (isoWeekday(today) === 1) return true;
  return alert.checkedAt !== null && now.getTime() - alert.checkedAt.getTime() > WEEK_MS;
}
