import { href, Link, redirect } from "react-router";
import { appContext } from "../../context.ts";
import { ArchiveForm } from "../../features/browse/archive-form.tsx";
import { archiveForm } from "../../features/browse/browse-service.server.ts";
import { EDITIONS } from "../../features/publications/editions.ts";
import type { Route } from "./+types/browse-publications";

/**
 * `/browse-publications`: the archive form and the editions to browse by year. Without JavaScript the
 * form is submitted here after each choice; with all three chosen this answers with a redirect to the
 * index volume.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const form = await archiveForm(db, new URL(request.url).searchParams);
  if (form.kind === "redirect") throw redirect(form.to);
  return {
    editions: EDITIONS.map((e) => ({ id: e.id, name: e.name })),
    selection: form.selection,
    years: form.years,
    volumes: form.volumes,
    error: form.error,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.error ? "Error: " : ""}Browse publications - The Gazette` },
];

export default function BrowsePublications({ loaderData }: Route.ComponentProps) {
  const { editions, selection, years, volumes, error } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Browse publications</h1>
        <p className="govuk-body">
          Every issue of The London Gazette since the first in 1665, and the issues of The Edinburgh and
          Belfast Gazettes, are listed in the archive by edition, year and quarterly index volume.
        </p>
        <h2 className="govuk-heading-m">Search the archive</h2>
        <p className="govuk-body">Choose an edition, then a year, then an index volume.</p>
        <ArchiveForm
          // A new query (a step of the form without JavaScript, or Back) starts from the server's state.
          key={`${selection.edition}|${selection.year}|${selection.index}|${error?.field ?? ""}`}
          editions={editions}
          selection={selection}
          years={years}
          volumes={volumes}
          error={error}
        />
        <h2 className="govuk-heading-m">Browse by edition</h2>
        <ul className="govuk-list">
          {editions.map((e) => (
            <li key={e.id}>
              <Link className="govuk-link" to={href("/browse-publications/:edition", { edition: e.id })}>
                {e.name}
              </Link>{" "}
              <span className="govuk-body-s">
                (issues by year;{" "}
                <Link
                  className="govuk-link"
                  to={href("/:edition/issue/:number", { edition: e.id, number: "latest" })}
                >
                  latest issue
                </Link>
                )
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
