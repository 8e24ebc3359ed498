/**
 * What the rest of the application sees of a notice: plain objects (DTOs), never database rows, so
 * internal columns cannot leak into pages, feeds or data formats.
 */
import type { NoticeStatus } from "../../db/schema/notices-values.ts";
import type { EditionId } from "../publications/editions.ts";

// Stored words: the list lives with the notices table, whose CHECK is built from it.
export { NOTICE_STATUSES, type NoticeStatus } from "../../db/schema/notices-values.ts";

export interface NoticeLocation {
  role: string;
  address: string | null;
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
  localAuthorityCode: string | null;
  localAuthorityName: string | null;
}

export interface NoticePerson {
  role: string;
  fullName: string;
}

export interface NoticeCompanyRef {
  number: string;
  name: string | null;
  role: string;
}

export interface IssueRef {
  editionId: EditionId;
  number: number;
  publishedOn: string; // YYYY-MM-DD
  isbn: string | null;
}

export interface Notice {
  id: number;
  noticeCode: string;
  noticeTypeName: string;
  categoryCode: string;
  categoryName: string;
  linkedDataClass: string | null;
  editionId: EditionId;
  status: NoticeStatus;
  title: string;
  /** Sanitised XHTML fragment. */
  bodyHtml: string;
  bodyText: string;
  data: Record<string, unknown>;
  issue: IssueRef | null;
  /** Page label: `1234`, or `B61` in a supplement. */
  page: string | null;
  publishedAt: string | null; // ISO timestamp
  earliestPublicationAt: string | null;
  submittedAt: string | null;
  placingOrganisation: { id: number; name: string } | null;
  version: number;
  companyNumber: string | null;
  latitude: number | null;
  longitude: number | null;
  locations: NoticeLocation[];
  people: NoticePerson[];
  companies: NoticeCompanyRef[];
  /** A permanently withdrawn notice's tombstone: why and when staff withdrew it (ADR 021). */
  withdrawal?: { reason: string; at: string | null };
}

export interface NoticeSummary {
  id: number;
  noticeCode: string;
  noticeTypeName: string;
  categoryCode: string;
  editionId: EditionId;
  title: string;
  /** Plain-text summary, a few hundred characters at most. */
  summary: string;
  publishedAt: string | null;
  issueNumber: number | null;
  page: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface NoticeVersion {
  noticeId: number;
  version: number;
  title: string;
  bodyHtml: string;
  data: Record<string, unknown>;
  createdAt: string;
  reason: string;
}

export interface ProvenanceEntry {
  activity: string;
  occurredAt: string;
  agent: string;
  version: number | null;
  detail: string | null;
}
