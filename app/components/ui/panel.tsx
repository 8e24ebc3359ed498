/**
 * The GOV.UK panel: the confirmation that a transaction is done ("Your email address is confirmed"), or
 * an interruption that asks the person to stop and read before going on.
 */
import type { ReactNode } from "react";

export interface PanelProps {
  title: ReactNode;
  /** What the confirmation means, e.g. a reference number. */
  children?: ReactNode;
  variant?: "confirmation" | "interruption";
  /** The panel's title is the page's heading (1) unless the page has one already. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

export function Panel({
  title,
  children,
  variant = "confirmation",
  headingLevel = 1,
  className,
}: PanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={["govuk-panel", `govuk-panel--${variant}`, className].filter(Boolean).join(" ")}>
      <Heading className="govuk-panel__title">{title}</Heading>
      {children === undefined ? null : <div className="govuk-panel__body">{children}</div>}
    </div>
  );
}
