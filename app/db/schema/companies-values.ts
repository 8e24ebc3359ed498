/** The fixed words of the companies table (a CHECK in companies.ts keeps the column to them). */

/**
 * A company's status. The register column starts the story; the company's notices tell the rest
 * (features/companies/company-status.ts), and receivership is only ever learnt from a notice.
 */
export const COMPANY_STATUSES = [
  "active",
  "in-administration",
  "in-receivership",
  "liquidation",
  "dissolved",
] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
