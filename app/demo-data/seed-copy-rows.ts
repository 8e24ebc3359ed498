/**
 * A prepared batch (seed-rows.ts) as COPY text, table by table, made where the batch is made (the
 * generating worker): the writer's thread only adds what needs the database, which is why those columns
 * come last in their lines: the placing organisation's id of a notice and the local authority of a
 * location's postcode. Strings cross from the worker to the writer far faster than the objects do.
 */
import { copyRow } from "./copy-text.ts";
import type { PreparedBatch } from "./seed-rows.ts";

/** The columns of each COPY, in the order its lines hold them. */
export const COPY_COLUMNS = {
  notices:
    "id, notice_code, edition_id, issue_id, page, page_number, status, title, body_html, body_text, data, " +
    "published_at, earliest_publication_at, submitted_at, version, company_number, latitude, longitude, placing_organisation_id",
  notice_locations: "notice_id, role, address, postcode, latitude, longitude, local_authority_code",
  notice_people: "notice_id, role, full_name, name_key",
  notice_companies: "notice_id, company_number, role",
  notice_versions: "notice_id, version, title, body_html, data, created_at, reason",
  notice_provenance: "notice_id, activity, occurred_at, agent, version, detail",
} as const;

export interface CopyBatch {
  companies: PreparedBatch["companies"];
  /** Each notice's placing organisation, in notice order. */
  organisations: PreparedBatch["organisations"];
  /** Each notice's line up to its last column (the placing organisation's id), without the tab before it. */
  noticeLines: string[];
  /** Each location's line up to its last column (the postcode's local authority), and the postcode. */
  locationLines: string[];
  locationPostcodes: (string | null)[];
  people: string;
  noticeCompanies: string;
  versions: string;
  provenance: string;
}

/** A row's line without its newline: the start of a line whose last field the writer adds. */
function head(values: Parameters<typeof copyRow>[0]): string {
  return copyRow(values).slice(0, -1);
}

export function toCopyBatch(b: PreparedBatch): CopyBatch {
  let people = "";
  for (const r of b.people) people += copyRow([r.noticeId, r.role, r.fullName, r.nameKey]);
  // A company named twice in one notice is linked once, with its first role (as `on conflict do nothing`).
  const linked = new Set<string>();
  let noticeCompanies = "";
  for (const r of b.noticeCompanies) {
    const key = `${r.noticeId}|${r.number}`;
    if (linked.has(key)) continue;
    linked.add(key);
    noticeCompanies += copyRow([r.noticeId, r.number, r.role]);
  }
  let versions = "";
  for (const r of b.versions)
    versions += copyRow([r.noticeId, r.version, r.title, r.bodyHtml, r.data, r.createdAt, r.reason]);
  let provenance = "";
  for (const r of b.provenance)
    provenance += copyRow([r.noticeId, r.activity, r.occurredAt, r.agent, r.version, r.detail]);
  return {
    companies: b.companies,
    organisations: b.organisations,
    noticeLines: b.notices.map((r) =>
      head([
        r.id,
        r.noticeCode,
        r.editionId,
        r.issueId,
        r.page,
        r.pageNumber,
        "published",
        r.title,
        r.bodyHtml,
        r.bodyText,
        r.data,
        r.publishedAt,
        r.earliestPublicationAt,
        r.submittedAt,
        r.version,
        r.companyNumber,
        r.latitude,
        r.longitude,
      ]),
    ),
    locationLines: b.locations.map((r) =>
      head([r.noticeId, r.role, r.address, r.postcode, r.latitude, r.longitude]),
    ),
    locationPostcodes: b.locations.map((r) => r.postcode),
    people,
    noticeCompanies,
    versions,
    provenance,
  };
}

/** Lines that end with one more field: `\N` when it is null. */
export function finishLines(heads: readonly string[], last: (i: number) => string | number | null): string {
  let text = "";
  for (let i = 0; i < heads.length; i++) {
    const v = last(i);
    text += `${heads[i]}\t${v === null ? "\\N" : copyRow([v]).slice(0, -1)}\n`;
  }
  return text;
}
