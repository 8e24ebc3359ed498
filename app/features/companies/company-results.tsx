/**
 * What a company search found: a table of at most 15 companies, each leading to its company page, or
 * the catalogue's message when nothing was found or the search failed (spec §8). The summary line is a
 * status message, so a screen reader announces the outcome of a search made without a page load.
 */
import { href, Link } from "react-router";
import { Table } from "../../components/ui/table.tsx";
import { COMPANY_FINDER_MAX_RESULTS, COMPANY_FINDER_MESSAGES } from "./company-finder-schema.ts";
import type { CompanyLookupResult } from "./company-types.ts";

export type CompanyResultsState =
  | { status: "idle" }
  | { status: "found"; results: CompanyLookupResult[]; more: boolean }
  | { status: "none" }
  | { status: "error" };

function summaryText(state: CompanyResultsState): string {
  switch (state.status) {
    case "idle":
      return "";
    case "none":
      return COMPANY_FINDER_MESSAGES.noResults;
    case "error":
      return COMPANY_FINDER_MESSAGES.error;
    case "found": {
      const n = state.results.length;
      return state.more
        ? `More than ${COMPANY_FINDER_MAX_RESULTS} companies found. The first ${COMPANY_FINDER_MAX_RESULTS} are shown: add words to the name or characters to the number to narrow the search.`
        : `${n} ${n === 1 ? "company" : "companies"} found.`;
    }
  }
}

export function CompanyResults({ state }: { state: CompanyResultsState }) {
  const text = summaryText(state);
  const problem = state.status === "none" || state.status === "error";
  return (
    <div className="govuk-!-margin-top-6">
      {state.status === "idle" ? null : <h2 className="govuk-heading-m">Results</h2>}
      {/* Always in the page, so that changes to it are announced. */}
      <div role="status" className={problem ? "govuk-inset-text" : undefined}>
        {text === "" ? null : (
          <p className={`govuk-body${problem ? " govuk-!-margin-bottom-0" : ""}`}>{text}</p>
        )}
      </div>
      {state.status === "found" ? (
        <Table
          className="app-company-results"
          caption="Companies found"
          captionHidden
          columns={[{ header: "Company name" }, { header: "Company number" }]}
          rows={state.results.map((r) => ({
            key: r.companynumber,
            cells: [
              <Link
                key="name"
                className="govuk-link"
                to={href("/company/:number", { number: r.companynumber })}
              >
                {r.companyname}
              </Link>,
              r.companynumber,
            ],
          }))}
        />
      ) : null}
    </div>
  );
}
