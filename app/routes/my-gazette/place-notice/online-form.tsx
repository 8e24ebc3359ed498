import { href, Link } from "react-router";
import { SummaryList } from "../../../components/ui/summary-list.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { feeSentence } from "../../../features/placement/notice-fee-view.ts";
import { onlineFormIntro } from "../../../features/placement/place-notice-service.server.ts";
import type { Route } from "./+types/online-form";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `${loaderData.name} - ` : ""}Place a notice - My Gazette - The Gazette` },
];

/**
 * `/my-gazette/place-notice/{edition}/{code}/online-form`: where a notice type's online form will be
 * (issue 12 point 2). Until the forms open it says what placing this type involves and what it costs. An
 * unknown edition or type is a 404; a type the account may not place, a 403 with the policy's reason.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = signedInUser(context);
  return onlineFormIntro(context.get(appContext).db, user, params.edition, params.code);
}

export default function OnlineFormPage({ loaderData }: Route.ComponentProps) {
  const { code, name, categoryName, edition, fee, documents, outline, afterTheForm } = loaderData;
  const back = `${href("/my-gazette/place-notice")}?${new URLSearchParams({ edition: edition.id })}`;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Link className="govuk-back-link" to={back}>
          Choose another notice type
        </Link>
        <span className="govuk-caption-l">Place a notice</span>
        <h1 className="govuk-heading-l">
          {name} ({code})
        </h1>
        <SummaryList
          rows={[
            { key: "Edition", value: edition.name },
            { key: "Category", value: categoryName },
            {
              key: "Fee",
              value: feeSentence(fee),
            },
          ]}
        />
        {documents ? (
          <div className="govuk-warning-text" id="required-documents">
            <span className="govuk-warning-text__icon" aria-hidden="true">
              !
            </span>
            <strong className="govuk-warning-text__text">
              <span className="govuk-visually-hidden">Warning</span>
              As a personal representative, you must upload {documents} with this notice. Gazette staff check
              them before the notice is published.
            </strong>
          </div>
        ) : null}
        <h2 className="govuk-heading-m">What you will be asked</h2>
        <p className="govuk-body">
          {outline.kind === "web-form"
            ? "This notice type has its own online form, a question at a time:"
            : "This notice type has no form of its own. You will give:"}
        </p>
        <ul className="govuk-list govuk-list--bullet" id="form-asks">
          {outline.asks.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h2 className="govuk-heading-m">Then</h2>
        <ol className="govuk-list govuk-list--number">
          {afterTheForm.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <div className="govuk-inset-text" id="form-not-open">
          The online form for this notice type is not open yet: it will open at this address. Nothing has been
          saved or charged.
        </div>
      </div>
    </div>
  );
}
