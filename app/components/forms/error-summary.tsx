import { useEffect, useRef } from "react";
import type { FieldError } from "../../lib/forms/parse-form.ts";
import { useErrorTitle } from "./use-error-title.ts";

/**
 * A problem of the whole form rather than of one answer (a refused sign-in, a request decided already):
 * listed first; its summary link goes to `field` when given, and it may offer a link of its own.
 */
export interface FormProblem {
  message: string;
  field?: string;
  link?: { href: string; text: string };
}

/**
 * The GOV.UK error summary of every form: at the top, focused when it appears (so screen reader users
 * hear it), each message linking to its field (`#` + the field's id: its name, after `idPrefix` when the
 * form shares the page with another). While it shows, the page title starts "Error: ".
 */
export function ErrorSummary({
  errors,
  problem,
  idPrefix = "",
  title = "There is a problem",
}: {
  /** In the order of the form (parseForm gives them so). */
  errors: readonly FieldError[];
  problem?: FormProblem | null;
  idPrefix?: string;
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const items = [
    ...(problem ? [{ ...problem, field: problem.field ?? "" }] : []),
    ...errors.map((e) => ({ ...e, link: undefined })),
  ];
  const key = items.map((i) => `${i.field}:${i.message}`).join("|");
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  useErrorTitle(items.length > 0);
  if (items.length === 0) return null;
  return (
    <div className="govuk-error-summary" data-module="govuk-error-summary" ref={ref} tabIndex={-1}>
      <div role="alert">
        <h2 className="govuk-error-summary__title">{title}</h2>
        <div className="govuk-error-summary__body">
          <ul className="govuk-list govuk-error-summary__list">
            {items.map((item) => (
              <li key={`${item.field}-${item.message}`}>
                {item.field ? <a href={`#${idPrefix}${item.field}`}>{item.message}</a> : item.message}
                {item.link ? (
                  <>
                    {" "}
                    <a href={item.link.href}>{item.link.text}</a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
