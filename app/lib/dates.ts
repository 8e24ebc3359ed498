/**
 * Calendar dates: ISO `YYYY-MM-DD` arithmetic handled purely in UTC (so the server's time zone can never
 * shift a day), and display in the UK style, always in the Europe/London time zone (server and browser
 * agree). The one home of these helpers: the publication calendar, the forms' date fields and the
 * representations all use them.
 */

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

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days in a month of the Gregorian calendar (`month` 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True when day, month and year name a day that exists (so 30 February is false). */
export function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** True for a real calendar date written `YYYY-MM-DD` from the year 1000 on (so 2026-02-30 is false). */
export function isRealIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  return m !== null && Number(m[1]) >= 1000 && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** Days since 1970-01-01 for an ISO date; rejects impossible dates such as 2026-02-30. */
export function toDayNumber(iso: string): number {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new RangeError(`Invalid ISO date: ${iso}`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isRealDate(year, month, day)) throw new RangeError(`Invalid ISO date: ${iso}`);
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return Math.floor(d.getTime() / DAY_MS);
}

export function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** `iso` moved by `n` days (negative: back); throws a RangeError on a date that is not real. */
export function addDays(iso: string, n: number): string {
  return fromDayNumber(toDayNumber(iso) + n);
}

// The Gazette is a UK publication: a notice published at 00:30 BST on 1 June is a 1 June notice,
// although it is still 31 May in UTC.
const LONDON_DATE = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * London dates already worked out, by instant: the time zone's rules cost ~4 µs a date, a results page
 * asks ~40, and notices share their publication instants (an issue's notices are published together).
 */
const londonDays = new Map<number, string>();
const LONDON_DAYS_KEPT = 10_000;

/** The calendar date (YYYY-MM-DD) of an ISO date or timestamp, in UK time; null when unreadable. */
export function ukDate(value: string | Date): string | null {
  if (typeof value === "string" && ISO_DATE.test(value)) return value;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time)) return null;
  const known = londonDays.get(time);
  if (known !== undefined) return known;
  const parts = LONDON_DATE.formatToParts(new Date(time));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = `${get("year")}-${get("month")}-${get("day")}`;
  if (londonDays.size >= LONDON_DAYS_KEPT) londonDays.clear();
  londonDays.set(time, day);
  return day;
}

/** `20 November 2026`, as the Gazette prints dates (in UK time); the input unchanged when it is not a date. */
export function formatLongDate(value: string | Date): string {
  const date = ukDate(value);
  const m = date ? ISO_DATE.exec(date) : null;
  const month = m ? MONTH_NAMES[Number(m[2]) - 1] : undefined;
  if (m && month) return `${Number(m[3])} ${month} ${m[1]}`;
  return typeof value === "string" ? value : "";
}

const WITH_TIME = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/** 20 November 2026, 07:00 */
export function formatDateTime(value: string | Date): string {
  if (value instanceof Date) return WITH_TIME.format(value);
  // A bare date is a calendar day: read it at noon UTC so no time zone moves it to another day.
  return WITH_TIME.format(new Date(ISO_DATE.test(value) ? `${value}T12:00:00Z` : value));
}
