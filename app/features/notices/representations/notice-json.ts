/**
 * `/notice/{id}/data.json`: the notice as plain JSON for consumers who do not want linked data.
 * The shape is explicit (an interface, field by field) rather than a spread of the DTO, so that adding
 * a field to `Notice` never publishes it by accident.
 */
import type { EditionId } from "../../publications/editions.ts";
import type { Notice, NoticeStatus } from "../notice-types.ts";
import { issueUri, type NoticeLinks, noticeLinks, noticeUri } from "./vocabulary.ts";

export interface NoticeJson {
  id: number;
  uri: string;
  noticeCode: string;
  noticeType: string;
  category: { code: string; name: string };
  edition: EditionId;
  status: NoticeStatus;
  /** A permanently withdrawn notice's reason and time (ADR 021). */
  withdrawal?: { reason: string; at: string | null };
  title: string;
  /** The sanitised XHTML body. */
  content: string;
  issue: { number: number; publishedOn: string; isbn: string | null; uri: string } | null;
  page: string | null;
  publicationDate: string | null;
  earliestPublicationDate: string | null;
  version: number;
  placingOrganisation: { name: string } | null;
  companyNumber: string | null;
  locations: {
    role: string;
    address: string | null;
    postcode: string | null;
    latitude: number | null;
    longitude: number | null;
    localAuthority: { code: string; name: string | null } | null;
  }[];
  people: { role: string; fullName: string }[];
  companies: { number: string; name: string | null; role: string }[];
  data: Record<string, unknown>;
  links: NoticeLinks;
}

export function noticeToJson(notice: Notice, siteUrl: string): NoticeJson {
  return {
    id: notice.id,
    uri: noticeUri(siteUrl, notice.id),
    noticeCode: notice.noticeCode,
    noticeType: notice.noticeTypeName,
    category: { code: notice.categoryCode, name: notice.categoryName },
    edition: notice.editionId,
    status: notice.status,
    ...(notice.withdrawal ? { withdrawal: notice.withdrawal } : {}),
    title: notice.title,
    content: notice.bodyHtml,
    issue: notice.issue
      ? {
          number: notice.issue.number,
          publishedOn: notice.issue.publishedOn,
          isbn: notice.issue.isbn,
          uri: issueUri(siteUrl, notice.issue.editionId, notice.issue.number),
        }
      : null,
    page: notice.page,
    publicationDate: notice.publishedAt,
    earliestPublicationDate: notice.earliestPublicationAt,
    version: notice.version,
    // The organisation's internal id is a database key, not part of the public record: name only.
    placingOrganisation: notice.placingOrganisation ? { name: notice.placingOrganisation.name } : null,
    companyNumber: notice.companyNumber,
    locations: notice.locations.map((l) => ({
      role: l.role,
      address: l.address,
      postcode: l.postcode,
      latitude: l.latitude,
      longitude: l.longitude,
      localAuthority: l.localAuthorityCode
        ? { code: l.localAuthorityCode, name: l.localAuthorityName }
        : null,
    })),
    people: notice.people.map((p) => ({ role: p.role, fullName: p.fullName })),
    companies: notice.companies.map((c) => ({ number: c.number, name: c.name, role: c.role })),
    // A deep copy: the caller may serialise later, and must not see later changes to the DTO (or vice versa).
    data: structuredClone(notice.data),
    links: noticeLinks(siteUrl, notice.id),
  };
}
