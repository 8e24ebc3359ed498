/**
 * Archive browsing: the edition → year → index form (with its data calls), index volumes, the per-edition
 * and per-year pages, and the month issue list.
 */
import type { Database } from "../../db/client.server.ts";
import { TtlCache } from "../../lib/ttl-cache.ts";
import { type EditionId, getEdition } from "../publications/editions.ts";
import {
  ARCHIVE_FIELDS,
  type ArchiveSelection,
  monthRange,
  type Parsed,
  parseEdition,
  parseIssueListQuery,
  parseVolume,
  parseYear,
  readArchiveSelection,
  sortVolumes,
  volumePath,
  yearRange,
} from "./browse-params.ts";
import {
  type IssueListing,
  issuesBetween,
  issuesInVolume,
  supplementsOfIssues,
  volumesOfYear,
  type YearCount,
  yearsWithIssues,
} from "./browse-repository.server.ts";

/**
 * Counting a year's issues reads the whole edition (London: some 65,000 issues back to 1665), and every
 * step of the archive form needs the list. It only changes when a new year's first issue appears, so each
 * app server keeps it for five minutes (per database, so test databases never share it).
 */
const YEARS_TTL_MS = 5 * 60_000;
const yearCaches = new WeakMap<Database, TtlCache<EditionId, YearCount[]>>();

async function editionYears(db: Database, edition: EditionId): Promise<YearCount[]> {
  let cache = yearCaches.get(db);
  if (!cache) {
    cache = new TtlCache<EditionId, YearCount[]>(10, YEARS_TTL_MS);
    yearCaches.set(db, cache);
  }
  return (await cache.getOrLoad(edition, () => yearsWithIssues(db, edition))) ?? [];
}

function editionTitle(edition: EditionId): string {
  return getEdition(edition)?.name ?? edition;
}

/** `pubyears` of `/browse-publications/index-years/data.json`: years with issues, oldest first. */
export async function archiveYears(db: Database, editionParam: string | null): Promise<Parsed<string[]>> {
  const edition = parseEdition(editionParam);
  if (!edition) return { ok: false, error: "Unknown edition" };
  const years = await editionYears(db, edition);
  return { ok: true, value: years.map((y) => String(y.year)) };
}

/** `volumes` of `/browse-publications/indexes/data.json`: the index volumes of an edition's year. */
export async function archiveVolumes(
  db: Database,
  editionParam: string | null,
  yearParam: string | null,
): Promise<Parsed<string[]>> {
  const edition = parseEdition(editionParam);
  if (!edition) return { ok: false, error: "Unknown edition" };
  const year = parseYear(yearParam);
  if (year === null) return { ok: false, error: "Unknown year" };
  const volumes = sortVolumes(await volumesOfYear(db, edition, year));
  if (volumes.length === 0) return { ok: false, error: "Unknown year" };
  return { ok: true, value: volumes };
}

export interface ArchiveFormError {
  field: keyof ArchiveSelection;
  message: string;
}

export type ArchiveForm =
  | { kind: "redirect"; to: string }
  | {
      kind: "form";
      /** Only values valid for their parent: a stale child of a changed parent is reset. */
      selection: ArchiveSelection;
      years: string[];
      volumes: string[];
      error: ArchiveFormError | null;
    };

/**
 * The browse form's state from its query: without JavaScript the form is submitted after each choice,
 * and the page comes back with the next select filled in; once all three are valid it is a redirect to
 * the volume. A field that was sent empty gets an error; a value that no longer fits its parent (the
 * edition was changed after the years were listed) is simply reset, as the script does.
 */
export async function archiveForm(db: Database, search: URLSearchParams): Promise<ArchiveForm> {
  const raw = readArchiveSelection(search);
  const empty = { edition: "", year: "", index: "" };
  const edition = parseEdition(raw.edition);
  if (!edition) {
    const error = search.has(ARCHIVE_FIELDS.edition)
      ? { field: "edition" as const, message: "Select an edition" }
      : null;
    return { kind: "form", selection: empty, years: [], volumes: [], error };
  }

  const years = (await editionYears(db, edition)).map((y) => String(y.year));
  const year = years.includes(raw.year) ? raw.year : "";
  if (!year) {
    const error =
      search.has(ARCHIVE_FIELDS.year) && raw.year === ""
        ? { field: "year" as const, message: "Select a year" }
        : null;
    return { kind: "form", selection: { ...empty, edition }, years, volumes: [], error };
  }

  const volumes = sortVolumes(await volumesOfYear(db, edition, Number(year)));
  const index = volumes.includes(raw.index) ? raw.index : "";
  if (!index) {
    const error =
      search.has(ARCHIVE_FIELDS.index) && raw.index === ""
        ? { field: "index" as const, message: "Select an index" }
        : null;
    return { kind: "form", selection: { edition, year, index: "" }, years, volumes, error };
  }
  return { kind: "redirect", to: volumePath(edition, year, index) };
}

export interface VolumePage {
  edition: EditionId;
  editionName: string;
  year: number;
  volume: string;
  issues: IssueListing[];
  /** All index volumes of the year, for moving between them. */
  volumes: string[];
}

export async function volumePage(
  db: Database,
  params: { edition?: string; year?: string; volume?: string },
): Promise<VolumePage | null> {
  const edition = parseEdition(params.edition);
  const year = parseYear(params.year);
  const volume = parseVolume(params.volume);
  if (!edition || year === null || volume === null) return null;
  const [list, volumes] = await Promise.all([
    issuesInVolume(db, edition, year, volume),
    volumesOfYear(db, edition, year),
  ]);
  if (list.length === 0) return null;
  return {
    edition,
    editionName: editionTitle(edition),
    year,
    volume,
    issues: list,
    volumes: sortVolumes(volumes),
  };
}

export interface EditionBrowse {
  edition: EditionId;
  editionName: string;
  /** Newest first. */
  years: YearCount[];
}

export async function editionBrowse(
  db: Database,
  editionParam: string | undefined,
): Promise<EditionBrowse | null> {
  const edition = parseEdition(editionParam);
  if (!edition) return null;
  const years = await editionYears(db, edition);
  if (years.length === 0) return null;
  return { edition, editionName: editionTitle(edition), years: [...years].reverse() };
}

export interface YearIssue extends IssueListing {
  supplements: { position: number; title: string }[];
}

export interface YearBrowse {
  edition: EditionId;
  editionName: string;
  year: number;
  /** Months that have issues, January first. */
  months: { month: number; issues: YearIssue[] }[];
  volumes: string[];
  previousYear: number | null;
  nextYear: number | null;
}

/** More than any edition has ever published in a year (London: about 310 at its busiest). */
const MAX_ISSUES_IN_YEAR = 1000;

export async function yearBrowse(
  db: Database,
  editionParam: string | undefined,
  yearParam: string | undefined,
): Promise<YearBrowse | null> {
  const edition = parseEdition(editionParam);
  const year = parseYear(yearParam);
  if (!edition || year === null) return null;
  const { from, to } = yearRange(year);
  const [list, years] = await Promise.all([
    issuesBetween(db, edition, from, to, MAX_ISSUES_IN_YEAR),
    editionYears(db, edition),
  ]);
  if (list.length === 0) return null;
  const supplements = await supplementsOfIssues(
    db,
    list.map((i) => i.id),
  );
  const byIssue = new Map<number, { position: number; title: string }[]>();
  for (const s of supplements)
    byIssue.set(s.issueId, [...(byIssue.get(s.issueId) ?? []), { position: s.position, title: s.title }]);

  const months = new Map<number, YearIssue[]>();
  const volumes = new Set<string>();
  for (const issue of list) {
    const month = Number(issue.publishedOn.slice(5, 7));
    months.set(month, [...(months.get(month) ?? []), { ...issue, supplements: byIssue.get(issue.id) ?? [] }]);
    if (issue.volume) volumes.add(issue.volume);
  }
  const index = years.findIndex((y) => y.year === year);
  return {
    edition,
    editionName: editionTitle(edition),
    year,
    months: [...months.entries()].sort(([a], [b]) => a - b).map(([month, issues]) => ({ month, issues })),
    volumes: sortVolumes([...volumes]),
    previousYear: index > 0 ? years[index - 1]!.year : null,
    nextYear: index >= 0 && index < years.length - 1 ? years[index + 1]!.year : null,
  };
}

export interface IssueListEntry {
  id: string;
  published: string;
}

/**
 * `/{edition}/year/{year}/month/{month}/issue/data.json` (spec §3, §7): the month's issues, each followed
 * by its supplements when asked for, at most `resultPageSize` entries in all.
 */
export async function monthIssueList(
  db: Database,
  params: { edition?: string; year?: string; month?: string },
  search: URLSearchParams,
  siteUrl: string,
): Promise<Parsed<{ entry: IssueListEntry[] }>> {
  const parsed = parseIssueListQuery(params, search);
  if (!parsed.ok) return parsed;
  const { edition, year, month, pageSize, includeSupplements } = parsed.value;
  const { from, to } = monthRange(year, month);
  const list = await issuesBetween(db, edition, from, to, pageSize);
  const supplements = includeSupplements
    ? await supplementsOfIssues(
        db,
        list.map((i) => i.id),
      )
    : [];
  const entry: IssueListEntry[] = [];
  for (const issue of list) {
    const base = `${siteUrl}/${edition}/issue/${issue.number}`;
    entry.push({ id: base, published: issue.publishedOn });
    for (const s of supplements.filter((x) => x.issueId === issue.id))
      entry.push({ id: `${base}/supplement/${s.position}`, published: issue.publishedOn });
  }
  return { ok: true, value: { entry: entry.slice(0, pageSize) } };
}
