import { href, Link } from "react-router";
import { BackLink } from "../../components/ui/back-link.tsx";
import { Table } from "../../components/ui/table.tsx";
import { appContext } from "../../context.ts";
import { archiveFormPath, volumeLabel, volumePath } from "../../features/browse/browse-params.ts";
import { volumePage } from "../../features/browse/browse-service.server.ts";
import { redirectToCanonicalEdition } from "../../features/publications/edition-path.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/index-volume";

/** `/{edition}/index/year/{year}/volume/{volume}`: the archive browser's target, the issues of a volume. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  redirectToCanonicalEdition(request, params.edition);
  const { db } = context.get(appContext);
  const page = await volumePage(db, params);
  if (!page) notFound();
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `${volumeLabel(loaderData.volume)}, ${loaderData.year} - ${loaderData.editionName}`
      : "Page not found - The Gazette",
  },
];

export default function IndexVolume({ loaderData }: Route.ComponentProps) {
  const { edition, editionName, year, volume, issues, volumes } = loaderData;
  return (
    <>
      {/* Back to the form where this volume was chosen; without history, the form at the year step. */}
      <BackLink fallbackUrl={archiveFormPath({ edition, year: String(year) })} />
      <span className="govuk-caption-l">
        {editionName}, {year}
      </span>
      <h1 className="govuk-heading-l">{volumeLabel(volume)}</h1>
      <p className="govuk-body">
        {issues.length} {issues.length === 1 ? "issue" : "issues"} in this index volume.{" "}
        <Link
          className="govuk-link"
          to={href("/browse-publications/:edition/:year", { edition, year: String(year) })}
        >
          All issues of {year}
        </Link>
      </p>
      <Table
        caption={`Issues in ${volumeLabel(volume)}, ${year}`}
        captionSize="m"
        captionHidden
        firstCellIsHeader
        columns={[{ header: "Issue" }, { header: "Published" }, { header: "Pages", numeric: true }]}
        rows={issues.map((issue) => ({
          key: issue.number,
          cells: [
            <Link
              key="issue"
              className="govuk-link"
              to={href("/:edition/issue/:number", { edition, number: String(issue.number) })}
            >
              Issue {issue.number}
            </Link>,
            formatLongDate(issue.publishedOn),
            issue.pageCount > 0 ? issue.pageCount : "Index only",
          ],
        }))}
      />
      {volumes.length > 1 ? (
        <nav aria-label="Other index volumes of this year">
          <h2 className="govuk-heading-s">Other index volumes of {year}</h2>
          <ul className="govuk-list">
            {volumes
              .filter((v) => v !== volume)
              .map((v) => (
                <li key={v}>
                  <Link className="govuk-link" to={volumePath(edition, year, v)}>
                    {volumeLabel(v)}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
