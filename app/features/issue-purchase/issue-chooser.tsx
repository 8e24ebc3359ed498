/**
 * The issue chooser (spec §2 "Issue purchase page", §7): edition → year → month → issue, then the issue's
 * purchase page. The purchase button is disabled until an issue is chosen.
 *
 * Without JavaScript it is a GET form worked in steps: each submission comes back from the server with
 * the next select filled in (its button says which step it takes), and the last goes to the purchase
 * page. With JavaScript the years come from the archive's data call, the issues from the month issue list
 * (sent with X-Requested-With), a changed parent resets its children, a newer load aborts an older one,
 * and the button goes straight to the purchase page. The markup and the loading are the stepped select
 * form's (components/forms/stepped-select-form.tsx), which the archive's form shares.
 */
import { useEffect, useState } from "react";
import { href, useNavigate } from "react-router";
import { SteppedSelectForm, useStepLoads } from "../../components/forms/stepped-select-form.tsx";
import {
  CHOICE_FIELDS,
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

const SELECTS: Record<ChoiceField, { label: string; placeholder: string }> = {
  edition: { label: "Edition", placeholder: "Choose an edition" },
  year: { label: "Year", placeholder: "Choose a year" },
  month: { label: "Month", placeholder: "Choose a month" },
  issue: { label: "Issue", placeholder: "Choose an issue" },
};

export function IssueChooser(props: IssueChooserProps) {
  const navigate = useNavigate();
  const loads = useStepLoads();
  const [enhanced, setEnhanced] = useState(false);
  const [selection, setSelection] = useState<IssueSelection>(props.selection);
  const [years, setYears] = useState<readonly string[]>(props.years);
  const [months, setMonths] = useState(props.months);
  const [issues, setIssues] = useState<readonly IssueOption[]>(props.issues);
  const [notice, setNotice] = useState(props.notice);
  // The server's message is about the values it was sent: once a choice changes it no longer applies.
  const [touched, setTouched] = useState(false);

  useEffect(() => setEnhanced(true), []);

  const choose = (field: ChoiceField, value: string) => {
    setTouched(true);
    const next = { ...selection, [field]: value };
    for (const child of CHOICE_FIELDS.slice(CHOICE_FIELDS.indexOf(field) + 1)) next[child] = "";
    setSelection(next);
    if (field === "issue") return;
    loads.reset();
    setNotice(null);
    setIssues([]);
    if (field === "edition") {
      setYears([]);
      setMonths([]);
      if (!value) return;
      loads.load<{ pubyears: string[] }>(
        `${href("/browse-publications/index-years/data.json")}?archive_edition=${encodeURIComponent(value)}`,
        { loading: "Loading years…", failed: CHOICE_MESSAGES.loadFailed },
        ({ pubyears }) => {
          setYears([...pubyears].reverse());
          return `${pubyears.length} years to choose from`;
        },
      );
    } else if (field === "year") {
      setMonths(value ? MONTH_OPTIONS : []);
    } else if (field === "month" && value) {
      loads.load<{ entry?: { id: string; published: string }[] }>(
        issueListAddress(next.edition, next.year, value),
        { loading: "Loading issues…", failed: CHOICE_MESSAGES.loadFailed },
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

  // Without JavaScript the button moves the form on a step, so it is never disabled and says what it does.
  const label =
    enhanced || props.selection.month
      ? "Continue to purchase"
      : props.selection.year
        ? "Show issues"
        : props.selection.edition
          ? "Show months"
          : "Show years";
  const error = touched || !props.error ? null : { id: props.error.field, message: props.error.message };
  const disabled: Record<ChoiceField, boolean> = {
    edition: false,
    year: !selection.edition || years.length === 0,
    month: !selection.year || months.length === 0,
    issue: !selection.month || issues.length === 0,
  };
  const options: Record<ChoiceField, readonly { value: string; label: string }[]> = {
    edition: props.editions.map((e) => ({ value: e.id, label: e.name })),
    year: years.map((y) => ({ value: y, label: y })),
    month: months,
    issue: issues.map((i) => ({ value: String(i.number), label: i.label })),
  };

  return (
    <SteppedSelectForm
      action="/shop/buy-an-issue"
      className="app-issue-chooser"
      enhanced={enhanced}
      error={error}
      notice={notice}
      loadError={loads.loadError}
      status={loads.status}
      submitLabel={label}
      complete={Boolean(selection.edition && selection.issue)}
      onChosen={() => navigate(purchaseAddress(selection.edition, selection.issue))}
      selects={CHOICE_FIELDS.map((field) => ({
        id: field,
        name: field,
        ...SELECTS[field],
        value: selection[field],
        disabled: disabled[field],
        options: options[field],
        onChange: (value: string) => choose(field, value),
      }))}
    />
  );
}
