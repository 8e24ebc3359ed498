import { SummaryList } from "../../components/ui/summary-list.tsx";
import { formatLongDate } from "../../lib/dates.ts";
import type { Company, CompanyStatus } from "./company-types.ts";

const STATUS_LABELS: Record<CompanyStatus, string> = {
  active: "Active",
  "in-administration": "In administration",
  "in-receivership": "In receivership",
  liquidation: "In liquidation",
  dissolved: "Dissolved",
};

const notKnown = "Not known";

/** The company's register details as a GOV.UK summary list. */
export function CompanyDetails({ company }: { company: Company }) {
  return (
    <SummaryList
      rows={[
        { key: "Company name", value: company.name },
        { key: "Company number", value: company.number },
        { key: "Registered office", value: company.registeredOffice ?? notKnown },
        { key: "Nature of business", value: company.natureOfBusiness ?? notKnown },
        {
          key: "Incorporated on",
          value: company.incorporatedOn ? (
            <time dateTime={company.incorporatedOn}>{formatLongDate(company.incorporatedOn)}</time>
          ) : (
            notKnown
          ),
        },
        { key: "Status", value: STATUS_LABELS[company.status] ?? company.status },
      ]}
    />
  );
}
