import { Link } from "react-router";
import { appContext } from "../../context.ts";
import { NoticeList } from "../../features/notices/notice-list.tsx";
import { isLandingService, type NoticeTypeLink } from "../../features/services/service-landing.ts";
import { serviceLanding } from "../../features/services/service-landing-service.server.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/service-landing";

/** `/insolvency` and `/wills-and-probate`: one module, the service read from the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = new URL(request.url).pathname.replace(/^\/|\/$/g, "");
  if (!isLandingService(service)) notFound();
  const { db } = context.get(appContext);
  return serviceLanding(db, service);
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "Page not found - The Gazette" }];
  return [
    { title: `${loaderData.title} - The Gazette` },
    { name: "description", content: loaderData.lead },
    ...loaderData.feeds.map((f) => ({ tagName: "link", rel: "alternate", type: f.type, href: f.href })),
  ];
};

function TypeList({ types }: { types: readonly NoticeTypeLink[] }) {
  return (
    <ul className="govuk-list">
      {types.map((t) => (
        <li key={t.code}>
          <Link className="govuk-link" to={t.href}>
            {t.name}
          </Link>{" "}
          <span className="govuk-body-s">({t.code})</span>
        </li>
      ))}
    </ul>
  );
}

export default function ServiceLandingPage({ loaderData }: Route.ComponentProps) {
  const { service, title, lead, about, searchPath, allNoticesLabel, latest, noticeTypes, feeds } = loaderData;
  const searchId = `${service}-search`;
  return (
    <>
      <h1 className="govuk-heading-xl">{title}</h1>
      <p className="govuk-body-l">{lead}</p>
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          {about.map((paragraph) => (
            <p className="govuk-body" key={paragraph}>
              {paragraph}
            </p>
          ))}
          {/* biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself */}
          <form action={searchPath} method="get" role="search" className="govuk-!-margin-bottom-6">
            <div className="govuk-form-group govuk-!-margin-bottom-2">
              <label className="govuk-label govuk-label--m" htmlFor={searchId}>
                Search {title.toLowerCase()} notices
              </label>
              <input
                className="govuk-input govuk-!-width-two-thirds"
                id={searchId}
                name="text"
                type="search"
              />{" "}
              <button type="submit" className="govuk-button govuk-!-margin-bottom-0">
                Search
              </button>
            </div>
          </form>

          <h2 className="govuk-heading-l">Latest notices</h2>
          {latest.length === 0 ? (
            <p className="govuk-body">No notices have been published yet.</p>
          ) : (
            <NoticeList notices={latest} label={`Latest ${title.toLowerCase()} notices`} />
          )}
          <p className="govuk-body govuk-!-margin-top-4">
            <Link className="govuk-link" to={searchPath}>
              {allNoticesLabel}
            </Link>
          </p>
        </div>
        <div className="govuk-grid-column-one-third">
          <h2 className="govuk-heading-m">Feeds</h2>
          <p className="govuk-body-s">The newest notices first, for feed readers and programs.</p>
          <ul className="govuk-list">
            {feeds.map((f) => (
              <li key={f.href}>
                <a className="govuk-link" href={f.href} type={f.type}>
                  {f.label}
                </a>
              </li>
            ))}
          </ul>
          <p className="govuk-body-s">
            <Link className="govuk-link" to="/help/data-formats">
              About the data formats
            </Link>
          </p>
        </div>
      </div>

      <h2 className="govuk-heading-l">Notice types</h2>
      {noticeTypes.map((group) => (
        <section key={group.heading} aria-labelledby={`category-${group.heading}`.replace(/\W+/g, "-")}>
          <h3 className="govuk-heading-m" id={`category-${group.heading}`.replace(/\W+/g, "-")}>
            {group.heading}
          </h3>
          {group.types.length > 0 ? <TypeList types={group.types} /> : null}
          {group.sections.map((section) => (
            <div key={section.heading}>
              <h4 className="govuk-heading-s">{section.heading}</h4>
              <TypeList types={section.types} />
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
