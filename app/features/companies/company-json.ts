/**
 * `/company/{number}/data.json`: the company and its whole timeline as plain JSON. The shape is written out
 * field by field, so that a field added to the DTOs is never published by accident.
 */
import { noticeUri } from "../notices/representations/vocabulary.ts";
import type { CompanyLookupResult, CompanyStatus, CompanyTimeline } from "./company-types.ts";

export interface CompanyEventJson {
  noticeId: number;
  noticeCode: string;
  noticeType: string;
  publishedOn: string;
  /** The notice's identifier (`…/id/notice/{id}`), as `uri` in the notice's own data.json. */
  uri: string;
}

export interface CompanyJson {
  companyname: string;
  companynumber: string;
  registeredOffice: string | null;
  natureOfBusiness: string | null;
  incorporatedOn: string | null;
  status: CompanyStatus;
  /** Every published notice about the company, oldest first. */
  events: CompanyEventJson[];
}

export function companyToJson({ company, events }: CompanyTimeline, siteUrl: string): CompanyJson {
  return {
    companyname: company.name,
    companynumber: company.number,
    registeredOffice: company.registeredOffice,
    natureOfBusiness: company.natureOfBusiness,
    incorporatedOn: company.incorporatedOn,
    status: company.status,
    events: events.map((e) => ({
      noticeId: e.noticeId,
      noticeCode: e.noticeCode,
      noticeType: e.noticeType,
      publishedOn: e.publishedOn,
      uri: noticeUri(siteUrl, e.noticeId),
    })),
  };
}

export function lookupResultsToJson(results: readonly CompanyLookupResult[]): CompanyLookupResult[] {
  return results.map((r) => ({ companyname: r.companyname, companynumber: r.companynumber }));
}
