/**
 * The issue chooser (spec §2 "Issue purchase page", §7): edition → year → month → issue, then the issue's
 * purchase page. The purchase button is disabled until an issue is chosen.
 *
 * Without JavaScript it is a GET form worked in steps: each submission comes back from the server with
 * the next select filled in (its button says which step it takes), and the last goes to the purchase
 * page. With JavaScript the years come from the archive's data call, the issues from the month issue list
 * (sent with X-Requested-With), a changed parent resets its children, a newer load aborts an older one,
 * and the button goes straight to the purchase page.
 */
import { type ReactNode, useEffect, useRef, useState } from "react";
import { href, useNavigate } from "react-router";
import {
  CHOICE_MESSAGES,
  type ChoiceField,
  type IssueOption,
  type IssueSelection,
  issueListAddress,
  issueOptions,
  MONTH_OPTIONS,
  purchaseAddress,
} from "./issue-choice.ts";

export interface IssueChooserProps {
  editions: readonly { id: string; name: string }[];
  selection: IssueSelection;
  years: readonly string[];
  months: readonly { value: string; label: string }[];
  issues: readonly IssueOption[];
  error: { field: ChoiceField; message: string } | null;
  notice: string | null;
}

const IDS: Record<ChoiceField, string> = {
  edition: "edition",
  year: "year",
  month: "month",
  issue: "issue",
};

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, {
    headers: { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json()) as T;
}

export function IssueChooser(props: IssueChooserProps) {
  const navigate = useNavigate();
  const [enhanced, setEnhanced] = useState(false);
  const [selection, setSelection] = useState<IssueSelection>(props.selection);
  const [years, setYears] = useState<readonly string[]>(props.years);
  const [months, setMonths] = useState(props.months);
  const [issues, setIssues] = useState<readonly IssueOption[]>(props.issues);
  const [notice, setNotice] = useState(props.notice);
  const [status, setStatus] = useState("");
  const [loadError, setLoadError] = useState("");
  // The server's message is about the values it was sent: once a choice changes it no longer applies.
  const [touched, setTouched] = useState(false);
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    setEnhanced(true);
    return () => request.current?.abort();
  }, []);

  /** One load at a time: a newer choice aborts the load of an older one. */
  function load<T>(url: string, loading: string, done: (value: T) => string) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setStatus(loading);
    setLoadError("");
    getJson<T>(url, controller.signal)
      .then((value) => setStatus(done(value)))
      .catch(() => {
        if (controller.signal.aborted) return;
        setStatus("");
        setLoadError(CHOICE_MESSAGES.loadFailed);
      });
  }

  const choose = (field: ChoiceField, value: string) => {
    setTouched(true);
    const order: ChoiceField[] = ["edition", "year", "month", "issue"];
    const next = { ...selection, [field]: value };
    for (const child of order.slice(order.indexOf(field) + 1)) next[child] = "";
    setSelection(next);
    if (field === "issue") return;
    request.current?.abort();
    setStatus("");
    setLoadError("");
    setNotice(null);
    setIssues([]);
    if (field === "edition") {
      setYears([]);
      setMonths([]);
      if (!value) return;
      load<{ pubyears: string[] }>(
        `${href("/browse-publications/index-years/data.json")}?archive_edition=${encodeURIComponent(value)}`,
        "Loading years…",
        ({ pubyears }) => {
          setYears([...pubyears].reverse());
          return `${pubyears.length} years to choose from`;
        },
      );
    } else if (field === "year") {
      setMonths(value ? MONTH_OPTIONS : []);
    } else if (field === "month" && value) {
      load<{ entry?: { id: string; published: string }[] }>(
        issueListAddress(next.edition, next.year, value),
        "Loading issues…",
        ({ entry }) => {
          const options = issueOptions(entry ?? []);
          setIssues(options);
          if (options.length === 0) {
            setNotice(CHOICE_MESSAGES.noIssues(value, next.year));
            return "";
          }
          return `${options.length} ${options.length === 1 ? "issue" : "issues"} to choose from`;
        },
      );
    }
  };

  const complete = Boolean(selection.edition && selection.issue);
  // Without JavaScript the button moves the form on a step, so it is never disabled and says what it does.
  const label =
    enhanced || props.selection.month
      ? "Continue to purchase"
      : props.selection.year
        ? "Show issues"
        : props.selection.edition
          ? "Show months"
          : "Show years";
  const shownError = touched ? null : props.error;
  const disabled: Record<ChoiceField, boolean> = {
    edition: false,
    year: !selection.edition || years.length === 0,
    month: !selection.year || months.length === 0,
    issue: !selection.month || issues.length === 0,
  };

  const select = (field: ChoiceField, text: string, placeholder: string, options: ReactNode) => {
    const failed = shownError?.field === field;
    return (
      <div className={`govuk-form-group${failed ? " govuk-form-group--error" : ""}`}>
        <label className="govuk-label govuk-label--s" htmlFor={IDS[field]}>
          {text}
        </label>
        {failed ? (
          <p className="govuk-error-message" id={`${IDS[field]}-error`}>
            <span className="govuk-visually-hidden">Error:</span> {shownError.message}
          </p>
        ) : null}
        <select
          className={`govuk-select${failed ? " govuk-select--error" : ""}`}
          id={IDS[field]}
          name={field}
          value={selection[field]}
          disabled={disabled[field]}
          aria-describedby={failed ? `${IDS[field]}-error` : undefined}
          onChange={(e) => choose(field, e.currentTarget.value)}
        >
          <option value="">{placeholder}</option>
          {options}
        </select>
      </div>
    );
  };

  return (
    <form
      method="get"
      action="/shop/buy-an-issue"
      className="app-issue-chooser"
      data-enhanced={enhanced ? "true" : undefined}
      noValidate
      onSubmit={(event) => {
        if (!enhanced) return;
        event.preventDefault();
        if (complete) navigate(purchaseAddress(selection.edition, selection.issue));
      }}
    >
      {shownError ? (
        <div className="govuk-error-summary" data-module="govuk-error-summary">
          <div role="alert">
            <h2 className="govuk-error-summary__title">There is a problem</h2>
            <div className="govuk-error-summary__body">
              <ul className="govuk-list govuk-error-summary__list">
                <li>
                  <a href={`#${IDS[shownError.field]}`}>{shownError.message}</a>
                </li>
              </ul>
            </div>
          </div>
        </div>
      ) : null}
      {select(
        "edition",
        "Edition",
        "Choose an edition",
        props.editions.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
          </option>
        )),
      )}
      {select(
        "year",
        "Year",
        "Choose a year",
        years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        )),
      )}
      {select(
        "month",
        "Month",
        "Choose a month",
        months.map((m) => (
          <option key={m.value} value={m.value}>
            {m.label}
          </option>
        )),
      )}
      {select(
        "issue",
        "Issue",
        "Choose an issue",
        issues.map((i) => (
          <option key={i.number} value={String(i.number)}>
            {i.label}
          </option>
        )),
      )}
      {notice ? <div className="govuk-inset-text">{notice}</div> : null}
      {loadError ? <p className="govuk-error-message">{loadError}</p> : null}
      <p className="govuk-visually-hidden" role="status">
        {status}
      </p>
      <button
        type="submit"
        className="govuk-button"
        data-module="govuk-button"
        disabled={enhanced && !complete}
        aria-disabled={enhanced && !complete ? "true" : undefined}
      >
        {label}
      </button>
    </form>
  );
}
