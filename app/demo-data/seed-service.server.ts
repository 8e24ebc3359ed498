/**
 * Writes the demo data: the publication calendars' issues (with the London archive index back to 1665)
 * and a deterministic corpus of realistic notices from the generators, in batches so that a million
 * notices stream through in constant memory.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Database } from "../db/client.server.ts";
import { noticeHtmlToText, sanitizeNoticeHtml } from "../features/notices/notice-html.server.ts";
import { EDITIONS, type EditionId } from "../features/publications/editions.ts";
import { planIssues, planLondonArchive } from "../features/publications/issue-plan.ts";
import { isPublicationDay, previousPublicationDay } from "../features/publications/publication-calendar.ts";
import { addDays } from "../lib/dates.ts";
import { generateCorpusBatches } from "./generators/corpus.ts";
import {
  countNotices,
  ensureOrganisations,
  finishNoticeLoad,
  insertIssues,
  insertLocations,
  insertNoticeCompanies,
  insertNotices,
  insertPeople,
  insertProvenance,
  insertVersions,
  issueIdsFrom,
  type NoticeInsert,
  nextNoticeId,
  upsertCompanies,
} from "./seed-repository.server.ts";
import type { GeneratedNotice, SamplePostcode } from "./seed-types.ts";

export interface SeedOptions {
  count: number;
  seed: number;
  /** The last publication date (defaults to today in London). */
  today: string;
  postcodes: SamplePostcode[];
  log?: (message: string) => void;
}

export interface SeedReport {
  notices: number;
  issues: number;
  fromDate: string;
  toDate: string;
  seconds: number;
}

const NOTICES_PER_PAGE = 4;
const SUPPLEMENT_PAGE_PREFIX = "B";

/** How far back the corpus reaches: at least a year, and longer for big corpora (about 1,100 a working day). */
export function corpusStartDate(today: string, count: number): string {
  const days = Math.max(365, Math.ceil((count / 1100) * (7 / 5)));
  return addDays(today, -days);
}

export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const toDate = previousPublicationDay("london", options.today);
  const fromDate = corpusStartDate(toDate, options.count);
  const fromYear = Number(fromDate.slice(0, 4));

  // Issues: the London archive index up to the year before the corpus, then every edition's calendar.
  const archive = planLondonArchive(1665, fromYear - 1).map((i) => ({ ...i, archived: true }));
  const modern = EDITIONS.flatMap((e) =>
    planIssues(e.id, e.id === "london" ? `${fromYear}-01-01` : fromDate, toDate).map((i) => ({
      ...i,
      archived: i.publishedOn < fromDate,
    })),
  );
  await insertIssues(db, [...archive, ...modern]);
  log(`issues: ${archive.length} in the London archive index, ${modern.length} on the calendars`);
  const issueIds = await issueIdsFrom(db, fromDate);

  let nextId = await nextNoticeId(db);
  const pageCounters = new Map<string, number>();
  let written = 0;
  for (const batch of generateCorpusBatches({
    seed: options.seed,
    count: options.count,
    fromDate,
    toDate,
    postcodes: options.postcodes,
    isPublicationDay: (edition: EditionId, date: string) => isPublicationDay(edition, date),
  })) {
    await upsertCompanies(db, batch.companies);
    const orgIds = await ensureOrganisations(
      db,
      batch.notices.map((n) => n.placingOrganisation),
    );
    const rows = batch.notices.map((n) =>
      toInsert(n, nextId++, issueIds, pageCounters, orgIds, options.seed),
    );
    await insertNotices(db, rows);
    await writeChildren(db, batch.notices, rows);
    written += rows.length;
    if (written % 20000 < rows.length) log(`notices: ${written} of ${options.count}`);
    // PGlite answers within the same turn of the event loop, so without this a whole load never lets it
    // turn: a Ctrl-C (or any timer) would wait for the end of the load.
    await nextTurn();
  }
  await finishNoticeLoad(db);
  return {
    notices: await countNotices(db),
    issues: archive.length + modern.length,
    fromDate,
    toDate,
    seconds: (Date.now() - started) / 1000,
  };
}

function toInsert(
  n: GeneratedNotice,
  id: number,
  issueIds: Map<string, number>,
  pageCounters: Map<string, number>,
  orgIds: Map<string, number>,
  seed: number,
): NoticeInsert {
  const issueId = issueIds.get(`${n.editionId}|${n.publishedOn}`) ?? null;
  // State notices in London go into the issue's supplement, whose pages are numbered B1, B2…
  const inSupplement = n.editionId === "london" && n.noticeCode.startsWith("11") && issueId !== null;
  let pageNumber: number | null = 1;
  let page = "1";
  if (issueId !== null) {
    const key = `${issueId}${inSupplement ? ":supplement" : ""}`;
    const k = pageCounters.get(key) ?? 0;
    pageCounters.set(key, k + 1);
    const number = 1 + Math.floor(k / NOTICES_PER_PAGE);
    page = inSupplement ? `${SUPPLEMENT_PAGE_PREFIX}${number}` : String(number);
    pageNumber = inSupplement ? null : number;
  }
  const bodyHtml = sanitizeNoticeHtml(n.bodyHtml);
  const publishedAt = `${n.publishedOn}T07:00:00Z`;
  const submitted = addDays(n.publishedOn, -Math.max(1, n.submittedDaysBefore));
  const primary = n.locations.find((l) => l.latitude !== null && l.longitude !== null);
  return {
    id,
    noticeCode: n.noticeCode,
    editionId: n.editionId,
    issueId,
    page,
    pageNumber,
    title: n.title,
    bodyHtml,
    bodyText: noticeHtmlToText(bodyHtml),
    data: n.data,
    publishedAt,
    earliestPublicationAt: `${n.publishedOn}T00:00:00Z`,
    submittedAt: `${submitted}T10:30:00Z`,
    placingOrganisationId: orgIds.get(n.placingOrganisation.name) ?? null,
    version: isCorrected(id, seed) ? 2 : 1,
    companyNumber: n.companyNumber,
    latitude: primary?.latitude ?? null,
    longitude: primary?.longitude ?? null,
  };
}

/** About one notice in fifty was corrected by its placer before publication, so it has two versions. */
function isCorrected(id: number, seed: number): boolean {
  return (id * 2654435761 + seed) % 50 === 0;
}

/** Locations, people, companies, earlier versions and the provenance trail. */
async function writeChildren(db: Database, notices: GeneratedNotice[], rows: NoticeInsert[]): Promise<void> {
  const locations = notices.flatMap((n, i) => n.locations.map((l) => ({ ...l, noticeId: rows[i]!.id })));
  const people = notices.flatMap((n, i) => n.people.map((p) => ({ ...p, noticeId: rows[i]!.id })));
  const companies = notices.flatMap((n, i) => n.companies.map((c) => ({ ...c, noticeId: rows[i]!.id })));
  const provenance: Parameters<typeof insertProvenance>[1] = [];
  const versions: Parameters<typeof insertVersions>[1] = [];
  notices.forEach((n, i) => {
    const row = rows[i]!;
    const agent = n.placingOrganisation.name;
    const corrected = row.version === 2;
    provenance.push(
      {
        noticeId: row.id,
        activity: "received",
        occurredAt: row.submittedAt,
        agent,
        version: 1,
        detail: "Submitted through the web form",
      },
      {
        noticeId: row.id,
        activity: "validated",
        occurredAt: row.submittedAt,
        agent: "Gazette publishing system",
        version: 1,
        detail: null,
      },
    );
    if (corrected) {
      // Version 1 is kept as submitted, typing error included; the notice holds the corrected version 2.
      versions.push({
        noticeId: row.id,
        version: 1,
        title: row.title,
        bodyHtml: row.bodyHtml.replace(/ the /, " teh "),
        data: row.data,
        createdAt: row.submittedAt,
        reason: "as submitted",
      });
      provenance.push({
        noticeId: row.id,
        activity: "corrected",
        occurredAt: row.submittedAt,
        agent,
        version: 2,
        detail: "Correction by the placer before publication",
      });
    }
    provenance.push(
      {
        noticeId: row.id,
        activity: "approved",
        occurredAt: row.earliestPublicationAt,
        agent: "Gazette editorial",
        version: row.version,
        detail: null,
      },
      {
        noticeId: row.id,
        activity: "published",
        occurredAt: row.publishedAt,
        agent: "Gazette publishing system",
        version: row.version,
        detail: null,
      },
    );
  });
  await insertLocations(db, locations);
  await insertPeople(db, people);
  await insertNoticeCompanies(db, companies);
  await insertVersions(db, versions);
  await insertProvenance(db, provenance);
}
