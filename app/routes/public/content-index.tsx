import { href, Link } from "react-router";
import {
  CONTENT_SECTIONS,
  contentIndex,
  isContentSection,
} from "../../features/content/content-service.server.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/content-index";

export async function loader({ params }: Route.LoaderArgs) {
  if (!isContentSection(params.section)) notFound();
  return {
    section: params.section,
    title: CONTENT_SECTIONS[params.section].title,
    pages: contentIndex(params.section),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Page not found"} - The Gazette` },
];

export default function ContentIndex({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="govuk-heading-xl">{loaderData.title}</h1>
      <ul className="app-notice-list">
        {loaderData.pages.map((p) => (
          <li key={p.slug}>
            <h2 className="govuk-heading-s govuk-!-margin-bottom-1">
              <Link
                className="govuk-link"
                to={href("/:section/:slug", { section: loaderData.section, slug: p.slug })}
              >
                {p.title}
              </Link>
            </h2>
            {p.date ? <p className="govuk-body-s govuk-!-margin-bottom-1">{formatLongDate(p.date)}</p> : null}
            <p className="govuk-body-s govuk-!-margin-bottom-0">{p.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
