import { data, Form, Link, redirect } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { useTimeInputReverts } from "../../../components/forms/time-input-reverts.ts";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import {
  PublicationDateFields,
  publicationDateValues,
} from "../../../features/my-notices/notice-date-fields.tsx";
import { publicationDateForm } from "../../../features/my-notices/notice-date-forms.ts";
import {
  noticeDates,
  savePublicationDate,
} from "../../../features/my-notices/notice-dates-service.server.ts";
import { NOTICE_MESSAGES } from "../../../features/placement/notice-machine.ts";
import { DomainError, isDomainError } from "../../../lib/domain-errors.ts";
import { type FieldError, type FormValues, parseForm } from "../../../lib/forms/parse-form.ts";
import { notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/draft-publication-date";

/**
 * `/my-gazette/draft/{id}/publication-date`: the place-notice wizard's step for the earliest publication
 * date and time (issue 12 point 5), linked from the draft's task list. "Save and continue" stores it and
 * goes back to the task list, saying where the notice moved if the day has no issue. Only a draft: a
 * notice past its draft changes its date from its own page.
 */
function idOf(params: Route.LoaderArgs["params"]): number {
  const id = parseId(params.id);
  if (id === null) notFound();
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idOf(params);
  const view = await noticeDates(context.get(appContext).db, signedInUser(context), id, new Date());
  if (view.notice.status !== "draft") throw redirect(`/my-gazette/notices/${id}`);
  // A colleague who may see the team's notices but not place them.
  if (!view.mayChange) throw new DomainError("forbidden", NOTICE_MESSAGES.notYours);
  return {
    id,
    title: view.notice.title,
    editionName: view.editionName,
    values: publicationDateValues(view.publication),
    earliest: view.earliest,
    latest: view.latest,
  };
}

type Sent = { errors: FieldError[]; values: FormValues };

export async function action({ params, request, context }: Route.ActionArgs) {
  const { db, secureCookies } = context.get(appContext);
  const id = idOf(params);
  const parsed = parseForm(publicationDateForm, await request.formData());
  if (!parsed.ok) return data<Sent>({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  try {
    const saved = await savePublicationDate(
      db,
      signedInUser(context),
      id,
      { date: parsed.data["earliest-publication-date"], time: parsed.data["earliest-publication-time"] },
      new Date(),
    );
    return redirectWithFlash(`/my-gazette/draft/${id}`, saved.message, { secure: secureCookies });
  } catch (error) {
    if (!isDomainError(error) || error.code === "not-found" || error.code === "forbidden") throw error;
    return data<Sent>(
      { errors: [{ field: "earliest-publication-date", message: error.message }], values: parsed.values },
      { status: error.status },
    );
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Earliest publication date - Place a notice - My Gazette - The Gazette" },
];

export default function DraftPublicationDatePage({ loaderData, actionData }: Route.ComponentProps) {
  useTimeInputReverts();
  const errors = actionData?.errors ?? [];
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Link className="govuk-back-link" to={`/my-gazette/draft/${loaderData.id}`}>
          Back to the task list
        </Link>
        <ErrorSummary errors={errors} />
        <span className="govuk-caption-l">
          {loaderData.title}, {loaderData.editionName}
        </span>
        <h1 className="govuk-heading-l">Earliest publication date</h1>
        <p className="govuk-body">
          Your notice is published in the first issue on or after this date, from this time. You need not
          choose one: without it, the notice goes in the next issue that can take it once Gazette staff have
          checked it.
        </p>
        <Form method="post" noValidate>
          <CsrfInput />
          <PublicationDateFields
            values={actionData?.values ?? loaderData.values}
            errors={errors}
            earliest={loaderData.earliest}
            latest={loaderData.latest}
          />
          <button type="submit" className="govuk-button" data-module="govuk-button">
            Save and continue
          </button>
        </Form>
      </div>
    </div>
  );
}
