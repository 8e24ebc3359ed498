/**
 * Date fields (spec §5), the search form's and every other form's: dd/mm/yyyy, also day/month/year or
 * year/month/day with 2- or 4-digit years (and ISO dates, as the real service's feeds use); real dates
 * only; the minimum year defaults to 1665; the maximum is today or a given maximum; a "free" date may go
 * up to 730 days ahead; from must not be later than to. Messages are the spec's, verbatim.
 */
import { addDays, isRealDate } from "../dates.ts";

export const MIN_YEAR = 1665;
export const FREE_DATE_DAYS_AHEAD = 730;

export const DATE_MESSAGES = {
  invalid: "Please enter a valid date",
  invalidFrom: "Please enter a valid from date",
  invalidTo: "Please enter a valid to date",
  beforeMinimum: "Please enter a date which after the minimum date",
  afterMaximum: "Please enter a date which before the maximum date",
  fromAfterTo: "Please enter a from date which is before the to date",
  fromBeforeMinYear: (year: number) => `Please enter a from date which is after 01/01/${year}`,
} as const;

function fullYear(y: string): number {
  if (y.length === 4) return Number(y);
  // Two-digit years: the nearest century that is not in the future (26 → 2026, 27 → 1927 in 2026).
  const n = Number(y);
  const current = new Date().getUTCFullYear();
  const candidate = 2000 + n;
  return candidate > current ? 1900 + n : candidate;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Parses a date as typed into ISO `YYYY-MM-DD`, or null when it is not a real date in an accepted form. */
export function parseDateInput(input: string): string | null {
  const value = input.trim();
  let y: number;
  let m: number;
  let d: number;
  let match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(value);
  if (match) {
    d = Number(match[1]);
    m = Number(match[2]);
    y = fullYear(match[3]!);
  } else {
    match = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(value);
    if (!match) return null;
    y = Number(match[1]);
    m = Number(match[2]);
    d = Number(match[3]);
  }
  if (!isRealDate(y, m, d)) return null;
  return `${String(y).padStart(4, "0")}-${pad(m)}-${pad(d)}`;
}

/** `2026-11-20` → `20/11/2026`, the form's own format. */
export function formatDateInput(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d}/${m}/${y}`;
}

export interface DateRangeRules {
  minYear?: number;
  /** ISO; defaults to today. */
  maxDate?: string;
  /** A free date may be up to 730 days after today. */
  free?: boolean;
  today: string;
}

export interface DateRangeResult {
  from: string | null;
  to: string | null;
  errors: { field: "from" | "to"; message: string }[];
}

export type DateProblem = "invalid" | "beforeMinimum" | "afterMaximum";

/** One date as entered, against the rules: its ISO form, or what is wrong with it. */
export function checkDateInput(
  input: string,
  rules: DateRangeRules,
): { ok: true; iso: string } | { ok: false; problem: DateProblem } {
  const iso = parseDateInput(input);
  if (!iso) return { ok: false, problem: "invalid" };
  if (iso < `${rules.minYear ?? MIN_YEAR}-01-01`) return { ok: false, problem: "beforeMinimum" };
  const max = rules.free ? addDays(rules.today, FREE_DATE_DAYS_AHEAD) : (rules.maxDate ?? rules.today);
  if (iso > max) return { ok: false, problem: "afterMaximum" };
  return { ok: true, iso };
}

/** What a single date field (not one of a from–to pair) says about each problem. */
export const SINGLE_DATE_MESSAGES: Record<DateProblem, string> = {
  invalid: DATE_MESSAGES.invalid,
  beforeMinimum: DATE_MESSAGES.beforeMinimum,
  afterMaximum: DATE_MESSAGES.afterMaximum,
};

/** Validates a from–to pair as entered; empty fields are allowed (an open range). */
export function validateDateRange(
  fromInput: string | undefined,
  toInput: string | undefined,
  rules: DateRangeRules,
): DateRangeResult {
  const minYear = rules.minYear ?? MIN_YEAR;
  const messages = {
    from: {
      invalid: DATE_MESSAGES.invalidFrom,
      beforeMinimum: DATE_MESSAGES.fromBeforeMinYear(minYear),
      afterMaximum: DATE_MESSAGES.afterMaximum,
    },
    to: {
      invalid: DATE_MESSAGES.invalidTo,
      beforeMinimum: DATE_MESSAGES.beforeMinimum,
      afterMaximum: DATE_MESSAGES.afterMaximum,
    },
  } satisfies Record<"from" | "to", Record<DateProblem, string>>;
  const errors: DateRangeResult["errors"] = [];
  const check = (input: string | undefined, field: "from" | "to"): string | null => {
    if (!input?.trim()) return null;
    const checked = checkDateInput(input, rules);
    if (checked.ok) return checked.iso;
    errors.push({ field, message: messages[field][checked.problem] });
    return null;
  };
  const from = check(fromInput, "from");
  const to = check(toInput, "to");
  if (from && to && from > to) {
    errors.push({ field: "from", message: DATE_MESSAGES.fromAfterTo });
    return { from: null, to: null, errors };
  }
  return { from, to, errors };
}
