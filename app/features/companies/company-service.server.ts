/** The company finder, the company page and its timeline: number parsing, search outcome, timeline views. */
import type { Database } from "../../db/client.server.ts";
import { parseCompanyNumber } from "../../lib/ids.ts";
import { companyExists } from "./company-admin-repository.server.ts";
import {
  COMPANY_FINDER_MAX_RESULTS,
  type CompanyFinderQuery,
  companyNameWords,
} from "./company-finder-schema.ts";
import { findCompany, listCompanyEvents, searchCompanies } from "./company-repository.server.ts";
import { companyStatusFromEvents } from "./company-status.ts";
import type { CompanyLookupResult, CompanyTimeline } from "./company-types.ts";

/** How many of the latest events the company page draws; the rest are on the full timeline. */
export const COMPANY_PAGE_EVENTS = 8;

export type CompanySearchOutcome =
  /** `more`: other companies match too, beyond the first 15. */
  | { status: "found"; results: CompanyLookupResult[]; more: boolean }
  | { status: "none"; results: [] }
  | { status: "error"; results: [] };

/**
 * Runs a valid finder query. A failure is logged here and becomes the "error" outcome, which pages show as
 * the catalogue's message (spec §8): the visitor never sees what went wrong inside.
 */
export async function findCompanies(db: Database, query: CompanyFinderQuery): Promise<CompanySearchOutcome> {
  try {
    const nameWords = companyNameWords(query.companyname);
    // A name of punctuation only ("&&") has no words to match: nothing is found, rather than everything.
    if (query.companyname !== "" && nameWords.length === 0) return { status: "none", results: [] };
    // One row more than is shown tells whether the list was cut short.
    const rows = await searchCompanies(
      db,
      { nameWords, numberPrefix: query.companynumber },
      COMPANY_FINDER_MAX_RESULTS + 1,
    );
    if (rows.length === 0) return { status: "none", results: [] };
    return {
      status: "found",
      results: rows.slice(0, COMPANY_FINDER_MAX_RESULTS),
      more: rows.length > COMPANY_FINDER_MAX_RESULTS,
    };
  } catch (error) {
    console.error("company finder failed", error);
    return { status: "error", results: [] };
  }
}

/**
 * The company with the latest few events (page), or with all of them (`all`: full timeline and JSON). Its
 * status is read from all its notices, so the page reads every event and draws the latest few: a company
 * has tens of notices at most.
 */
export async function getCompanyTimeline(
  db: Database,
  numberParam: string | undefined,
  { all = false }: { all?: boolean } = {},
): Promise<CompanyTimeline | null> {
  const number = parseCompanyNumber(numberParam);
  if (number === null) return null;
  const company = await findCompany(db, number);
  if (!company) return null;
  const events = await listCompanyEvents(db, number);
  return {
    company: { ...company, status: companyStatusFromEvents(company.status, events) },
    events: all ? events : events.slice(-COMPANY_PAGE_EVENTS),
    totalEvents: events.length,
  };
}

/** Is a company of this number on the register the site knows? (Placing a notice warns when it is not.) */
export function isRegisteredCompany(db: Database, number: string): Promise<boolean> {
  return companyExists(db, number);
}
