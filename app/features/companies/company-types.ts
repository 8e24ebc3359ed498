/** What the company finder, the company page and the timeline work with: plain data, no database types. */

/** One row of the company finder (spec §3, "Company lookup result"): the names are the public API's. */
export interface CompanyLookupResult {
  companyname: string;
  companynumber: string;
}

/** active | in-administration | liquidation | dissolved (the companies.status column). */
export type CompanyStatus = "active" | "in-administration" | "liquidation" | "dissolved";

export interface Company {
  number: string;
  name: string;
  registeredOffice: string | null;
  natureOfBusiness: string | null;
  /** ISO date (YYYY-MM-DD). */
  incorporatedOn: string | null;
  status: CompanyStatus;
}

/** A published notice about the company: one event of its insolvency timeline. */
export interface CompanyEvent {
  noticeId: number;
  noticeCode: string;
  noticeType: string;
  /** The publication day in the UK (YYYY-MM-DD). */
  publishedOn: string;
}

/** A company with the events of its timeline (all of them, or the latest few), oldest first. */
export interface CompanyTimeline {
  company: Company;
  events: CompanyEvent[];
  /** How many events the company has in all (more than `events.length` when only the latest are shown). */
  totalEvents: number;
}
