/**
 * Parsing of the archive-browsing addresses and queries (pure, shared by routes and tests). Every parser
 * returns null for anything it does not accept, so routes can answer 404 or 400 instead of failing later.
 */
import { href } from "react-router";
import { MONTH_NAMES } from "../../lib/dates.ts";
import { type EditionId, parseEditionId } from "../publications/editions.ts";

/** Spec §9: the issue list answers at most 1000 entries at a time. */
export const MAX_ISSUE_LIST_PAGE_SIZE = 1000;

/** Names of the archive form's fields (spec §7: the data calls take archive_edition and archive_year). */
export const ARCHIVE_FIELDS = {
  edition: "archive_edition",
  year: "archive_year",
  index: "archive_index",
} as const;

export function parseEdition(value: string | null | undefined): EditionId | null {
  return parseEditionId(value);
}

/** A four-digit year; which years hold issues is the database's answer, not the parser's. */
export function parseYear(value: string | null | undefined): number | null {
  return value && /^[12][0-9]{3}$/.test(value) ? Number(value) : null;
}

/** 1 to 12, with or without a leading zero. */
export function parseMonth(value: string | null | undefined): number | null {
  return value && /^(0?[1-9]|1[0-2])$/.test(value) ? Number(value) : null;
}

/** An index volume as stored (`1` … `4` today); a leading zero is not the same volume. */
export function parseVolume(value: string | null | undefined): string | null {
  return value && /^[1-9][0-9]?$/.test(value) ? value : null;
}

export function volumePath(edition: EditionId, year: number | string, volume: string): string {
  return `/${edition}/index/year/${year}/volume/${volume}`;
}

/** The first and last day of a month as ISO dates. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const mm = String(month).padStart(2, "0");
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(lastDay).padStart(2, "0")}` };
}

export function yearRange(year: number): { from: string; to: string } {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** Volumes in their natural order: `2` before `10`. */
export function sortVolumes(volumes: readonly string[]): string[] {
  return [...volumes].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

export interface IssueListQuery {
  edition: EditionId;
  year: number;
  month: number;
  pageSize: number;
  includeSupplements: boolean;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * `/{edition}/year/{year}/month/{month}/issue/data.json?resultPageSize=&includeSupplements=`. A page
 * size above the maximum is capped rather than refused: callers ask for "everything", and 1000 is
 * everything a month can hold.
 */
export function parseIssueListQuery(
  params: { edition?: string; year?: string; month?: string },
  search: URLSearchParams,
): Parsed<IssueListQuery> {
  const edition = parseEdition(params.edition);
  if (!edition) return { ok: false, error: "Unknown edition" };
  const year = parseYear(params.year);
  if (year === null) return { ok: false, error: "The year must have four digits" };
  const month = parseMonth(params.month);
  if (month === null) return { ok: false, error: "The month must be a number from 1 to 12" };

  const sizeParam = search.get("resultPageSize");
  let pageSize = MAX_ISSUE_LIST_PAGE_SIZE;
  if (sizeParam !== null) {
    if (!/^[0-9]{1,9}$/.test(sizeParam) || Number(sizeParam) < 1)
      return { ok: false, error: "resultPageSize must be a whole number from 1" };
    pageSize = Math.min(MAX_ISSUE_LIST_PAGE_SIZE, Number(sizeParam));
  }

  const supplementsParam = search.get("includeSupplements");
  if (supplementsParam !== null && supplementsParam !== "true" && supplementsParam !== "false")
    return { ok: false, error: "includeSupplements must be true or false" };

  return {
    ok: true,
    value: { edition, year, month, pageSize, includeSupplements: supplementsParam === "true" },
  };
}

export interface ArchiveSelection {
  edition: string;
  year: string;
  index: string;
}

/** The raw values of the archive form in a query string (missing fields are empty). */
export function readArchiveSelection(search: URLSearchParams): ArchiveSelection {
  return {
    edition: (search.get(ARCHIVE_FIELDS.edition) ?? "").trim(),
    year: (search.get(ARCHIVE_FIELDS.year) ?? "").trim(),
    index: (search.get(ARCHIVE_FIELDS.index) ?? "").trim(),
  };
}

/** The browse form's address with some of its fields chosen (a step of the form without JavaScript). */
export function archiveFormPath(selection: Partial<ArchiveSelection>): string {
  const query = new URLSearchParams();
  if (selection.edition) query.set(ARCHIVE_FIELDS.edition, selection.edition);
  if (selection.year) query.set(ARCHIVE_FIELDS.year, selection.year);
  if (selection.index) query.set(ARCHIVE_FIELDS.index, selection.index);
  const qs = query.toString();
  return qs ? `${href("/browse-publications")}?${qs}` : href("/browse-publications");
}

const QUARTERS = ["January to March", "April to June", "July to September", "October to December"];

/** How an index volume reads in lists: the quarterly volumes say which months they cover. */
export function volumeLabel(volume: string): string {
  const quarter = QUARTERS[Number(volume) - 1];
  return quarter ? `Volume ${volume} (${quarter})` : `Volume ${volume}`;
}

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? String(month);
}
