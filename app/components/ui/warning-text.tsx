/** The GOV.UK warning text: something the reader must know before going on, said as a warning. */
import type { ReactNode } from "react";

export function WarningText({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <div className="govuk-warning-text" id={id}>
      <span className="govuk-warning-text__icon" aria-hidden="true">
        !
      </span>
      <strong className="govuk-warning-text__text">
        <span className="govuk-visually-hidden">Warning</span>
        {children}
      </strong>
    </div>
  );
}
