import { useEffect, useRef } from "react";
import { useErrorTitle } from "./use-error-title.ts";

export interface ErrorSummaryItem {
  /** The field's id (the message links to it), or null for a problem of the whole form. */
  fieldId: string | null;
  message: string;
  link?: { href: string; text: string };
}

/**
 * GOV.UK error summary: at the top of the form, focused when it appears (so screen reader users hear
 * it), each message linking to its field. While it shows, the page title starts "Error: ".
 */
export function ErrorSummary({
  items,
  title = "There is a problem",
}: {
  items: readonly ErrorSummaryItem[];
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const key = items.map((i) => `${i.fieldId}:${i.message}`).join("|");
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
              <li key={`${item.fieldId}-${item.message}`}>
                {item.fieldId ? <a href={`#${item.fieldId}`}>{item.message}</a> : item.message}
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

/** Summary items of field errors, in the order of `fields`. */
export function fieldErrorItems(
  errors: Readonly<Record<string, string | undefined>>,
  fields: readonly string[],
  idPrefix = "",
): ErrorSummaryItem[] {
  return fields.flatMap((f) => (errors[f] ? [{ fieldId: `${idPrefix}${f}`, message: errors[f]! }] : []));
}

/** Summary items of field errors: those of `order` first, in that order, then any others. */
export function orderedErrorItems(
  errors: Readonly<Record<string, string | undefined>>,
  order: readonly string[],
): ErrorSummaryItem[] {
  const others = Object.keys(errors).filter((f) => !order.includes(f));
  return fieldErrorItems(errors, [...order, ...others]);
}
