import { href, redirect } from "react-router";
import { BackLink } from "../../components/ui/back-link.tsx";
import { appContext } from "../../context.ts";
import { getCompanyTimeline } from "../../features/companies/company-service.server.ts";
import { CompanyTimeline, companyTimelineStylesheet } from "../../features/companies/company-timeline.tsx";
import { notFound } from "../../lib/http.server.ts";
import { safeLocalPath } from "../../lib/safe-redirect.ts";
import type { Route } from "./+types/company-timeline";

/** `/company/{number}/timeline`: every event of the company's timeline, with a back button (spec §2). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const timeline = await getCompanyTimeline(db, params.number, { all: true });
  if (!timeline) notFound();
  const url = new URL(request.url);
  if (timeline.company.number !== params.number) {
    throw redirect(
      `${href("/company/:number/timeline", { number: timeline.company.number })}${url.search}`,
      301,
    );
  }
  return { ...timeline, backUrl: safeLocalPath(url.searchParams.get("back")) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Insolvency event timeline: ${loaderData.company.name} - The Gazette`
      : "Company not found - The Gazette",
  },
];

export const links: Route.LinksFunction = () => [companyTimelineStylesheet];

export default function CompanyTimelinePage({ loaderData }: Route.ComponentProps) {
  const { company, events, backUrl } = loaderData;
  return (
    <>
      <BackLink backUrl={backUrl} fallbackUrl={href("/company/:number", { number: company.number })} />
      <span className="govuk-caption-l">
        {company.name} ({company.number})
      </span>
      <h1 className="govuk-heading-l">Insolvency event timeline</h1>
      {events.length === 0 ? (
        <p className="govuk-body">No notices have been published about this company.</p>
      ) : (
        <>
          <p className="govuk-body">
            {events.length === 1 ? "The notice" : `All ${events.length} notices`} published about this
            company, oldest first.
          </p>
          <CompanyTimeline events={events} label={`Notices about ${company.name}, oldest first`} />
        </>
      )}
    </>
  );
}
