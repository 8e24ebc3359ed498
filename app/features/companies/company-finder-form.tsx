/**
 * The company finder form: a plain GET form to `/service/company-finder`, which is all a browser without
 * JavaScript needs. With JavaScript the same zod schema as the server's checks the fields before sending,
 * so a mistake is shown at once, with the same words, and a valid search loads without a full page load.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import {
  type CompanyFinderErrors,
  type CompanyFinderField,
  type CompanyFinderValues,
  parseCompanyFinder,
} from "./company-finder-schema.ts";

export const COMPANY_FINDER_PATH = "/service/company-finder";

const FIELDS: readonly { name: CompanyFinderField; label: string; hint: string; width: string }[] = [
  {
    name: "companyname",
    label: "Company name",
    hint: "Words can be in any order, and the start of a word is enough.",
    width: "govuk-!-width-two-thirds",
  },
  {
    name: "companynumber",
    label: "Company number",
    hint: "For example, 99123456 or SC991234. The start of the number is enough.",
    width: "govuk-input--width-10",
  },
];

export function CompanyFinderForm({
  values,
  errors,
}: {
  values: CompanyFinderValues;
  errors: CompanyFinderErrors;
}) {
  // Errors found in the browser replace the server's until the next search is sent.
  const [clientErrors, setClientErrors] = useState<CompanyFinderErrors | null>(null);
  const shown = clientErrors ?? errors;
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // GOV.UK pattern: move focus to the error summary when it appears after a submit in the browser.
    if (clientErrors && Object.keys(clientErrors).length > 0) summaryRef.current?.focus();
  }, [clientErrors]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = parseCompanyFinder(new FormData(event.currentTarget));
    if (parsed.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(parsed.errors);
  };

  const entries = FIELDS.filter((f) => shown[f.name]);
  return (
    <>
      {entries.length > 0 ? (
        <div className="govuk-error-summary" data-module="govuk-error-summary" ref={summaryRef} tabIndex={-1}>
          <div role="alert">
            <h2 className="govuk-error-summary__title">There is a problem</h2>
            <div className="govuk-error-summary__body">
              <ul className="govuk-list govuk-error-summary__list">
                {entries.map((f) => (
                  <li key={f.name}>
                    <a href={`#${f.name}`}>{shown[f.name]}</a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      ) : null}
      <Form method="get" action={COMPANY_FINDER_PATH} onSubmit={onSubmit} aria-label="Company finder">
        {FIELDS.map((f) => {
          const error = shown[f.name];
          const describedBy = [`${f.name}-hint`, error ? `${f.name}-error` : null].filter(Boolean).join(" ");
          return (
            <div key={f.name} className={`govuk-form-group${error ? " govuk-form-group--error" : ""}`}>
              <label className="govuk-label govuk-label--s" htmlFor={f.name}>
                {f.label}
              </label>
              <div id={`${f.name}-hint`} className="govuk-hint">
                {f.hint}
              </div>
              {error ? (
                <p id={`${f.name}-error`} className="govuk-error-message">
                  <span className="govuk-visually-hidden">Error:</span> {error}
                </p>
              ) : null}
              <input
                // A new search from the server resets what the field shows.
                key={values[f.name]}
                className={`govuk-input ${f.width}${error ? " govuk-input--error" : ""}`}
                id={f.name}
                name={f.name}
                type="text"
                defaultValue={values[f.name]}
                aria-describedby={describedBy}
                autoComplete={f.name === "companyname" ? "organization" : "off"}
                spellCheck={false}
              />
            </div>
          );
        })}
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Search
        </button>
      </Form>
    </>
  );
}
