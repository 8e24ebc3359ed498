/**
 * The search form's plain fields: the words, the edition and date sections, the order, and the error
 * messages of the fields drawn apart. Markup and
 * nothing else (their values are the form's, read when it is sent), so the browser keeps what the server
 * drew without this module (StaticPart in search-form.tsx, issue 14: the page's weight); it is fetched only
 * to draw them afresh after a navigation in the browser. Each part depends on its props alone.
 */
import { EDITIONS } from "../publications/editions.ts";
import type { SearchProblem } from "./search-query.ts";

export type SearchFormFieldsProps =
  | { part: "text"; text: string; problems: SearchProblem[] }
  | {
      part: "edition-and-dates";
      /** The editions ticked; null where the page is one edition's and offers no choice. */
      editions: string[] | null;
      /** The deceased-estates dates too (date of death, claim expiry). */
      deceasedDates: boolean;
      entered: Record<string, string>;
      problems: SearchProblem[];
    }
  | { part: "sort"; sort: string; relevance: boolean }
  /** The messages of fields drawn apart (the notice-type boxes, a location's postcode). */
  | { part: "errors"; fields: string[]; problems: SearchProblem[] };

export function SearchFormFields(props: SearchFormFieldsProps) {
  if (props.part === "text") return <TextField text={props.text} problems={props.problems} />;
  if (props.part === "sort") return <SortField sort={props.sort} relevance={props.relevance} />;
  if (props.part === "errors")
    return (
      <>
        {props.fields.map((field) => (
          <FieldError key={field} problems={props.problems} field={field} />
        ))}
      </>
    );
  const { editions, deceasedDates, entered, problems } = props;
  return (
    <>
      {editions ? (
        <details className="app-search-section" open>
          <summary className="app-search-section__summary">Edition</summary>
          <fieldset className="govuk-fieldset">
            <legend className="govuk-visually-hidden">Edition</legend>
            <div className="govuk-checkboxes govuk-checkboxes--small">
              {EDITIONS.map((e) => (
                <div className="govuk-checkboxes__item" key={e.id}>
                  <input
                    className="govuk-checkboxes__input"
                    id={`edition-${e.id}`}
                    name="edition"
                    type="checkbox"
                    value={e.id}
                    defaultChecked={editions.includes(e.id)}
                  />
                  <label className="govuk-label govuk-checkboxes__label" htmlFor={`edition-${e.id}`}>
                    {e.name}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
        </details>
      ) : null}

      <details className="app-search-section" open>
        <summary className="app-search-section__summary">Date</summary>
        <DateRangeFields
          legend="Publication date"
          fromName="start-publish-date"
          toName="end-publish-date"
          entered={entered}
          problems={problems}
        />
        {deceasedDates ? (
          <>
            <DateRangeFields
              legend="Date of death"
              fromName="start-date-of-death"
              toName="end-date-of-death"
              entered={entered}
              problems={problems}
            />
            <DateRangeFields
              legend="Claim expiry date"
              fromName="start-claim-expiry-date"
              toName="end-claim-expiry-date"
              entered={entered}
              problems={problems}
            />
          </>
        ) : null}
      </details>
    </>
  );
}

function TextField({ text, problems }: { text: string; problems: SearchProblem[] }) {
  return (
    <div
      className={`govuk-form-group${problems.some((p) => p.field === "text") ? " govuk-form-group--error" : ""}`}
    >
      <label className="govuk-label govuk-label--s" htmlFor="search-text">
        Search for words
      </label>
      <div className="govuk-hint" id="search-text-hint">
        Use quotes for a phrase and a minus sign to leave a word out, e.g. "winding up" -members
      </div>
      <FieldError problems={problems} field="text" />
      <input
        className="govuk-input"
        id="search-text"
        name="text"
        type="search"
        defaultValue={text}
        aria-describedby="search-text-hint"
        maxLength={500}
      />
    </div>
  );
}

function SortField({ sort, relevance }: { sort: string; relevance: boolean }) {
  return (
    <div className="govuk-form-group">
      <label className="govuk-label govuk-label--s" htmlFor="sort-by">
        Sort by
      </label>
      <select className="govuk-select" id="sort-by" name="sort-by" defaultValue={sort}>
        <option value="latest-date">Newest first</option>
        <option value="oldest-date">Oldest first</option>
        {relevance ? <option value="relevance">Relevance</option> : null}
      </select>
    </div>
  );
}

/** A field's GOV.UK error message, when the search has a problem with it. */
function FieldError({ problems, field }: { problems: SearchProblem[]; field: string }) {
  const p = problems.find((x) => x.field === field);
  return p ? (
    <p className="govuk-error-message" id={`${field}-error`}>
      <span className="govuk-visually-hidden">Error:</span> {p.message}
    </p>
  ) : null;
}

const idFor = (s: string) => s.replace(/[^a-z0-9]+/gi, "-");

function DateRangeFields({
  legend,
  fromName,
  toName,
  entered,
  problems,
}: {
  legend: string;
  fromName: string;
  toName: string;
  entered: Record<string, string>;
  problems: SearchProblem[];
}) {
  const hasError = problems.some((p) => p.field === fromName || p.field === toName);
  return (
    <fieldset className={`govuk-fieldset govuk-form-group${hasError ? " govuk-form-group--error" : ""}`}>
      <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{legend}</legend>
      <div className="govuk-hint">For example, 20/11/2026</div>
      <FieldError problems={problems} field={fromName} />
      <FieldError problems={problems} field={toName} />
      {(
        [
          ["From", fromName],
          ["To", toName],
        ] as const
      ).map(([label, name]) => (
        <div className="govuk-form-group" key={name}>
          <label className="govuk-label" htmlFor={idFor(name)}>
            {label}
          </label>
          <input
            className="govuk-input govuk-input--width-10"
            id={idFor(name)}
            name={name}
            defaultValue={entered[name] ?? ""}
            inputMode="numeric"
          />
        </div>
      ))}
    </fieldset>
  );
}
