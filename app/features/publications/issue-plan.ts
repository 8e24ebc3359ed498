/**
 * Deterministic plans of every issue of an edition, used for seeding. Given the same inputs the plan is
 * always identical, so seeds are reproducible and issue numbers/ISBNs are stable across runs.
 */

import { fromDayNumber, toDayNumber } from "../../lib/dates.ts";
import { bankHolidays } from "./bank-holidays.ts";
import { type EditionId, getEdition } from "./editions.ts";
import { isPublicationDay, nextPublicationDay, publicationDays } from "./publication-calendar.ts";

export interface PlannedIssue {
  editionId: EditionId;
  number: number;
  publishedOn: string;
  isbn: string;
  /** Archive index volume: the quarter of the year, '1'..'4'. */
  volume: string;
  pageCount: 0;
}

export interface IssueAnchor {
  number: number;
  date: string;
}

/** Real-world numbering around late 2026 (domain.md: London in the 64,000s, Edinburgh 28,000s, Belfast 8,000s). */
export const DEFAULT_ANCHORS: Record<EditionId, IssueAnchor> = {
  london: { number: 64940, date: "2026-11-20" },
  edinburgh: { number: 28420, date: "2026-11-20" },
  belfast: { number: 8120, date: "2026-11-20" },
};

/** Check digit of an ISBN-13 from its first twelve digits (hyphens ignored). */
export function isbn13CheckDigit(first12Digits: string): number {
  const digits = first12Digits.replaceAll("-", "");
  if (!/^\d{12}$/.test(digits)) throw new RangeError(`Expected 12 digits, got: ${first12Digits}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

// Each edition gets its own block of the six-digit title element so ISBNs never collide between
// editions: London numbers stay below 500,000 and the others below 100,000 for centuries to come.
const TITLE_BLOCK: Record<EditionId, { base: number; size: number }> = {
  london: { base: 0, size: 500_000 },
  edinburgh: { base: 600_000, size: 100_000 },
  belfast: { base: 800_000, size: 100_000 },
};

export function issueIsbn(editionId: EditionId, number: number): string {
  const prefix = getEdition(editionId)?.isbnPrefix ?? "978-0-11-";
  const block = TITLE_BLOCK[editionId];
  const title = String(block.base + (number % block.size)).padStart(6, "0");
  const body = `${prefix}${title}`;
  return `${body}-${isbn13CheckDigit(body)}`;
}

/** The archive index volume (the quarter, '1'..'4') an issue published on `iso` belongs to. */
export function issueVolume(iso: string): string {
  return String(Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1);
}

function planned(editionId: EditionId, number: number, publishedOn: string): PlannedIssue {
  return {
    editionId,
    number,
    publishedOn,
    isbn: issueIsbn(editionId, number),
    volume: issueVolume(publishedOn),
    pageCount: 0,
  };
}

/** Publication days in [fromIso, toIso] with their numbers relative to the anchor (may be < 1). */
function numberedDays(editionId: EditionId, fromIso: string, toIso: string, anchor: IssueAnchor) {
  const anchorDay = isPublicationDay(editionId, anchor.date)
    ? anchor.date
    : nextPublicationDay(editionId, anchor.date);
  const lo = fromIso < anchorDay ? fromIso : anchorDay;
  const hi = toIso > anchorDay ? toIso : anchorDay;
  const days = publicationDays(editionId, lo, hi);
  const anchorIndex = days.indexOf(anchorDay);
  return days
    .map((date, i) => ({ date, number: anchor.number + i - anchorIndex }))
    .filter((d) => d.date >= fromIso && d.date <= toIso);
}

/**
 * Every issue of an edition published between two dates (inclusive), numbered consecutively on
 * publication days so that the issue on `anchor.date` (or the next publication day) is `anchor.number`.
 * Days that would get a number below 1 are left out: the edition did not exist yet.
 */
export function planIssues(
  editionId: EditionId,
  fromIso: string,
  toIso: string,
  anchor: IssueAnchor = DEFAULT_ANCHORS[editionId],
): PlannedIssue[] {
  if (fromIso > toIso) return [];
  return numberedDays(editionId, fromIso, toIso, anchor)
    .filter((d) => d.number >= 1)
    .map((d) => planned(editionId, d.number, d.date));
}

export const LONDON_FIRST_ISSUE = "1665-11-16";

// How often the London Gazette appeared over the centuries. With the default anchor and any toYear from
// 1946 on, these eras fall 330 issues short of the modern numbering; reconcileCount adds those as
// extraordinary issues spread across the archive, so issue 1 can stay in 1665.
const ARCHIVE_ERAS: readonly { untilYear: number; weekdays: readonly number[] }[] = [
  { untilYear: 1791, weekdays: [1, 4] }, // Monday and Thursday
  { untilYear: 1899, weekdays: [2, 4, 6] }, // Tuesday, Thursday and Saturday
  { untilYear: 1945, weekdays: [1, 2, 3, 4, 5, 6] }, // empire and two world wars: daily bar Sunday
  { untilYear: Number.POSITIVE_INFINITY, weekdays: [1, 2, 3, 4, 5] }, // every working day, as today
];

function weekdayOf(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

// Day numbers throughout: the archive spans ~130,000 days, so avoiding per-day string conversion keeps
// planning the whole archive cheap.
function englishBankHolidays(toYear: number): Set<number> {
  const days = new Set<number>();
  for (let year = 1665; year <= toYear; year++) {
    for (const iso of bankHolidays("england-and-wales", year)) days.add(toDayNumber(iso));
  }
  return days;
}

function yearStart(year: number): number {
  return toDayNumber(`${String(year).padStart(4, "0")}-01-01`);
}

function archiveDays(toYear: number, holidays: Set<number>): number[] {
  const first = toDayNumber(LONDON_FIRST_ISSUE);
  const days: number[] = [first];
  let eraIndex = 0;
  for (let year = 1665; year <= toYear; year++) {
    while (year > ARCHIVE_ERAS[eraIndex]!.untilYear) eraIndex++;
    const { weekdays } = ARCHIVE_ERAS[eraIndex]!;
    const end = yearStart(year + 1);
    for (let day = Math.max(yearStart(year), first + 1); day < end; day++) {
      if (weekdays.includes(weekdayOf(day)) && !holidays.has(day)) days.push(day);
    }
  }
  return days;
}

/** `count` indices spread evenly over `length` slots (count <= length). */
function evenlySpread(count: number, length: number): number[] {
  return Array.from({ length: count }, (_, k) => Math.floor(((k + 0.5) * length) / count));
}

/**
 * Adjusts the rule-generated days to exactly `target` issues: extraordinary issues on the day after a
 * regular one when short, or evenly thinned when over. Issue 1 always stays on its historic date.
 */
function reconcileCount(days: number[], target: number, holidays: Set<number>): number[] {
  const diff = target - days.length;
  if (diff === 0) return days;
  if (diff < 0) {
    const drop = new Set(evenlySpread(-diff, days.length - 1).map((i) => i + 1));
    return days.filter((_, i) => !drop.has(i));
  }
  const candidates: number[] = [];
  // The last archive day is excluded so extras never spill past the end of the archive year.
  for (let i = 0; i < days.length - 1; i++) {
    const extra = days[i]! + 1;
    if (extra < days[i + 1]! && weekdayOf(extra) !== 7 && !holidays.has(extra)) candidates.push(extra);
  }
  if (candidates.length < diff) throw new RangeError(`Cannot fit ${diff} extra archive issues`);
  const extras = evenlySpread(diff, candidates.length).map((k) => candidates[k]!);
  return [...days, ...extras].sort((a, b) => a - b);
}

/**
 * The historic London Gazette archive from issue 1 (1665-11-16) to the end of `toYear`, numbered so the
 * last archive issue is immediately followed by the first issue of `planIssues('london', toYear+1 …)`.
 * Only issues from `fromYear` onwards are returned, but numbering always counts from 1665.
 */
export function planLondonArchive(
  fromYear = 1665,
  toYear: number,
  anchor: IssueAnchor = DEFAULT_ANCHORS.london,
): PlannedIssue[] {
  if (toYear < 1665 || toYear < fromYear) return [];
  const nextJan1 = `${String(toYear + 1).padStart(4, "0")}-01-01`;
  const firstModern = numberedDays("london", nextJan1, fromDayNumber(toDayNumber(nextJan1) + 31), anchor)[0];
  if (!firstModern) throw new Error(`No London publication day in January ${toYear + 1}`);
  const target = firstModern.number - 1;
  if (target < 1) throw new RangeError(`Modern numbering leaves no room for an archive up to ${toYear}`);

  const holidays = englishBankHolidays(toYear);
  const days = reconcileCount(archiveDays(toYear, holidays), target, holidays);
  const fromPrefix = String(fromYear).padStart(4, "0");
  const issues: PlannedIssue[] = [];
  for (let i = 0; i < days.length; i++) {
    const iso = fromDayNumber(days[i]!);
    if (iso >= fromPrefix) issues.push(planned("london", i + 1, iso));
  }
  return issues;
}

// Edinburgh's and Belfast's first-issue days are not modelled, so their first years count as whole years.
const FIRST_ISSUE: Record<EditionId, string> = {
  london: LONDON_FIRST_ISSUE,
  edinburgh: "1699-01-01",
  belfast: "1921-01-01",
};

/** Index volumes (quarters) of an edition's year in the archive; empty before the edition existed. */
export function indexVolumes(editionId: EditionId, year: number): string[] {
  const first = FIRST_ISSUE[editionId];
  const firstYear = Number(first.slice(0, 4));
  if (year < firstYear) return [];
  const volumes = ["1", "2", "3", "4"];
  // London's first year only has issues from mid-November, i.e. in the fourth quarter.
  return year === firstYear ? volumes.slice(Number(issueVolume(first)) - 1) : volumes;
}
