import { href, Link } from "react-router";
import { SummaryList } from "../../components/ui/summary-list.tsx";
import { formatDateTime, formatLongDate } from "../../lib/dates.ts";
import { editionName } from "../publications/edition-names.ts";
import type { Notice } from "./notice-types.ts";

/** Supplement pages (`B3`) live in the issue's supplement; numbered pages in the page viewer. */
function pageHref(edition: string, issue: number, page: string): string {
  return /^\d+$/.test(page)
    ? `/${edition}/issue/${issue}/page/${page}`
    : `/${edition}/issue/${issue}/supplement/1#page-${page}`;
}

export function NoticeMetadata({ notice }: { notice: Omit<Notice, "bodyText" | "data"> }) {
  const issue = notice.issue;
  return (
    <SummaryList
      className="app-meta"
      rows={[
        { key: "Notice type", value: `${notice.noticeTypeName} (${notice.noticeCode})` },
        { key: "Category", value: notice.categoryName },
        { key: "Edition", value: `The ${editionName(notice.editionId)} Gazette` },
        issue && {
          key: "Issue and page",
          value: (
            <>
              <Link
                className="govuk-link"
                to={href("/:edition/issue/:number", {
                  edition: issue.editionId,
                  number: String(issue.number),
                })}
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
            </>
          ),
        },
        notice.publishedAt
          ? {
              key: "Publication date",
              value: <time dateTime={notice.publishedAt}>{formatLongDate(notice.publishedAt)}</time>,
            }
          : null,
        { key: "Notice ID", value: notice.id },
        notice.earliestPublicationAt
          ? { key: "Earliest publication date", value: formatDateTime(notice.earliestPublicationAt) }
          : null,
        notice.placingOrganisation && { key: "Placed by", value: notice.placingOrganisation.name },
        notice.companies.length > 0 && {
          key: "Company",
          value: (
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
          ),
        },
        notice.locations.length > 0 && {
          key: "Locations",
          value: (
            <ul className="govuk-list">
              {notice.locations.map((l) => (
                <li key={`${l.role}-${l.postcode}-${l.address}`}>
                  {l.address}
                  {l.localAuthorityName ? ` (${l.localAuthorityName})` : ""}
                </li>
              ))}
            </ul>
          ),
        },
        { key: "Version", value: notice.version },
      ]}
    />
  );
}
