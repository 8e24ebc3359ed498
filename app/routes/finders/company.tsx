import { href, Link, redirect } from "react-router";
import { BackLink } from "../../components/ui/back-link.tsx";
import { appContext } from "../../context.ts";
import { CompanyDetails } from "../../features/companies/company-details.tsx";
import { getCompanyTimeline } from "../../features/companies/company-service.server.ts";
import { CompanyTimeline, companyTimelineStylesheet } from "../../features/companies/company-timeline.tsx";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/company";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const timeline = await getCompanyTimeline(db, params.number);
  if (!timeline) notFound();
  // One address per company: "sc991234" and "SC 991234" lead to /company/SC991234.
  if (timeline.company.number !== params.number)
    throw redirect(href("/company/:number", { number: timeline.company.number }), 301);
  return timeline;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.company.name} (${loaderData.company.number}) - The Gazette` },
        {
          name: "description",
          content: `${loaderData.company.name}, company number ${loaderData.company.number}: register details and the notices published about it.`,
        },
      ]
    : [{ title: "Company not found - The Gazette" }];

export const links: Route.LinksFunction = () => [companyTimelineStylesheet];

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { company, events, totalEvents } = loaderData;
  const number = company.number;
  return (
    <>
      <BackLink fallbackUrl={href("/service/company-finder")} />
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <span className="govuk-caption-l">Company {company.number}</span>
          <h1 className="govuk-heading-l">{company.name}</h1>
          <CompanyDetails company={company} />
        </div>
      </div>
      <h2 className="govuk-heading-m" id="timeline-heading">
        Insolvency event timeline
      </h2>
      {totalEvents === 0 ? (
        <p className="govuk-body">No notices have been published about this company.</p>
      ) : (
        <>
          <p className="govuk-body">
            {totalEvents > events.length
              ? `The latest ${events.length} of ${totalEvents} notices about this company, oldest first.`
              : `${totalEvents === 1 ? "The notice" : `All ${totalEvents} notices`} about this company, oldest first.`}
          </p>
          <CompanyTimeline events={events} label={`Latest notices about ${company.name}, oldest first`} />
          <p className="govuk-body">
            <Link className="govuk-link" to={href("/company/:number/timeline", { number })}>
              View full timeline
            </Link>
          </p>
        </>
      )}
      <h2 className="govuk-heading-m">This company as data</h2>
      <ul className="govuk-list">
        <li>
          <a className="govuk-link" href={href("/company/:number/data.json", { number })}>
            JSON
          </a>
        </li>
      </ul>
    </>
  );
}
