import { formatLongDate } from "../../lib/dates.ts";
import type { Company, CompanyStatus } from "./company-types.ts";

const STATUS_LABELS: Record<CompanyStatus, string> = {
  active: "Active",
  "in-administration": "In administration",
  "in-receivership": "In receivership",
  liquidation: "In liquidation",
  dissolved: "Dissolved",
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="govuk-summary-list__row">
      <dt className="govuk-summary-list__key">{label}</dt>
      <dd className="govuk-summary-list__value">{children}</dd>
    </div>
  );
}

const notKnown = "Not known";

/** The company's register details as a GOV.UK summary list. */
export function CompanyDetails({ company }: { company: Company }) {
  return (
    <dl className="govuk-summary-list">
      <Row label="Company name">{company.name}</Row>
      <Row label="Company number">{company.number}</Row>
      <Row label="Registered office">{company.registeredOffice ?? notKnown}</Row>
      <Row label="Nature of business">{company.natureOfBusiness ?? notKnown}</Row>
      <Row label="Incorporated on">
        {company.incorporatedOn ? (
          <time dateTime={company.incorporatedOn}>{formatLongDate(company.incorporatedOn)}</time>
        ) : (
          notKnown
        )}
      </Row>
      <Row label="Status">{STATUS_LABELS[company.status] ?? company.status}</Row>
    </dl>
  );
}
