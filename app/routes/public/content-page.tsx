import { href } from "react-router";
import { BackLink } from "../../components/ui/back-link.tsx";
import {
  CONTENT_SECTIONS,
  findContent,
  isContentSection,
} from "../../features/content/content-service.server.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { notFound } from "../../lib/http.server.ts";
import { safeLocalPath } from "../../lib/safe-redirect.ts";
import type { Route } from "./+types/content-page";

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isContentSection(params.section)) notFound();
  const page = findContent(params.section, params.slug);
  if (!page) notFound();
  return {
    page,
    label: CONTENT_SECTIONS[params.section].itemLabel,
    backUrl: safeLocalPath(new URL(request.url).searchParams.get("back")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.page.title ?? "Page not found"} - The Gazette` },
  { name: "description", content: loaderData?.page.summary ?? "" },
];

export default function ContentPageView({ loaderData }: Route.ComponentProps) {
  const { page, label, backUrl } = loaderData;
  return (
    <>
      <BackLink backUrl={backUrl} fallbackUrl={href("/:section", { section: page.section })} />
      <div className="govuk-grid-row">
        <article className="govuk-grid-column-two-thirds">
          <span className="govuk-caption-l">{label}</span>
          <h1 className="govuk-heading-xl">{page.title}</h1>
          {page.date ? <p className="govuk-body-s">Published {formatLongDate(page.date)}</p> : null}
          <div dangerouslySetInnerHTML={{ __html: page.html }} />
        </article>
      </div>
    </>
  );
}
