import { Form, href, Link, redirect } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SummaryList } from "../../../components/ui/summary-list.tsx";
import { WarningText } from "../../../components/ui/warning-text.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { startDraft } from "../../../features/placement/draft-service.server.ts";
import { feeSentence } from "../../../features/placement/notice-fee-view.ts";
import { onlineFormIntro } from "../../../features/placement/place-notice-service.server.ts";
import type { Route } from "./+types/online-form";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `${loaderData.name} - ` : ""}Place a notice - My Gazette - The Gazette` },
];

/**
 * `/my-gazette/place-notice/{edition}/{code}/online-form`: a notice type's online form begins here (issue
 * 12 point 2): what placing this type involves and what it costs, then "Start now", which makes a draft
 * and opens its task list. An unknown edition or type is a 404; a type the account may not place, a 403
 * with the policy's reason (the same checks again when starting).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = signedInUser(context);
  return onlineFormIntro(context.get(appContext).db, user, params.edition, params.code);
}

export async function action({ context, params }: Route.ActionArgs) {
  const user = signedInUser(context);
  const id = await startDraft(context.get(appContext).db, user, params.edition, params.code);
  return redirect(href("/my-gazette/draft/:id", { id: String(id) }));
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
          <WarningText id="required-documents">
            As a personal representative, you must upload {documents} with this notice. Gazette staff check
            them before the notice is published.
          </WarningText>
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
        <p className="govuk-body">
          Your answers are saved as a draft as you go. Nothing is charged until you pay.
        </p>
        <Form method="post">
          <CsrfInput />
          <Button type="submit" start>
            Start now
          </Button>
        </Form>
      </div>
    </div>
  );
}
