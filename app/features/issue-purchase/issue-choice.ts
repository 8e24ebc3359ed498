/**
 * Choosing an issue to buy (spec §2 "Issue purchase page"): edition → year → month → issue, then
 * `{issue}/purchase`. Pure, shared by the page's steps without JavaScript (the server fills in each next
 * select) and the script that fills them from the data calls (spec §7).
 */
import { formatLongDate, MONTH_NAMES } from "../../lib/dates.ts";

/** The fields (spec §3 "Purchase form": issue, edition, year, month). */
export const CHOICE_FIELDS = ["edition", "year", "month", "issue"] as const;
export type ChoiceField = (typeof CHOICE_FIELDS)[number];
export type IssueSelection = Record<ChoiceField, string>;

export const EMPTY_SELECTION: IssueSelection = { edition: "", year: "", month: "", issue: "" };

export const CHOICE_MESSAGES = {
  edition: "Select an edition",
  year: "Select a year",
  month: "Select a month",
  issue: "Select an issue",
  noIssues: (month: string, year: string) =>
    `No issues were published in ${monthName(month)} ${year}. Choose another month.`,
  loadFailed: "Sorry, the list could not be loaded. Please try again.",
} as const;

/** Spec §9: the issue list is asked for 1000 at a time, with supplements. */
export const ISSUE_LIST_QUERY = "resultPageSize=1000&includeSupplements=true";

export const MONTH_OPTIONS: readonly { value: string; label: string }[] = MONTH_NAMES.map((label, i) => ({
  value: String(i + 1),
  label,
}));

export function monthName(month: string): string {
  return MONTH_NAMES[Number(month) - 1] ?? month;
}

/** `/{edition}/year/{year}/month/{month}/issue/data.json?…` (spec §7). */
export function issueListAddress(edition: string, year: string, month: string): string {
  const path = [edition, "year", year, "month", month, "issue", "data.json"]
    .map(encodeURIComponent)
    .join("/");
  return `/${path}?${ISSUE_LIST_QUERY}`;
}

/** `/{edition}/issue/{number}/purchase` (spec §2: `{issue}/purchase`). */
export function purchaseAddress(edition: string, issueNumber: number | string): string {
  return `/${encodeURIComponent(edition)}/issue/${encodeURIComponent(String(issueNumber))}/purchase`;
}

export interface IssueOption {
  number: number;
  published: string;
  supplements: number;
  label: string;
}

/**
 * The month's issues from the issue list's entries (spec §3 "Issue list entry": id is the issue's
 * address, or a supplement's below it). Supplements are bought from their issue's page, so they are
 * counted rather than offered.
 */
export function issueOptions(entries: readonly { id: string; published: string }[]): IssueOption[] {
  const options: IssueOption[] = [];
  for (const entry of entries) {
    const m = /\/issue\/(\d+)(\/supplement\/\d+)?$/.exec(entry.id);
    if (!m) continue;
    const number = Number(m[1]);
    const known = options.find((o) => o.number === number);
    if (m[2]) {
      if (known) known.supplements++;
      continue;
    }
    if (!known) options.push({ number, published: entry.published, supplements: 0, label: "" });
  }
  for (const option of options) {
    const supplements =
      option.supplements === 0
        ? ""
        : option.supplements === 1
          ? ", with a supplement"
          : `, with ${option.supplements} supplements`;
    option.label = `Issue ${option.number}, ${formatLongDate(option.published)}${supplements}`;
  }
  return options;
}
