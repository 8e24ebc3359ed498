import { href, redirect } from "react-router";
import { BackLink } from "../../components/ui/back-link.tsx";
import { appContext } from "../../context.ts";
import { redirectToCanonicalEdition } from "../../features/publications/edition-path.ts";
import { getEdition } from "../../features/publications/editions.ts";
import {
  lookupIssue,
  noticesOnPage,
  parsePageNumber,
} from "../../features/publications/issue-service.server.ts";
import { PageViewerToolbar } from "../../features/publications/page-viewer-toolbar.tsx";
import { formatLongDate } from "../../lib/dates.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/issue-page";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  redirectToCanonicalEdition(request, params.edition);
  const found = await lookupIssue(db, params.edition, params.number);
  if (found.kind === "latest")
    throw redirect(
      href("/:edition/issue/:number/page/:page", {
        edition: params.edition,
        number: String(found.number),
        page: params.page,
      }),
    );
  if (found.kind !== "found") notFound();
  const { issue } = found;
  const page = parsePageNumber(issue, params.page);
  if (page === null) notFound();
  const notices = await noticesOnPage(db, issue, page);
  const path = new URL(request.url).pathname;
  return {
    issue,
    page,
    editionName: getEdition(issue.editionId)?.name ?? issue.editionId,
    notices: notices.map((n) => ({
      id: n.id,
      title: n.title,
      noticeTypeName: n.noticeTypeName,
      noticeCode: n.noticeCode,
      bodyHtml: n.bodyHtml,
    })),
    shareUrl: `${siteUrl}${path}`,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Page ${loaderData.page} - Issue ${loaderData.issue.number} - ${loaderData.editionName}`
      : "Page not found - The Gazette",
  },
];

export default function IssuePageViewer({ loaderData }: Route.ComponentProps) {
  const { issue, page, editionName, notices, shareUrl } = loaderData;
  const issuePath = `/${issue.editionId}/issue/${issue.number}`;
  return (
    <>
      <BackLink fallbackUrl={issuePath} />
      <span className="govuk-caption-l">
        {editionName}, issue {issue.number}, {formatLongDate(issue.publishedOn)}
      </span>
      <h1 className="govuk-heading-l">Page {page}</h1>
      <PageViewerToolbar
        base={`${issuePath}/page`}
        page={page}
        pageCount={issue.pageCount}
        shareUrl={shareUrl}
        title={`${editionName} issue ${issue.number} page ${page}`}
      />
      <div className="app-viewer-page">
        {notices.map((n) => (
          <article key={n.id} className="govuk-!-margin-bottom-8" aria-labelledby={`notice-${n.id}`}>
            <p className="govuk-caption-m">
              {n.noticeTypeName} ({n.noticeCode}) · Notice {n.id}
            </p>
            <h2 className="govuk-heading-m" id={`notice-${n.id}`}>
              <a className="govuk-link" href={href("/notice/:id", { id: String(n.id) })}>
                {n.title}
              </a>
            </h2>
            <div className="app-notice-body" dangerouslySetInnerHTML={{ __html: n.bodyHtml }} />
          </article>
        ))}
      </div>
    </>
  );
}
