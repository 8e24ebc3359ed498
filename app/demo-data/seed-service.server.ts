/**
 * Writes the demo data: the publication calendars' issues (with the London archive index back to 1665)
 * and a deterministic corpus of realistic notices from the generators, in batches so that a million
 * notices stream through in constant memory.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Database } from "../db/client.server.ts";
import { EDITIONS } from "../features/publications/editions.ts";
import { planIssues, planLondonArchive } from "../features/publications/issue-plan.ts";
import { previousPublicationDay } from "../features/publications/publication-calendar.ts";
import { addDays } from "../lib/dates.ts";
import { type BatchSource, type SeedBatch, seedBatches, seedBatchesInWorker } from "./seed-batches.ts";
import {
  type CopyConnection,
  copyText,
  localAuthoritiesOf,
  nodePostgresClientOf,
} from "./seed-copy-repository.server.ts";
import { finishLines } from "./seed-copy-rows.ts";
import { progressReporter } from "./seed-progress.ts";
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
  nextNoticeId,
  upsertCompanies,
} from "./seed-repository.server.ts";
import type { SamplePostcode } from "./seed-types.ts";

export interface SeedOptions {
  count: number;
  seed: number;
  /** The last publication date (defaults to today in London). */
  today: string;
  postcodes: SamplePostcode[];
  log?: (message: string) => void;
  /**
   * Progress for a person watching a long load: a line every few seconds with the rate and the time
   * left (instead of the log's line every 20,000 notices).
   */
  progress?: (line: string) => void;
  /** Generate in a worker thread (the CLI): the writer only writes. Off where the source is bundled. */
  generateInWorker?: boolean;
}

export interface SeedReport {
  notices: number;
  issues: number;
  fromDate: string;
  toDate: string;
  seconds: number;
}

/** How far back the corpus reaches: at least a year, and longer for big corpora (about 1,100 a working day). */
export function corpusStartDate(today: string, count: number): string {
  const days = Math.max(365, Math.ceil((count / 1100) * (7 / 5)));
  return addDays(today, -days);
}

/**
 * On PostgreSQL the whole seed is one transaction on one connection (its own, if it was given the pool):
 * the COPYs need a connection of their own, and a load that stops half-way leaves nothing behind.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedReport> {
  const client = nodePostgresClientOf(db);
  if (client?.kind === "pool") return db.transaction((tx) => seedDemoData(tx, options));
  return seedOn(db, client?.kind === "connection" ? client.connection : null, options);
}

async function seedOn(db: Database, copy: CopyConnection | null, options: SeedOptions): Promise<SeedReport> {
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

  const source: BatchSource = {
    seed: options.seed,
    count: options.count,
    fromDate,
    toDate,
    postcodes: options.postcodes,
    issueIds: await issueIdsFrom(db, fromDate),
    firstId: await nextNoticeId(db),
    format: copy ? "copy" : "rows",
  };
  const progress = options.progress ? progressReporter(options.count, options.progress) : null;
  // Placing organisations seen so far (name → id): only new names go to the database, which has no
  // index on the name, so asking for every name of every batch grew with the load.
  const organisationIds = new Map<string, number>();
  let written = 0;
  for await (const batch of options.generateInWorker ? seedBatchesInWorker(source) : seedBatches(source)) {
    await writeBatch(db, copy, batch, organisationIds);
    const n = batch.rows?.notices.length ?? batch.copy?.noticeLines.length ?? 0;
    written += n;
    if (progress) progress(written);
    else if (written % 20000 < n) log(`notices: ${written} of ${options.count}`);
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

/** One batch, table by table: COPY on PostgreSQL, `unnest` inserts on PGlite. */
async function writeBatch(
  db: Database,
  copy: CopyConnection | null,
  batch: SeedBatch,
  organisationIds: Map<string, number>,
): Promise<void> {
  const b = batch.rows ?? batch.copy;
  await upsertCompanies(db, b.companies);
  const unseen = b.organisations.filter((o) => !organisationIds.has(o.name));
  if (unseen.length > 0)
    for (const [name, id] of await ensureOrganisations(db, unseen)) organisationIds.set(name, id);
  const organisationId = (i: number) => organisationIds.get(b.organisations[i]!.name) ?? null;
  if (batch.copy && copy) {
    const c = batch.copy;
    await copyText(copy, "notices", finishLines(c.noticeLines, organisationId));
    const postcodes = c.locationPostcodes.filter((p) => p !== null);
    const authorities = await localAuthoritiesOf(db, postcodes);
    await copyText(
      copy,
      "notice_locations",
      finishLines(c.locationLines, (i) => authorities.get(c.locationPostcodes[i] ?? "") ?? null),
    );
    await copyText(copy, "notice_people", c.people);
    await copyText(copy, "notice_companies", c.noticeCompanies);
    await copyText(copy, "notice_versions", c.versions);
    await copyText(copy, "notice_provenance", c.provenance);
    return;
  }
  if (!batch.rows) throw new Error("COPY text needs a PostgreSQL connection");
  const r = batch.rows;
  r.notices.forEach((n, i) => {
    n.placingOrganisationId = organisationId(i);
  });
  await insertNotices(db, r.notices);
  await insertLocations(db, r.locations);
  await insertPeople(db, r.people);
  await insertNoticeCompanies(db, r.noticeCompanies);
  await insertVersions(db, r.versions);
  await insertProvenance(db, r.provenance);
}
