/**
 * The GOV.UK details component: a summary that opens to more text, for what only some people need.
 * A native <details>, so it opens and closes without JavaScript.
 */
import type { ReactNode } from "react";

export interface DetailsProps {
  summary: ReactNode;
  children: ReactNode;
  open?: boolean;
  id?: string;
  className?: string;
}

export function Details({ summary, children, open, id, className }: DetailsProps) {
  return (
    <details id={id} className={className ? `govuk-details ${className}` : "govuk-details"} open={open}>
      <summary className="govuk-details__summary">
        <span className="govuk-details__summary-text">{summary}</span>
      </summary>
      <div className="govuk-details__text">{children}</div>
    </details>
  );
}
