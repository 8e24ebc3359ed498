import { href, Link } from "react-router";
import { Pagination } from "../../components/ui/pagination.tsx";
import { appContext } from "../../context.ts";
import { monthName, volumeLabel, volumePath } from "../../features/browse/browse-params.ts";
import { yearBrowse } from "../../features/browse/browse-service.server.ts";
import { redirectToCanonicalEdition } from "../../features/publications/edition-path.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/browse-year";

/** `/browse-publications/{edition}/{year}`: the year's issues month by month, and its index volumes. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  redirectToCanonicalEdition(request, params.edition);
  const { db } = context.get(appContext);
  const browse = await yearBrowse(db, params.edition, params.year);
  if (!browse) notFound();
  return browse;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `${loaderData.editionName} issues of ${loaderData.year} - The Gazette`
      : "Page not found - The Gazette",
  },
];

export default function BrowseYear({ loaderData }: Route.ComponentProps) {
  const { edition, editionName, year, months, volumes, previousYear, nextYear } = loaderData;
  const count = months.reduce((n, m) => n + m.issues.length, 0);
  return (
    <>
      <Link className="govuk-back-link" to={href("/browse-publications/:edition", { edition })}>
        All years of {editionName}
      </Link>
      <span className="govuk-caption-l">{editionName}</span>
      <h1 className="govuk-heading-l">Issues of {year}</h1>
      <p className="govuk-body">
        {count} {count === 1 ? "issue" : "issues"} in {year}.
      </p>
      {volumes.length > 0 ? (
        <>
          <h2 className="govuk-heading-m">Index volumes</h2>
          <ul className="govuk-list">
            {volumes.map((v) => (
              <li key={v}>
                <Link className="govuk-link" to={volumePath(edition, year, v)}>
                  {volumeLabel(v)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <nav aria-label="Months">
        <h2 className="govuk-heading-m">Months</h2>
        <ul className="govuk-list app-browse-months">
          {months.map((m) => (
            <li key={m.month}>
              <a className="govuk-link" href={`#month-${m.month}`}>
                {monthName(m.month)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {months.map((m) => (
        <section key={m.month} aria-labelledby={`month-${m.month}`}>
          <h2 className="govuk-heading-m" id={`month-${m.month}`}>
            {monthName(m.month)} {year}
          </h2>
          <ul className="govuk-list">
            {m.issues.map((issue) => (
              <li key={issue.number}>
                <Link
                  className="govuk-link"
                  to={href("/:edition/issue/:number", { edition, number: String(issue.number) })}
                >
                  Issue {issue.number}
                </Link>{" "}
                <span className="govuk-body-s">
                  {formatLongDate(issue.publishedOn)}
                  {issue.pageCount > 0
                    ? `, ${issue.pageCount} ${issue.pageCount === 1 ? "page" : "pages"}`
                    : ""}
                </span>
                {issue.supplements.length > 0 ? (
                  <ul className="govuk-list govuk-!-margin-left-4 govuk-!-margin-bottom-0">
                    {issue.supplements.map((s) => (
                      <li key={s.position}>
                        <Link
                          className="govuk-link govuk-body-s"
                          to={href("/:edition/issue/:number/supplement/:position", {
                            edition,
                            number: String(issue.number),
                            position: String(s.position),
                          })}
                        >
                          {s.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Pagination
        label="Years"
        previous={
          previousYear
            ? {
                href: href("/browse-publications/:edition/:year", { edition, year: String(previousYear) }),
                text: "Previous year",
                label: previousYear,
              }
            : null
        }
        next={
          nextYear
            ? {
                href: href("/browse-publications/:edition/:year", { edition, year: String(nextYear) }),
                text: "Next year",
                label: nextYear,
              }
            : null
        }
      />
    </>
  );
}
