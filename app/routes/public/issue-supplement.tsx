import { href } from "react-router";
import { BackLink } from "../../components/ui/back-link.tsx";
import { appContext } from "../../context.ts";
import { redirectToCanonicalEdition } from "../../features/publications/edition-path.ts";
import { getEdition } from "../../features/publications/editions.ts";
import {
  findSupplement,
  lookupIssue,
  noticesInSupplement,
} from "../../features/publications/issue-service.server.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/issue-supplement";

/** `/{edition}/issue/{n}/supplement/{p}`: a supplement of an issue, its pages numbered B1, B2… */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  redirectToCanonicalEdition(request, params.edition);
  const { db } = context.get(appContext);
  const found = await lookupIssue(db, params.edition, params.number);
  if (found.kind !== "found") notFound();
  const supplement = await findSupplement(db, found.issue, params.position);
  if (!supplement) notFound();
  const notices = await noticesInSupplement(db, supplement);
  return {
    issue: found.issue,
    editionName: getEdition(found.issue.editionId)?.name ?? found.issue.editionId,
    supplement,
    notices: notices.map((n) => ({
      id: n.id,
      title: n.title,
      page: n.page,
      noticeTypeName: n.noticeTypeName,
      noticeCode: n.noticeCode,
      bodyHtml: n.bodyHtml,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `${loaderData.supplement.title} - Issue ${loaderData.issue.number} - ${loaderData.editionName}`
      : "Page not found - The Gazette",
  },
];

export default function SupplementPage({ loaderData }: Route.ComponentProps) {
  const { issue, editionName, supplement, notices } = loaderData;
  return (
    <>
      <BackLink
        fallbackUrl={href("/:edition/issue/:number", {
          edition: issue.editionId,
          number: String(issue.number),
        })}
      />
      <span className="govuk-caption-l">
        {editionName}, issue {issue.number}, {formatLongDate(issue.publishedOn)}
      </span>
      <h1 className="govuk-heading-l">{supplement.title}</h1>
      {notices.map((n, i) => (
        <article key={n.id} className="govuk-!-margin-bottom-8" aria-labelledby={`notice-${n.id}`}>
          {i === 0 || notices[i - 1]?.page !== n.page ? (
            <h2 className="govuk-heading-s" id={`page-${n.page}`}>
              Page {n.page}
            </h2>
          ) : null}
          <p className="govuk-caption-m">
            {n.noticeTypeName} ({n.noticeCode}) · Notice {n.id}
          </p>
          <h3 className="govuk-heading-m" id={`notice-${n.id}`}>
            <a className="govuk-link" href={href("/notice/:id", { id: String(n.id) })}>
              {n.title}
            </a>
          </h3>
          <div className="app-notice-body" dangerouslySetInnerHTML={{ __html: n.bodyHtml }} />
        </article>
      ))}
    </>
  );
}
