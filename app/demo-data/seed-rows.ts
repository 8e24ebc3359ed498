/**
 * Turns generated notices into the rows the seed writes: ids, pages in their issues, the sanitised body
 * and its text, earlier versions and the provenance trail. Pure and sequential (ids and page counters
 * carry from batch to batch), so it runs wherever the generator runs: in the loader's thread or in the
 * generating worker (seed-worker.ts).
 */
import { noticeHtmlToText, sanitizeNoticeHtml } from "../features/notices/notice-html.server.ts";
import { addDays } from "../lib/dates.ts";
import type { CorpusBatch } from "./generators/corpus.ts";
import type {
  CompanyInsert,
  LocationInsert,
  NoticeCompanyInsert,
  NoticeInsert,
  PersonInsert,
  ProvenanceInsert,
  VersionInsert,
} from "./seed-repository.server.ts";
import type { GeneratedNotice } from "./seed-types.ts";

const NOTICES_PER_PAGE = 4;
const SUPPLEMENT_PAGE_PREFIX = "B";

/** A batch ready to write; notices name their placing organisation, whose id the writer looks up. */
export interface PreparedBatch {
  companies: CompanyInsert[];
  organisations: GeneratedNotice["placingOrganisation"][];
  notices: NoticeInsert[];
  locations: LocationInsert[];
  people: PersonInsert[];
  noticeCompanies: NoticeCompanyInsert[];
  versions: VersionInsert[];
  provenance: ProvenanceInsert[];
}

export interface RowState {
  seed: number;
  nextId: number;
  /** `edition|YYYY-MM-DD` → issue id. */
  issueIds: Map<string, number>;
  pageCounters: Map<string, number>;
}

export function prepareBatch(batch: CorpusBatch, state: RowState): PreparedBatch {
  const out: PreparedBatch = {
    companies: batch.companies,
    organisations: batch.notices.map((n) => n.placingOrganisation),
    notices: [],
    locations: [],
    people: [],
    noticeCompanies: [],
    versions: [],
    provenance: [],
  };
  // Child rows go table by table in notice order, as the batched inserts always wrote them: their serial
  // ids come out the same whichever way the batch is written.
  for (const n of batch.notices) out.notices.push(toInsert(n, state.nextId++, state));
  batch.notices.forEach((n, i) => {
    for (const l of n.locations) out.locations.push({ ...l, noticeId: out.notices[i]!.id });
  });
  batch.notices.forEach((n, i) => {
    for (const p of n.people) out.people.push({ ...p, noticeId: out.notices[i]!.id });
  });
  batch.notices.forEach((n, i) => {
    for (const c of n.companies) out.noticeCompanies.push({ ...c, noticeId: out.notices[i]!.id });
  });
  batch.notices.forEach((n, i) => {
    trail(n.placingOrganisation.name, out.notices[i]!, out.versions, out.provenance);
  });
  return out;
}

function toInsert(n: GeneratedNotice, id: number, state: RowState): NoticeInsert {
  const issueId = state.issueIds.get(`${n.editionId}|${n.publishedOn}`) ?? null;
  // State notices in London go into the issue's supplement, whose pages are numbered B1, B2…
  const inSupplement = n.editionId === "london" && n.noticeCode.startsWith("11") && issueId !== null;
  let pageNumber: number | null = 1;
  let page = "1";
  if (issueId !== null) {
    const key = `${issueId}${inSupplement ? ":supplement" : ""}`;
    const k = state.pageCounters.get(key) ?? 0;
    state.pageCounters.set(key, k + 1);
    const number = 1 + Math.floor(k / NOTICES_PER_PAGE);
    page = inSupplement ? `${SUPPLEMENT_PAGE_PREFIX}${number}` : String(number);
    pageNumber = inSupplement ? null : number;
  }
  const bodyHtml = sanitizeNoticeHtml(n.bodyHtml);
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
    publishedAt: `${n.publishedOn}T07:00:00Z`,
    earliestPublicationAt: `${n.publishedOn}T00:00:00Z`,
    submittedAt: `${submitted}T10:30:00Z`,
    placingOrganisationId: null,
    version: isCorrected(id, state.seed) ? 2 : 1,
    companyNumber: n.companyNumber,
    latitude: primary?.latitude ?? null,
    longitude: primary?.longitude ?? null,
  };
}

/** About one notice in fifty was corrected by its placer before publication, so it has two versions. */
function isCorrected(id: number, seed: number): boolean {
  return (id * 2654435761 + seed) % 50 === 0;
}

/** The provenance trail (and the first version of a corrected notice). */
function trail(agent: string, row: NoticeInsert, versions: VersionInsert[], provenance: ProvenanceInsert[]) {
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
}
