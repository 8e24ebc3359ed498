import { data, Form, href, Link, redirect } from "react-router";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { ChoiceField } from "../../../components/forms/fields.tsx";
import { SummaryList } from "../../../components/ui/summary-list.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import type { ChoiceOption, NoticeChoiceField } from "../../../features/placement/notice-type-choice.ts";
import { noticeTypeChooser } from "../../../features/placement/place-notice-service.server.ts";
import type { Route } from "./+types/place-notice";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.error ? "Error: " : ""}Place a notice - My Gazette - The Gazette` },
];

/**
 * `/my-gazette/place-notice`: the notice types form (issue 12 point 1). Edition, then category, then
 * notice type, each a GET step (`?edition=…&category=…&type=…`) that works without JavaScript; with it,
 * React Router makes the same steps without reloading the page. Choosing a type redirects to its online
 * form; a value that is not on offer is a 400 with the step's message.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const view = await noticeTypeChooser(context.get(appContext).db, user, new URL(request.url).searchParams);
  if (view.redirectTo) throw redirect(view.redirectTo);
  return data(view, { status: view.error ? 400 : 200 });
}

const PAGE = "/my-gazette/place-notice";
const query = (values: Record<string, string>) => `${PAGE}?${new URLSearchParams(values)}`;

function Step({
  name,
  legend,
  options,
  hidden,
  error,
}: {
  name: NoticeChoiceField;
  legend: string;
  options: readonly ChoiceOption[];
  hidden: Record<string, string>;
  error: { field: NoticeChoiceField; message: string } | null;
}) {
  return (
    <Form method="get" action={PAGE} noValidate>
      {Object.entries(hidden).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <input type="hidden" name="step" value={name} />
      <ChoiceField
        type="radio"
        name={name}
        legend={legend}
        legendSize="m"
        options={options.map((o) => (o.hint ? o : { value: o.value, label: o.label }))}
        values={[]}
        errors={error?.field === name ? [error] : []}
        constraints={{ required: true }}
      />
      <button type="submit" className="govuk-button" data-module="govuk-button">
        Continue
      </button>
    </Form>
  );
}

export default function PlaceNoticePage({ loaderData }: Route.ComponentProps) {
  const { edition, category, editions, categories, types, error, capacities, canDeclare } = loaderData;
  const editionName = editions.find((e) => e.value === edition)?.label;
  const categoryName = categories.find((c) => c.value === category)?.label;
  const change = canDeclare ? (
    <Link className="govuk-link" to={href("/my-gazette/placing-capacities")}>
      Change the capacities your account places notices in
    </Link>
  ) : null;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ErrorSummary errors={error ? [error] : []} />
        <span className="govuk-caption-l">My Gazette</span>
        <h1 className="govuk-heading-l">Place a notice</h1>
        {capacities.length === 0 ? (
          <div className="govuk-inset-text" id="no-capacities">
            <p className="govuk-body">
              Your account has not said in which capacities it places notices (as a solicitor, an insolvency
              practitioner or a personal representative, for example), so there are no notice types to offer
              yet.
            </p>
            <p className="govuk-body">
              {canDeclare ? (
                <Link className="govuk-link" to={href("/my-gazette/placing-capacities")}>
                  Choose the capacities your account places notices in
                </Link>
              ) : (
                "Ask your account owner to choose them in My Gazette."
              )}
            </p>
          </div>
        ) : (
          <>
            <p className="govuk-body" id="placing-capacities">
              Your account places notices as: {capacities.join(", ")}. Only the notice types these capacities
              may place are offered, each with its fee including VAT.
            </p>
            {change ? <p className="govuk-body">{change}</p> : null}
            {edition ? (
              <SummaryList
                rows={[
                  {
                    key: "Edition",
                    value: editionName,
                    actions: [{ href: PAGE, text: "Change", visuallyHiddenText: "edition" }],
                  },
                  category
                    ? {
                        key: "Category",
                        value: categoryName,
                        actions: [
                          { href: query({ edition }), text: "Change", visuallyHiddenText: "category" },
                        ],
                      }
                    : null,
                ]}
              />
            ) : null}
            {!edition ? (
              <Step
                name="edition"
                legend="Which Gazette will publish the notice?"
                options={editions}
                hidden={{}}
                error={error}
              />
            ) : !category ? (
              categories.length === 0 ? (
                <p className="govuk-body" id="nothing-to-place">
                  There are no notice types your account may place in {editionName}.
                </p>
              ) : (
                <Step
                  name="category"
                  legend="What kind of notice is it?"
                  options={categories}
                  hidden={{ edition }}
                  error={error}
                />
              )
            ) : (
              <Step
                name="type"
                legend="Which type of notice?"
                options={types}
                hidden={{ edition, category }}
                error={error}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
