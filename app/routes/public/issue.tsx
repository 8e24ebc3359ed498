import { href, Link, redirect } from "react-router";
import { appContext } from "../../context.ts";
import { redirectToCanonicalEdition } from "../../features/publications/edition-path.ts";
import { getEdition } from "../../features/publications/editions.ts";
import { issueOverview, lookupIssue } from "../../features/publications/issue-service.server.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/issue";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  redirectToCanonicalEdition(request, params.edition);
  const found = await lookupIssue(db, params.edition, params.number);
  if (found.kind === "latest")
    throw redirect(
      href("/:edition/issue/:number", { edition: params.edition, number: String(found.number) }),
    );
  if (found.kind !== "found") notFound();
  const { issue } = found;
  const overview = await issueOverview(db, issue, new URL(request.url).searchParams.get("pages"));
  return { issue, editionName: getEdition(issue.editionId)?.name ?? issue.editionId, ...overview };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Issue ${loaderData.issue.number} - ${loaderData.editionName}`
      : "Issue not found - The Gazette",
  },
];

export default function IssuePage({ loaderData }: Route.ComponentProps) {
  const { issue, editionName, notices, supplements, previous, next, view } = loaderData;
  const base = `/${issue.editionId}/issue/${issue.number}`;
  const pages = new Map<string, typeof notices>();
  for (const n of notices.filter((x) => x.page && /^\d/.test(x.page)))
    pages.set(n.page ?? "?", [...(pages.get(n.page ?? "?") ?? []), n]);
  return (
    <>
      <span className="govuk-caption-l">{editionName}</span>
      <h1 className="govuk-heading-l">Issue {issue.number}</h1>
      <dl className="govuk-summary-list">
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">Published</dt>
          <dd className="govuk-summary-list__value">{formatLongDate(issue.publishedOn)}</dd>
        </div>
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">Pages</dt>
          <dd className="govuk-summary-list__value">{issue.pageCount}</dd>
        </div>
        {issue.isbn ? (
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">ISBN</dt>
            <dd className="govuk-summary-list__value">{issue.isbn}</dd>
          </div>
        ) : null}
      </dl>
      {issue.pageCount > 0 ? (
        <p className="govuk-body">
          <Link className="govuk-button" to={`${base}/page/1`}>
            View the pages
          </Link>{" "}
          <a className="govuk-link govuk-!-margin-left-3" href={`${base}/data.pdf`}>
            Download the whole issue (PDF)
          </a>
        </p>
      ) : (
        <div className="govuk-inset-text">
          This issue is listed in the archive index. Its notices are not part of the online record.
        </div>
      )}
      {supplements.length > 0 ? (
        <>
          <h2 className="govuk-heading-m">Supplements</h2>
          <ul className="govuk-list">
            {supplements.map((s) => (
              <li key={s.position}>
                <Link className="govuk-link" to={`${base}/supplement/${s.position}`}>
                  {s.title}
                </Link>{" "}
                ({s.pageCount} {s.pageCount === 1 ? "page" : "pages"}, {s.pagePrefix}1 to {s.pagePrefix}
                {s.pageCount})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {[...pages.entries()].map(([page, list]) => (
        <section key={page} aria-labelledby={`page-${page}`}>
          <h2 className="govuk-heading-m" id={`page-${page}`}>
            <Link className="govuk-link" to={`${base}/page/${page}`}>
              Page {page}
            </Link>
          </h2>
          <ul className="govuk-list">
            {list.map((n) => (
              <li key={n.id}>
                <Link className="govuk-link" to={href("/notice/:id", { id: String(n.id) })}>
                  {n.title}
                </Link>{" "}
                <span className="govuk-body-s">({n.noticeTypeName})</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {view.count > 1 ? (
        <nav className="govuk-pagination" aria-label="Pages of this issue">
          <p className="govuk-body">
            Showing pages {view.fromPage} to {view.toPage} of {issue.pageCount}
          </p>
          <ul className="govuk-pagination__list">
            {Array.from({ length: view.count }, (_, i) => i + 1).map((n) => (
              <li
                key={n}
                className={`govuk-pagination__item${n === view.number ? " govuk-pagination__item--current" : ""}`}
              >
                <Link
                  className="govuk-link govuk-pagination__link"
                  to={n === 1 ? base : `${base}?pages=${n}`}
                  aria-label={`Pages ${(n - 1) * 20 + 1} to ${Math.min(issue.pageCount, n * 20)}`}
                  aria-current={n === view.number ? "page" : undefined}
                >
                  {n}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <nav className="govuk-pagination govuk-pagination--block" aria-label="Issues">
        {previous ? (
          <div className="govuk-pagination__prev">
            <Link
              className="govuk-link govuk-pagination__link"
              to={href("/:edition/issue/:number", { edition: issue.editionId, number: String(previous) })}
              rel="prev"
            >
              <span className="govuk-pagination__link-title">Previous issue</span>
              <span className="govuk-visually-hidden">:</span>
              <span className="govuk-pagination__link-label">Issue {previous}</span>
            </Link>
          </div>
        ) : null}
        {next ? (
          <div className="govuk-pagination__next">
            <Link
              className="govuk-link govuk-pagination__link"
              to={href("/:edition/issue/:number", { edition: issue.editionId, number: String(next) })}
              rel="next"
            >
              <span className="govuk-pagination__link-title">Next issue</span>
              <span className="govuk-visually-hidden">:</span>
              <span className="govuk-pagination__link-label">Issue {next}</span>
            </Link>
          </div>
        ) : null}
      </nav>
    </>
  );
}
