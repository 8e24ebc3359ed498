/**
 * UK bank holidays by rule, per jurisdiction, for any year.
 *
 * Computed rather than tabulated so issue plans can reach back to the 1665 archive and forward
 * indefinitely. Rules follow the Bank Holidays Act 1871, the Banking and Financial Dealings Act 1971 and
 * later proclamations; years before 1871 only get the common-law holidays (Good Friday, Christmas Day),
 * which is an approximation good enough for archive planning.
 */
import type { Jurisdiction } from "./editions.ts";

const DAY_MS = 86_400_000;

// Day numbers (days since 1970-01-01, UTC) keep the arithmetic free of local time-zone offsets.
function dayNumber(year: number, month: number, day: number): number {
  const d = new Date(0);
  // setUTCFullYear avoids Date.UTC's remapping of two-digit years.
  d.setUTCFullYear(year, month - 1, day);
  return Math.floor(d.getTime() / DAY_MS);
}

function toIso(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Easter Sunday (Gregorian computus, "anonymous" algorithm). */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumber(year, month, day);
}

function firstMonday(year: number, month: number): number {
  const first = dayNumber(year, month, 1);
  return first + ((8 - weekday(first)) % 7);
}

function lastMonday(year: number, month: number): number {
  const last = dayNumber(year, month + 1, 0);
  return last - ((weekday(last) + 6) % 7);
}

const EW: Jurisdiction = "england-and-wales";
const SC: Jurisdiction = "scotland";
const NI: Jurisdiction = "northern-ireland";
const ALL: readonly Jurisdiction[] = [EW, SC, NI];

interface FixedRule {
  month: number;
  day: number;
  where: readonly Jurisdiction[];
  from: number;
}

interface MovableRule {
  date: (year: number) => number;
  where: readonly Jurisdiction[];
  from: number;
  until?: number;
}

const MOVABLE: readonly MovableRule[] = [
  { date: (y) => easterSunday(y) - 2, where: ALL, from: 1871 }, // Good Friday
  { date: (y) => easterSunday(y) + 1, where: [EW, NI], from: 1871 }, // Easter Monday
  // Whit Monday was replaced by the fixed spring holiday in 1971.
  { date: (y) => easterSunday(y) + 50, where: [EW, NI], from: 1871, until: 1970 },
  { date: (y) => firstMonday(y, 5), where: [EW, NI], from: 1978 }, // early May
  // Scotland has had a first-Monday-in-May holiday since the 1871 Act.
  { date: (y) => firstMonday(y, 5), where: [SC], from: 1871 },
  { date: (y) => lastMonday(y, 5), where: ALL, from: 1971 }, // spring
  { date: (y) => firstMonday(y, 8), where: [EW, NI], from: 1871, until: 1970 }, // old August holiday
  { date: (y) => lastMonday(y, 8), where: [EW, NI], from: 1971 }, // summer
  { date: (y) => firstMonday(y, 8), where: [SC], from: 1871 }, // Scottish summer
];

// Order matters: when two fixed days collide with a weekend (25/26 Dec, 1/2 Jan) each takes the next
// free weekday in turn, which gives the familiar "Tuesday 28 December" substitutes.
const FIXED: readonly FixedRule[] = [
  { month: 1, day: 1, where: [EW, NI], from: 1974 },
  { month: 1, day: 1, where: [SC], from: 1871 },
  { month: 1, day: 2, where: [SC], from: 1871 },
  { month: 3, day: 17, where: [NI], from: 1903 }, // St Patrick's Day (Bank Holiday (Ireland) Act 1903)
  { month: 7, day: 12, where: [NI], from: 1926 }, // Battle of the Boyne
  { month: 11, day: 30, where: [SC], from: 2007 }, // St Andrew's Day (St Andrew's Day Bank Holiday Act 2007)
  { month: 12, day: 25, where: ALL, from: 1871 },
  { month: 12, day: 26, where: [EW, NI], from: 1871 },
  { month: 12, day: 26, where: [SC], from: 1974 },
];

interface OneOff {
  add?: string;
  remove?: string;
  where?: readonly Jurisdiction[];
}

/** Royal proclamations that moved a regular holiday or added an extra one (UK-wide unless `where`). */
const ONE_OFFS: readonly OneOff[] = [
  { add: "1973-11-14" }, // wedding of Princess Anne
  { add: "1977-06-07" }, // Silver Jubilee
  { add: "1981-07-29" }, // wedding of the Prince of Wales
  { remove: "1995-05-01", add: "1995-05-08" }, // early May moved for the 50th anniversary of VE Day
  { add: "1999-12-31" }, // millennium
  { remove: "2002-05-27", add: "2002-06-04" }, // spring moved for the Golden Jubilee
  { add: "2002-06-03" }, // Golden Jubilee
  { add: "2011-04-29" }, // royal wedding
  { remove: "2012-05-28", add: "2012-06-04" }, // spring moved for the Diamond Jubilee
  { add: "2012-06-05" }, // Diamond Jubilee
  { remove: "2020-05-04", add: "2020-05-08" }, // early May moved for the 75th anniversary of VE Day
  { remove: "2022-05-30", add: "2022-06-02" }, // spring moved for the Platinum Jubilee
  { add: "2022-06-03" }, // Platinum Jubilee
  { add: "2022-09-19" }, // state funeral of Queen Elizabeth II
  { add: "2023-05-08" }, // coronation of King Charles III
];

function applies(
  rule: { where: readonly Jurisdiction[]; from: number; until?: number },
  j: Jurisdiction,
  y: number,
) {
  return rule.where.includes(j) && y >= rule.from && (rule.until === undefined || y <= rule.until);
}

function compute(jurisdiction: Jurisdiction, year: number): string[] {
  if (year < 1871) {
    return [toIso(easterSunday(year) - 2), toIso(dayNumber(year, 12, 25))];
  }
  const taken = new Set<number>();
  for (const rule of MOVABLE) {
    if (applies(rule, jurisdiction, year)) taken.add(rule.date(year));
  }
  // Before 1971 only a Sunday holiday moved to the Monday; Saturday substitutes came with the 1971 Act.
  const needsSubstitute = (day: number) => {
    const wd = weekday(day);
    return wd === 0 || (wd === 6 && year >= 1971) || taken.has(day);
  };
  for (const rule of FIXED) {
    if (!applies(rule, jurisdiction, year)) continue;
    let day = dayNumber(year, rule.month, rule.day);
    while (needsSubstitute(day)) day++;
    taken.add(day);
  }
  const dates = new Set([...taken].map(toIso));
  for (const change of ONE_OFFS) {
    if (change.where && !change.where.includes(jurisdiction)) continue;
    const changeYear = Number((change.add ?? change.remove ?? "").slice(0, 4));
    if (changeYear !== year) continue;
    if (change.remove) dates.delete(change.remove);
    if (change.add) dates.add(change.add);
  }
  return [...dates].sort();
}

const cache = new Map<string, { list: readonly string[]; set: ReadonlySet<string> }>();

function cached(jurisdiction: Jurisdiction, year: number) {
  const key = `${jurisdiction}:${year}`;
  let entry = cache.get(key);
  if (!entry) {
    const list = compute(jurisdiction, year);
    entry = { list, set: new Set(list) };
    cache.set(key, entry);
  }
  return entry;
}

/** Bank holidays of a jurisdiction in a year, as sorted ISO dates (observed dates, substitutes included). */
export function bankHolidays(jurisdiction: Jurisdiction, year: number): string[] {
  if (!Number.isInteger(year)) throw new RangeError(`Invalid year: ${year}`);
  // A copy, so callers cannot corrupt the memoised list.
  return [...cached(jurisdiction, year).list];
}

export function isBankHoliday(jurisdiction: Jurisdiction, isoDate: string): boolean {
  const year = Number(isoDate.slice(0, 4));
  if (!Number.isInteger(year)) throw new RangeError(`Invalid ISO date: ${isoDate}`);
  return cached(jurisdiction, year).set.has(isoDate);
}
