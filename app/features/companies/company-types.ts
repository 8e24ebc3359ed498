/** What the company finder, the company page and the timeline work with: plain data, no database types. */
import type { CompanyStatus } from "../../db/schema/companies-values.ts";

/** One row of the company finder (spec §3, "Company lookup result"): the names are the public API's. */
export interface CompanyLookupResult {
  companyname: string;
  companynumber: string;
}

/**
 * The register's status (the companies.status column, whose CHECK is built from the same list), then as
 * the company's notices tell it (company-status.ts): receivership is only ever learnt from a notice.
 */
export type { CompanyStatus };

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
  /** The notice states a date of dissolution of the company (company-status.ts). */
  recordsDissolution: boolean;
}

/** A company with the events of its timeline (all of them, or the latest few), oldest first. */
export interface CompanyTimeline {
  company: Company;
  events: CompanyEvent[];
  /** How many events the company has in all (more than `events.length` when only the latest are shown). */
  totalEvents: number;
}
