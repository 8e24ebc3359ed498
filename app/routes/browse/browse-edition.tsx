import { href, Link } from "react-router";
import { Details } from "../../components/ui/details.tsx";
import { Table } from "../../components/ui/table.tsx";
import { appContext } from "../../context.ts";
import { editionBrowse } from "../../features/browse/browse-service.server.ts";
import { redirectToCanonicalEdition } from "../../features/publications/edition-path.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/browse-edition";

/** `/browse-publications/{edition}`: the years with issues, newest first, grouped by century. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  redirectToCanonicalEdition(request, params.edition);
  const { db } = context.get(appContext);
  const browse = await editionBrowse(db, params.edition);
  if (!browse) notFound();
  return browse;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData ? `${loaderData.editionName} by year - The Gazette` : "Page not found - The Gazette",
  },
];

export default function BrowseEdition({ loaderData }: Route.ComponentProps) {
  const { edition, editionName, years } = loaderData;
  const centuries = new Map<number, typeof years>();
  for (const y of years) {
    const century = Math.floor(y.year / 100) * 100;
    centuries.set(century, [...(centuries.get(century) ?? []), y]);
  }
  return (
    <>
      <Link className="govuk-back-link" to={href("/browse-publications")}>
        Browse publications
      </Link>
      <span className="govuk-caption-l">Browse publications</span>
      <h1 className="govuk-heading-l">{editionName}</h1>
      <p className="govuk-body">
        {years.length} {years.length === 1 ? "year" : "years"} of issues, from {years.at(-1)?.year} to{" "}
        {years[0]?.year}.{" "}
        <Link className="govuk-link" to={href("/:edition/issue/:number", { edition, number: "latest" })}>
          Go to the latest issue
        </Link>
      </p>
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          {[...centuries.entries()].map(([century, list], i) => (
            // Four centuries of London years make a very long page: the newest is open, older ones fold away.
            <Details key={century} open={i === 0} summary={`${century} to ${century + 99}`}>
              <Table
                className="app-browse-years"
                caption={`Issues a year, ${century} to ${century + 99}`}
                captionHidden
                firstCellIsHeader
                columns={[{ header: "Year" }, { header: "Issues", numeric: true }]}
                rows={list.map((y) => ({
                  key: y.year,
                  cells: [
                    <Link
                      key="year"
                      className="govuk-link"
                      to={href("/browse-publications/:edition/:year", { edition, year: String(y.year) })}
                    >
                      {y.year}
                    </Link>,
                    y.issues,
                  ],
                }))}
              />
            </Details>
          ))}
        </div>
      </div>
    </>
  );
}
