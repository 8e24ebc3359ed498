import { href, Link, redirect } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { SummaryList } from "../../components/ui/summary-list.tsx";
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
      <SummaryList
        rows={[
          { key: "Published", value: formatLongDate(issue.publishedOn) },
          { key: "Pages", value: issue.pageCount },
          issue.isbn ? { key: "ISBN", value: issue.isbn } : null,
        ]}
      />
      {issue.pageCount > 0 ? (
        <p className="govuk-body">
          <Button href={`${base}/page/1`}>View the pages</Button>{" "}
          <a className="govuk-link govuk-!-margin-left-3" href={`${base}/data.pdf`}>
            Download the whole issue (PDF)
          </a>
        </p>
      ) : (
        <div className="govuk-inset-text">
          This issue is listed in the archive index. Its notices are not part of the online record.
        </div>
      )}
      <ul className="govuk-list app-buy-issue">
        <li>
          <Link
            className="govuk-link"
            to={href("/:edition/issue/:number/purchase", {
              edition: issue.editionId,
              number: String(issue.number),
            })}
          >
            Buy a copy of this issue
          </Link>
        </li>
        <li>
          <Link
            className="govuk-link"
            to={href("/:edition/issue/:number/purchase", {
              edition: issue.editionId,
              number: String(issue.number),
            })}
          >
            Order a certificate
          </Link>
        </li>
      </ul>
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
      <Pagination
        label="Pages of this issue"
        intro={
          <p className="govuk-body">
            Showing pages {view.fromPage} to {view.toPage} of {issue.pageCount}
          </p>
        }
        pages={{
          current: view.number,
          last: view.count,
          href: (n) => (n === 1 ? base : `${base}?pages=${n}`),
          around: Number.POSITIVE_INFINITY,
          itemLabel: (n) => `Pages ${(n - 1) * 20 + 1} to ${Math.min(issue.pageCount, n * 20)}`,
        }}
      />
      <Pagination
        label="Issues"
        previous={
          previous
            ? {
                href: href("/:edition/issue/:number", { edition: issue.editionId, number: String(previous) }),
                text: "Previous issue",
                label: `Issue ${previous}`,
              }
            : null
        }
        next={
          next
            ? {
                href: href("/:edition/issue/:number", { edition: issue.editionId, number: String(next) }),
                text: "Next issue",
                label: `Issue ${next}`,
              }
            : null
        }
      />
    </>
  );
}
