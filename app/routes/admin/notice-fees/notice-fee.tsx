import { data, Form, href, Link } from "react-router";
import { bindFields } from "../../../components/forms/bind-fields.ts";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { SummaryList } from "../../../components/ui/summary-list.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import {
  addNoticeFee,
  noticeFeeForStaff,
} from "../../../features/placement/notice-fee-admin-service.server.ts";
import { feeSentence } from "../../../features/placement/notice-fee-view.ts";
import { PriceScheduleTable, ScheduledPriceFields } from "../../../features/shop/price-schedule-parts.tsx";
import { priceForm } from "../../../features/shop/product-forms.ts";
import { formatDateTime, ukDate } from "../../../lib/dates.ts";
import { isDomainError } from "../../../lib/domain-errors.ts";
import { formConstraints } from "../../../lib/forms/html-constraints.ts";
import { type FieldError, type FormValues, parseForm } from "../../../lib/forms/parse-form.ts";
import { notFound } from "../../../lib/http.server.ts";
import type { Route } from "./+types/notice-fee";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `${loaderData.name} (${loaderData.code}) - ` : ""}Notice fees - The Gazette` },
];

const FEE = formConstraints(priceForm("2000-01-01"));

/** `/admin/notice-fees/{edition}/{code}`: one notice type's fees in an edition over time, and "Add a fee". */
export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await noticeFeeForStaff(context.get(appContext).db, params.edition, params.code);
  if (!view) notFound();
  return view;
}

type Sent = { errors: FieldError[]; values: FormValues };

export async function action({ params, request, context }: Route.ActionArgs) {
  const { db, secureCookies } = context.get(appContext);
  const user = signedInUser(context);
  const parsed = parseForm(priceForm(ukDate(new Date()) ?? ""), await request.formData());
  if (!parsed.ok) return data<Sent>({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  try {
    const from = await addNoticeFee(db, user.id, params.edition, params.code, parsed.data);
    return redirectWithFlash(
      href("/admin/notice-fees/:edition/:code", { edition: params.edition, code: params.code }),
      `The new fee takes effect from ${formatDateTime(from)}.`,
      { secure: secureCookies },
    );
  } catch (error) {
    if (!isDomainError(error) || error.code === "not-found") throw error;
    const field = parsed.data.when === "later" ? "effectiveDate" : "when";
    return data<Sent>(
      { errors: [{ field, message: error.message }], values: parsed.values },
      { status: error.status },
    );
  }
}

export default function NoticeFeePage({ loaderData, actionData }: Route.ComponentProps) {
  const { code, name, categoryName, edition, current, fees } = loaderData;
  const errors = actionData?.errors ?? [];
  const fee = bindFields(actionData?.values, errors, FEE);
  const list = `${href("/admin/notice-fees")}?${new URLSearchParams({ edition: edition.id })}`;
  return (
    <>
      <Link className="govuk-back-link" to={list}>
        All notice fees
      </Link>
      <ErrorSummary errors={errors} />
      <span className="govuk-caption-l">Notice fees, {edition.name}</span>
      <h1 className="govuk-heading-l">
        {name} ({code})
      </h1>
      <SummaryList
        rows={[
          { key: "Category", value: categoryName },
          {
            key: "Fee now",
            value: current
              ? feeSentence(current)
              : "No fee: this notice type cannot be placed in this edition",
          },
        ]}
      />
      <PriceScheduleTable
        caption="Fees"
        priceHeader="Fee including VAT"
        emptyText="This notice type has no fee in this edition yet."
        rows={fees}
      />
      <h2 className="govuk-heading-m" id="add-fee">
        Add a fee
      </h2>
      <p className="govuk-body">
        Fees are never changed: the new fee takes over from its moment, at the standard rate of VAT, and
        notices keep the fee they were placed at.
      </p>
      <Form method="post" noValidate aria-labelledby="add-fee">
        <CsrfInput />
        <ScheduledPriceFields
          field={fee}
          errors={errors}
          whenConstraints={FEE.when}
          priceLabel="Fee in pounds, including VAT"
        />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Add fee
        </button>
      </Form>
    </>
  );
}
