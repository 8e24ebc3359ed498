/**
 * The GOV.UK summary list: keys and values, each row with its own actions ("Change") where the person
 * may alter the answer. An action's link text is the same on every row, so each carries hidden words
 * naming its row ("Change<hidden> name</hidden>"): a screen reader's list of links tells them apart.
 */
import type { ReactNode } from "react";

export interface SummaryListAction {
  href: string;
  text: ReactNode;
  /** Names the row for screen readers, after `text`: "type of organisation". */
  visuallyHiddenText?: string;
}

export interface SummaryListRow {
  key: ReactNode;
  value: ReactNode;
  actions?: readonly SummaryListAction[];
}

export interface SummaryListProps {
  /** Rows left out with `null` or `false`, so that optional rows read as they appear. */
  rows: readonly (SummaryListRow | null | false | undefined)[];
  /** Without the lines between rows (a short list inside other content). */
  noBorder?: boolean;
  className?: string;
}

function ActionLink({ action }: { action: SummaryListAction }) {
  return (
    <a className="govuk-link" href={action.href}>
      {action.text}
      {action.visuallyHiddenText ? (
        <span className="govuk-visually-hidden"> {action.visuallyHiddenText}</span>
      ) : null}
    </a>
  );
}

function Actions({ actions }: { actions: readonly SummaryListAction[] }) {
  return (
    <dd className="govuk-summary-list__actions">
      {actions.length === 1 ? (
        <ActionLink action={actions[0]!} />
      ) : (
        <ul className="govuk-summary-list__actions-list">
          {actions.map((action) => (
            <li key={action.href} className="govuk-summary-list__actions-list-item">
              <ActionLink action={action} />
            </li>
          ))}
        </ul>
      )}
    </dd>
  );
}

export function SummaryList({ rows, noBorder, className }: SummaryListProps) {
  const shown = rows.filter((row): row is SummaryListRow => Boolean(row));
  // Rows without actions in a list where others have them keep their right-hand border (GOV.UK's class).
  const anyActions = shown.some((row) => (row.actions?.length ?? 0) > 0);
  const classes = ["govuk-summary-list", noBorder && "govuk-summary-list--no-border", className];
  return (
    <dl className={classes.filter(Boolean).join(" ")}>
      {shown.map((row, i) => {
        const actions = row.actions ?? [];
        return (
          <div
            // Keys are usually unique words; a row's position is its identity otherwise.
            key={typeof row.key === "string" ? row.key : i}
            className={`govuk-summary-list__row${anyActions && actions.length === 0 ? " govuk-summary-list__row--no-actions" : ""}`}
          >
            <dt className="govuk-summary-list__key">{row.key}</dt>
            <dd className="govuk-summary-list__value">{row.value}</dd>
            {actions.length > 0 ? <Actions actions={actions} /> : null}
          </div>
        );
      })}
    </dl>
  );
}
