/**
 * Date fields of the search form (spec §5): dd/mm/yyyy, also day/month/year or year/month/day with 2- or
 * 4-digit years (and ISO dates, as the real service's feeds use); real dates only; the minimum year
 * defaults to 1665; the maximum is today or a given maximum; a "free" date may go up to 730 days ahead;
 * from must not be later than to. Messages are the spec's, verbatim.
 */
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

function isRealDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

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

function addDays(iso: string, days: number): string {
  const t = Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

export interface DateRangeResult {
  from: string | null;
  to: string | null;
  errors: { field: "from" | "to"; message: string }[];
}

/** Validates a from–to pair as entered; empty fields are allowed (an open range). */
export function validateDateRange(
  fromInput: string | undefined,
  toInput: string | undefined,
  rules: DateRangeRules,
): DateRangeResult {
  const minYear = rules.minYear ?? MIN_YEAR;
  const min = `${minYear}-01-01`;
  const max = rules.free ? addDays(rules.today, FREE_DATE_DAYS_AHEAD) : (rules.maxDate ?? rules.today);
  const errors: DateRangeResult["errors"] = [];
  const check = (input: string | undefined, field: "from" | "to"): string | null => {
    if (!input?.trim()) return null;
    const iso = parseDateInput(input);
    if (!iso) {
      errors.push({ field, message: field === "from" ? DATE_MESSAGES.invalidFrom : DATE_MESSAGES.invalidTo });
      return null;
    }
    if (iso < min) {
      errors.push({
        field,
        message: field === "from" ? DATE_MESSAGES.fromBeforeMinYear(minYear) : DATE_MESSAGES.beforeMinimum,
      });
      return null;
    }
    if (iso > max) {
      errors.push({ field, message: DATE_MESSAGES.afterMaximum });
      return null;
    }
    return iso;
  };
  const from = check(fromInput, "from");
  const to = check(toInput, "to");
  if (from && to && from > to) {
    errors.push({ field: "from", message: DATE_MESSAGES.fromAfterTo });
    return { from: null, to: null, errors };
  }
  return { from, to, errors };
}
