import { Form, href, Link } from "react-router";
import { SelectField } from "../../../components/forms/fields.tsx";
import { Table } from "../../../components/ui/table.tsx";
import { appContext } from "../../../context.ts";
import { noticeFeesForStaff } from "../../../features/placement/notice-fee-admin-service.server.ts";
import {
  FEE_CATEGORY_OPTIONS,
  FEE_EDITION_OPTIONS,
  staffFeeFilter,
} from "../../../features/placement/notice-fee-filter.ts";
import type { Route } from "./+types/notice-fees";

export const meta: Route.MetaFunction = () => [{ title: "Notice fees - The Gazette" }];

/**
 * `/admin/notice-fees`: every notice type of an edition (and a category, if chosen) with its fee in
 * force and any fee scheduled; a GET form chooses the edition and category, so it works without
 * JavaScript and the address can be shared.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = staffFeeFilter(new URL(request.url).searchParams);
  return { filter, fees: await noticeFeesForStaff(context.get(appContext).db, filter) };
}

export default function NoticeFeesPage({ loaderData }: Route.ComponentProps) {
  const { filter, fees } = loaderData;
  const editionName = FEE_EDITION_OPTIONS.find((e) => e.value === filter.edition)?.label;
  return (
    <>
      <span className="govuk-caption-l">Placing notices</span>
      <h1 className="govuk-heading-l">Notice fees</h1>
      <p className="govuk-body">
        What placing a notice of each type costs, including VAT at the standard rate. A new fee is added from
        a moment on; notices keep the fee they were placed at.
      </p>
      <Form
        method="get"
        action={href("/admin/notice-fees")}
        aria-label="Choose the fees shown"
        // A new query starts the selects from the server's values.
        key={`${filter.edition}|${filter.category}`}
      >
        <SelectField
          name="edition"
          label="Edition"
          value={filter.edition}
          options={FEE_EDITION_OPTIONS}
          placeholder="Choose an edition"
        />
        <SelectField
          name="category"
          label="Category"
          value={filter.category}
          options={FEE_CATEGORY_OPTIONS}
          placeholder="All categories"
        />
        <button type="submit" className="govuk-button govuk-button--secondary" data-module="govuk-button">
          Show fees
        </button>
      </Form>
      <Table
        caption={`Fees in ${editionName}`}
        captionSize="m"
        emptyText="There are no notice types in this category."
        columns={[
          { header: "Notice type" },
          { header: "Code" },
          { header: "Category" },
          { header: "Fee now", numeric: true },
          { header: "Scheduled fee" },
        ]}
        rows={fees.map((fee) => ({
          key: fee.code,
          data: { "data-code": fee.code },
          cells: [
            <Link
              key="name"
              className="govuk-link"
              to={href("/admin/notice-fees/:edition/:code", { edition: filter.edition, code: fee.code })}
            >
              {fee.name}
            </Link>,
            <code key="code">{fee.code}</code>,
            fee.categoryName,
            fee.price,
            fee.scheduled ?? "–",
          ],
        }))}
      />
    </>
  );
}
