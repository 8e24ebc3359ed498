import { href, Link } from "react-router";
import { SummaryList } from "../../../components/ui/summary-list.tsx";
import { WarningText } from "../../../components/ui/warning-text.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { draftInHand, reviewDraft } from "../../../features/placement/draft-service.server.ts";
import type { Route } from "./+types/draft-check-answers";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.problems.length ? "Error: " : ""}Check your answers - Place a notice - My Gazette - The Gazette`,
  },
];

/**
 * `/my-gazette/draft/{n}/check-answers`: every answer with a link to change it. Anything the notice as a
 * whole still breaks (a claims deadline made too soon by a later publication date) is listed first, and
 * the notice cannot go on until it is put right.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const { db } = context.get(appContext);
  return reviewDraft(db, await draftInHand(db, user, Number(params.id)));
}

export default function CheckAnswersPage({ loaderData }: Route.ComponentProps) {
  const { id, code, typeName, sections, problems, warnings } = loaderData;
  const home = href("/my-gazette/draft/:id", { id: String(id) });
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Link className="govuk-back-link" to={home}>
          Back to the task list
        </Link>
        {problems.length ? (
          <div className="govuk-error-summary" data-module="govuk-error-summary">
            <div role="alert">
              <h2 className="govuk-error-summary__title">There is a problem</h2>
              <div className="govuk-error-summary__body">
                <ul className="govuk-list govuk-error-summary__list">
                  {problems.map((p) => (
                    <li key={`${p.href}${p.message}`}>
                      <a href={p.href}>{p.message}</a>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        ) : null}
        <span className="govuk-caption-l">
          {typeName} ({code})
        </span>
        <h1 className="govuk-heading-l">Check your answers</h1>
        {warnings.map((warning) => (
          <WarningText key={warning}>{warning}</WarningText>
        ))}
        {sections.map((section) => (
          <section key={section.title}>
            <h2 className="govuk-heading-m">{section.title}</h2>
            <SummaryList
              className="govuk-!-margin-bottom-9"
              rows={section.rows.map((row) => ({
                key: row.key,
                value: row.value,
                actions: [{ href: row.href, text: "Change", visuallyHiddenText: row.change }],
              }))}
            />
          </section>
        ))}
        {problems.length ? null : (
          <>
            <h2 className="govuk-heading-m">Now see the notice</h2>
            <p className="govuk-body">
              Next you see the notice exactly as it will be published, with its fee, and add it to your
              basket.
            </p>
            <a className="govuk-button" data-module="govuk-button" href={`${home}/preview`}>
              Preview the notice
            </a>
          </>
        )}
      </div>
    </div>
  );
}
