import { href, Link } from "react-router";
import { formatDateTime, formatLongDate } from "../../lib/dates.ts";
import { editionName } from "../publications/edition-names.ts";
import type { Notice } from "./notice-types.ts";

/** Supplement pages (`B3`) live in the issue's supplement; numbered pages in the page viewer. */
function pageHref(edition: string, issue: number, page: string): string {
  return /^\d+$/.test(page)
    ? `/${edition}/issue/${issue}/page/${page}`
    : `/${edition}/issue/${issue}/supplement/1#page-${page}`;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="govuk-summary-list__row">
      <dt className="govuk-summary-list__key">{label}</dt>
      <dd className="govuk-summary-list__value">{children}</dd>
    </div>
  );
}

export function NoticeMetadata({ notice }: { notice: Omit<Notice, "bodyText" | "data"> }) {
  const issue = notice.issue;
  return (
    <dl className="govuk-summary-list app-meta">
      <Row label="Notice type">
        {notice.noticeTypeName} ({notice.noticeCode})
      </Row>
      <Row label="Category">{notice.categoryName}</Row>
      <Row label="Edition">The {editionName(notice.editionId)} Gazette</Row>
      {issue ? (
        <Row label="Issue and page">
          <Link
            className="govuk-link"
            to={href("/:edition/issue/:number", { edition: issue.editionId, number: String(issue.number) })}
          >
            Issue {issue.number}
          </Link>
          {notice.page ? (
            <>
              ,{" "}
              <Link className="govuk-link" to={pageHref(issue.editionId, issue.number, notice.page)}>
                page {notice.page}
              </Link>
            </>
          ) : null}
        </Row>
      ) : null}
      {notice.publishedAt ? (
        <Row label="Publication date">
          <time dateTime={notice.publishedAt}>{formatLongDate(notice.publishedAt)}</time>
        </Row>
      ) : null}
      <Row label="Notice ID">{notice.id}</Row>
      {notice.earliestPublicationAt ? (
        <Row label="Earliest publication date">{formatDateTime(notice.earliestPublicationAt)}</Row>
      ) : null}
      {notice.placingOrganisation ? <Row label="Placed by">{notice.placingOrganisation.name}</Row> : null}
      {notice.companies.length > 0 ? (
        <Row label="Company">
          <ul className="govuk-list">
            {notice.companies.map((c) => (
              <li key={c.number}>
                <Link className="govuk-link" to={href("/company/:number", { number: c.number })}>
                  {c.name ?? c.number}
                </Link>{" "}
                (company number {c.number})
              </li>
            ))}
          </ul>
        </Row>
      ) : null}
      {notice.locations.length > 0 ? (
        <Row label="Locations">
          <ul className="govuk-list">
            {notice.locations.map((l) => (
              <li key={`${l.role}-${l.postcode}-${l.address}`}>
                {l.address}
                {l.localAuthorityName ? ` (${l.localAuthorityName})` : ""}
              </li>
            ))}
          </ul>
        </Row>
      ) : null}
      <Row label="Version">{notice.version}</Row>
    </dl>
  );
}
