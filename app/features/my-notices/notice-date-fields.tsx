/**
 * The fields of a notice's dates, and the 'Change publication date' / 'Change claim date' form: a page
 * without JavaScript, the modal's content with it (rendered on the server as a fragment, so it takes the
 * CSRF token as a prop and uses no router hooks). The time field carries `data-time-input`: with
 * JavaScript a wrong time reverts at once (useTimeInputReverts).
 */
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { LabelledGroup, TextField } from "../../components/forms/fields.tsx";
import { formatLongDate } from "../../lib/dates.ts";
import { formatDateInput } from "../../lib/forms/date-input.ts";
import { errorFor, type FieldError, type FormValues, fieldValue } from "../../lib/forms/parse-form.ts";
import { PUBLICATION_DAYS_AHEAD } from "../placement/publication-date.ts";
import {
  NOTICE_DATE_CHANGES,
  type NoticeDateChange,
  noticeDateChangePath,
  noticePagePath,
  SAVE_CHANGES,
} from "./notice-date-forms.ts";

/** The form's values as the fields show them: ISO dates as dd/mm/yyyy. */
export function publicationDateValues(current: { date: string; time: string } | null): FormValues {
  return {
    "earliest-publication-date": current ? formatDateInput(current.date) : "",
    "earliest-publication-time": current?.time ?? "09:00",
  };
}

export function claimDateValues(deadline: string | null): FormValues {
  return { "earliest-claims-date": deadline ? formatDateInput(deadline) : "" };
}

export function PublicationDateFields({
  values,
  errors,
  earliest,
  latest,
}: {
  values: FormValues | undefined;
  errors: readonly FieldError[];
  earliest: string;
  latest: string;
}) {
  const timeName = "earliest-publication-time";
  const timeError = errorFor(errors, timeName);
  return (
    <>
      <TextField
        name="earliest-publication-date"
        label="Earliest publication date"
        hint={`For example, ${formatDateInput(earliest)}. The first issue that can take this notice is on ${formatLongDate(earliest)} (notices must reach us by 3pm on the working day before); at most ${PUBLICATION_DAYS_AHEAD} days ahead, ${formatLongDate(latest)}. A day without an issue moves to the next issue.`}
        value={fieldValue(values, "earliest-publication-date")}
        errors={errors}
        width="govuk-input--width-10"
        autoComplete="off"
      />
      <LabelledGroup
        id={timeName}
        label="Earliest publication time (UK time)"
        hint="24-hour clock, for example 09:00"
        error={timeError}
      >
        <input
          className={`govuk-input govuk-input--width-5${timeError ? " govuk-input--error" : ""}`}
          id={timeName}
          name={timeName}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={fieldValue(values, timeName)}
          aria-describedby={[`${timeName}-hint`, timeError ? `${timeName}-error` : ""].join(" ").trim()}
          data-time-input=""
        />
      </LabelledGroup>
    </>
  );
}

export function ClaimDateField({
  values,
  errors,
  minimum,
}: {
  values: FormValues | undefined;
  errors: readonly FieldError[];
  minimum: string;
}) {
  return (
    <TextField
      name="earliest-claims-date"
      label="Claims deadline"
      hint={`For example, ${formatDateInput(minimum)}. At least two months and a day after the earliest publication date: ${formatLongDate(minimum)} or later.`}
      value={fieldValue(values, "earliest-claims-date")}
      errors={errors}
      width="govuk-input--width-10"
      autoComplete="off"
    />
  );
}

export interface NoticeDateChangeFormProps {
  change: NoticeDateChange;
  notice: { id: number; title: string };
  csrfToken: string;
  values: FormValues;
  errors: FieldError[];
  /** Why the date cannot be changed (no form then), or why the change just sent was refused. */
  refusal: string | null;
  /** The earliest issue and the latest date (publication date), or the minimum deadline (claim date). */
  earliest: string;
  latest: string;
  /** The page's own heading (the modal has its title, and its Close). */
  heading: boolean;
}

export function NoticeDateChangeForm(props: NoticeDateChangeFormProps) {
  const { change, notice, csrfToken, values, errors, refusal, heading } = props;
  const words = NOTICE_DATE_CHANGES[change];
  const back = noticePagePath(notice.id);
  const closed = refusal !== null;
  return (
    <div className="app-notice-date-change">
      <ErrorSummary errors={errors} problem={refusal ? { message: refusal } : null} />
      {heading ? <h1 className="govuk-heading-l">{words.label}</h1> : null}
      <p className="govuk-body">
        {notice.title} <span className="govuk-caption-m">Notice {notice.id}</span>
      </p>
      {closed ? (
        <p className="govuk-body">
          <a className="govuk-link" href={back}>
            Back to the notice
          </a>
        </p>
      ) : (
        <form method="post" action={noticeDateChangePath(change, notice.id)} noValidate>
          <input type="hidden" name="_csrf" value={csrfToken} />
          {change === "publication-date" ? (
            <PublicationDateFields
              values={values}
              errors={errors}
              earliest={props.earliest}
              latest={props.latest}
            />
          ) : (
            <ClaimDateField values={values} errors={errors} minimum={props.earliest} />
          )}
          <div className="govuk-button-group">
            <button type="submit" className="govuk-button" data-prevent-double-click="true">
              {SAVE_CHANGES}
            </button>
            {heading ? (
              <a className="govuk-link" href={back}>
                Cancel
              </a>
            ) : null}
          </div>
        </form>
      )}
    </div>
  );
}
