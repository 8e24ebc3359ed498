import { data, Form, href, Link } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { SummaryList } from "../../../components/ui/summary-list.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { InjunctionFields } from "../../../features/injunctions/injunction-fields.tsx";
import { readInjunctionForm } from "../../../features/injunctions/injunction-form.server.ts";
import { injunctionId } from "../../../features/injunctions/injunction-params.server.ts";
import { InjunctionStateTag, injunctionDates } from "../../../features/injunctions/injunction-summary.tsx";
import {
  changeInjunction,
  findInjunction,
} from "../../../features/injunctions/injunctions-service.server.ts";
import { formatDateTime } from "../../../lib/dates.ts";
import { isDomainError } from "../../../lib/domain-errors.ts";
import { formatDateInput } from "../../../lib/forms/date-input.ts";
import { formRefusal } from "../../../lib/http.server.ts";
import type { Route } from "./+types/injunction-edit";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData ? `Company ${loaderData.injunction.companyNumber} - ` : ""}Court injunctions - The Gazette`,
  },
];

/**
 * `/admin/injunctions/{id}`: one injunction — who recorded, changed or ended it and when, its court order —
 * and, while it has not been ended, the form to change it and the way to end it.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const injunction = await findInjunction(
    context.get(appContext).db,
    signedInUser(context),
    injunctionId(params),
  );
  return {
    injunction,
    values: {
      companyNumber: injunction.companyNumber,
      registerTitle: injunction.registerTitle,
      injunctionStartDate: formatDateInput(injunction.startsOn),
      injunctionEndDate: formatDateInput(injunction.endsOn),
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, courtOrders, secureCookies } = context.get(appContext);
  const id = injunctionId(params);
  const read = await readInjunctionForm(request, { recording: false });
  if (!read.ok) return data({ errors: read.errors, values: read.values }, { status: 400 });
  try {
    const saved = await changeInjunction(db, courtOrders, signedInUser(context), id, read.input);
    if (!saved.ok) return data({ errors: [saved], values: read.values }, { status: 400 });
  } catch (error) {
    if (isDomainError(error) && error.code === "conflict")
      return formRefusal(error, "companyNumber", read.values);
    throw error;
  }
  return redirectWithFlash(
    href("/admin/injunctions/:id", { id: String(id) }),
    "The court injunction has been changed.",
    {
      secure: secureCookies,
    },
  );
}

export default function InjunctionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { injunction } = loaderData;
  const errors = actionData?.errors ?? [];
  const id = String(injunction.id);
  const by = (name: string | null, at: Date) => `${formatDateTime(at)}${name ? ` by ${name}` : ""}`;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Link className="govuk-back-link" to={href("/admin/injunctions")}>
          Court injunctions
        </Link>
        <ErrorSummary errors={errors} />
        <span className="govuk-caption-l">Court injunction</span>
        <h1 className="govuk-heading-l">Company {injunction.companyNumber}</h1>
        <SummaryList
          rows={[
            { key: "Status", value: <InjunctionStateTag injunction={injunction} /> },
            { key: "Register title", value: injunction.registerTitle },
            { key: "Dates", value: injunctionDates(injunction) },
            {
              key: "Court order",
              value: (
                <a className="govuk-link" href={href("/admin/injunctions/:id/court-order", { id })} download>
                  {injunction.orderFileName}
                </a>
              ),
            },
            { key: "Recorded", value: by(injunction.recordedByName, injunction.recordedAt) },
            injunction.changedAt
              ? { key: "Last changed", value: by(injunction.changedByName, injunction.changedAt) }
              : null,
            injunction.endedAt
              ? { key: "Ended", value: by(injunction.endedByName, injunction.endedAt) }
              : null,
          ]}
        />
        {injunction.endedAt ? (
          <div className="govuk-inset-text">
            This injunction has been ended, so it can no longer be changed.
          </div>
        ) : (
          <>
            <h2 className="govuk-heading-m" id="change-injunction">
              Change the injunction
            </h2>
            <Form method="post" encType="multipart/form-data" noValidate aria-labelledby="change-injunction">
              <CsrfInput />
              <InjunctionFields
                values={actionData?.values ?? loaderData.values}
                errors={errors}
                recording={false}
                currentOrder={injunction.orderFileName}
              />
              <div className="govuk-button-group">
                <button type="submit" className="govuk-button" data-module="govuk-button">
                  Save changes
                </button>
                <Link
                  className="govuk-button govuk-button--warning"
                  to={href("/admin/injunctions/:id/end", { id })}
                >
                  End this injunction
                </Link>
              </div>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
