/** Display of dates in the UK style, always in the Europe/London time zone (server and browser agree). */

/** Month names spelt out by hand: the same everywhere, whatever ICU data the Node build carries. */
export const MONTH_NAMES: readonly string[] = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const LONG = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});
const WITH_TIME = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  // A bare date is a calendar day: read it at noon UTC so no time zone moves it to another day.
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
}

/** 20 November 2026 */
export function formatLongDate(value: string | Date): string {
  return LONG.format(toDate(value));
}

/** 20 November 2026, 07:00 */
export function formatDateTime(value: string | Date): string {
  return WITH_TIME.format(toDate(value));
}
