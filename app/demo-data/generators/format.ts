/**
 * Date arithmetic on ISO `YYYY-MM-DD` strings (pure integer arithmetic, no clock, no time zones) and the
 * small text helpers that notice templates share.
 */

/** Days since 1970-01-01 for a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
import { MONTH_NAMES } from "../../lib/dates.ts";
export function dayNumberFromParts(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function toDayNumber(iso: string): number {
  return dayNumberFromParts(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Inverse of toDayNumber (civil_from_days). */
export function fromDayNumber(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${pad2(m)}-${pad2(d)}`;
}

export function addDays(iso: string, days: number): string {
  return fromDayNumber(toDayNumber(iso) + days);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Adds calendar months, clamping the day to the end of the month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  const d = Number(iso.slice(8, 10));
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return `${ny}-${pad2(nm)}-${pad2(Math.min(d, daysInMonth(ny, nm)))}`;
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(iso: string): number {
  const n = toDayNumber(iso);
  return ((((n + 3) % 7) + 7) % 7) + 1;
}

/** The later of two ISO dates. */
export function laterDate(a: string, b: string): string {
  return a > b ? a : b;
}

/** The same date if it is Monday–Friday, otherwise the following Monday. */
export function onOrAfterWeekday(iso: string): string {
  const wd = isoWeekday(iso);
  return wd === 6 ? addDays(iso, 2) : wd === 7 ? addDays(iso, 1) : iso;
}

/** The working day (Monday–Friday) before the given date. */
export function previousWeekday(iso: string): string {
  let d = addDays(iso, -1);
  while (isoWeekday(d) > 5) d = addDays(d, -1);
  return d;
}

/** Adds n working days (Monday–Friday). */
export function addWeekdays(iso: string, n: number): string {
  let d = iso;
  let left = n;
  while (left > 0) {
    d = addDays(d, 1);
    if (isoWeekday(d) <= 5) left--;
  }
  return d;
}

/** `2026-03-04` → `4 March 2026`. */
export function formatDate(iso: string): string {
  return `${Number(iso.slice(8, 10))} ${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

/** `14:30` → `2.30 pm`; `10:00` → `10.00 am`. */
export function formatTime(hhmm: string): string {
  const h = Number(hhmm.slice(0, 2));
  const m = hhmm.slice(3, 5);
  const suffix = h >= 12 ? "pm" : "am";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}.${m} ${suffix}`;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** `["a", "b", "c"]` → `a, b and c`. */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** A sum of money in pounds: 12345.5 → `£12,345.50`. */
export function formatPounds(amount: number): string {
  const [whole, pence] = amount.toFixed(2).split(".") as [string, string];
  return `£${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${pence}`;
}

/** 1234567 → `1,234,567`. */
export function formatNumber(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export function ordinal(n: number): string {
  const suffixes: Record<number, string> = { 1: "st", 2: "nd", 3: "rd" };
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (suffixes[n % 10] ?? "th");
  return `${n}${s}`;
}

export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s\-'(])([a-z])/g, (_, pre: string, c: string) => pre + c.toUpperCase());
}
