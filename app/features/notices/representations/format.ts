/**
 * Human wording shared by the document-like representations (data.xml, data.pdf). Month names are
 * spelt out by hand rather than through `toLocaleDateString`, whose output depends on the ICU data
 * the Node build carries.
 */

// The Gazette is a UK publication: a notice published at 00:30 BST on 1 June is a 1 June notice,
// although it is still 31 May in UTC.
import { MONTH_NAMES } from "../../../lib/dates.ts";

const LONDON_DATE = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar date (YYYY-MM-DD) of an ISO date or timestamp, in UK time; null when unreadable. */
export function ukDate(iso: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const parts = LONDON_DATE.formatToParts(new Date(time));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** `19 November 2026`, as the Gazette prints dates; the input unchanged when it is not a date. */
export function formatLongDate(iso: string): string {
  const date = ukDate(iso);
  const m = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  const month = m ? MONTH_NAMES[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : iso;
}

/** `dateOfDeath` → `Date of death`, `claim_deadline` → `Claim deadline`: labels for generic fields. */
export function humaniseKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/[_\-\s]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}
