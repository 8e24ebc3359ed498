import { data, Form, href } from "react-router";
import { bindFields } from "../../../components/forms/bind-fields.ts";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { ChoiceField, TextareaField, TextField } from "../../../components/forms/fields.tsx";
import { Table } from "../../../components/ui/table.tsx";
import { Tag } from "../../../components/ui/tag.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import {
  createDiscountCode,
  disableCode,
  discountCodesForStaff,
} from "../../../features/discounts/discount-admin-service.server.ts";
import { discountCodeForm } from "../../../features/discounts/discount-code-form.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { productsForStaff } from "../../../features/shop/catalogue-admin-service.server.ts";
import { ukDate } from "../../../lib/dates.ts";
import { isDomainError } from "../../../lib/domain-errors.ts";
import { formConstraints } from "../../../lib/forms/html-constraints.ts";
import { type FieldError, type FormValues, fieldList, parseForm } from "../../../lib/forms/parse-form.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/discount-codes";

export const meta: Route.MetaFunction = () => [{ title: "Discount codes - Shop - The Gazette" }];

// The constraints do not depend on the day the dates are checked against.
const CONSTRAINTS = formConstraints(discountCodeForm("2000-01-01"));

/** `/admin/discount-codes`: every code with its uses and status, "Disable" per code, and a new code. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const [codes, products] = await Promise.all([discountCodesForStaff(db), productsForStaff(db)]);
  return { codes, products: products.map((p) => ({ value: p.id, label: `${p.name} (${p.id})` })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, secureCookies } = context.get(appContext);
  const user = signedInUser(context);
  const form = await request.formData();
  const here = href("/admin/discount-codes");
  if (form.get("intent") === "disable") {
    const id = parseId(String(form.get("id") ?? ""));
    const done = id !== null && (await disableCode(db, id));
    return redirectWithFlash(
      here,
      done ? "The discount code has been disabled." : "That discount code was disabled already.",
      { secure: secureCookies, kind: done ? "success" : "info" },
    );
  }
  const parsed = parseForm(discountCodeForm(ukDate(new Date()) ?? ""), form);
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  try {
    await createDiscountCode(db, user.id, parsed.data);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const errors: FieldError[] = [{ field: "code", message: error.message }];
    return data({ errors, values: parsed.values }, { status: error.status });
  }
  return redirectWithFlash(here, `Discount code ${parsed.data.code} has been created.`, {
    secure: secureCookies,
  });
}

export default function DiscountCodesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { codes, products } = loaderData;
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  const values: FormValues | undefined = actionData?.values;
  const field = bindFields(values, errors, CONSTRAINTS);
  const kind = field("kind").value || "percentage";
  return (
    <>
      <ErrorSummary errors={errors} />
      <span className="govuk-caption-l">Shop</span>
      <h1 className="govuk-heading-l">Discount codes</h1>
      <Table
        caption="Discount codes, newest first"
        captionSize="m"
        emptyText="There are no discount codes yet."
        columns={[
          { header: "Code" },
          { header: "Discount" },
          { header: "Valid" },
          { header: "Products" },
          { header: "Uses" },
          { header: "Per account" },
          { header: "Status" },
          { header: <span className="govuk-visually-hidden">Actions</span> },
        ]}
        rows={codes.map((c) => ({
          key: c.id,
          data: { "data-code": c.code },
          cells: [
            <span key="code">
              <strong>{c.code}</strong>
              {c.description ? (
                <span className="govuk-body-s govuk-!-display-block">{c.description}</span>
              ) : null}
            </span>,
            `${c.kind}: ${c.amount}`,
            c.validity,
            c.products,
            c.uses,
            c.perAccount,
            <Tag key="status" colour={c.status === "active" ? "green" : "grey"}>
              {c.statusLabel}
            </Tag>,
            c.canDisable ? (
              <Form key="disable" method="post" noValidate>
                <CsrfInput />
                <input type="hidden" name="intent" value="disable" />
                <input type="hidden" name="id" value={c.id} />
                <button
                  type="submit"
                  className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
                >
                  Disable<span className="govuk-visually-hidden"> {c.code}</span>
                </button>
              </Form>
            ) : (
              ""
            ),
          ],
        }))}
      />

      <h2 className="govuk-heading-m" id="new-code">
        Create a discount code
      </h2>
      <Form method="post" noValidate aria-labelledby="new-code">
        <CsrfInput />
        <input type="hidden" name="intent" value="create" />
        <TextField
          {...field("code")}
          label="Code"
          hint="3 to 40 letters and digits, without spaces. Customers may type it in any case."
          width="govuk-input--width-20"
          spellCheck={false}
        />
        <TextareaField {...field("description")} label="Description (optional)" rows={2} />
        <ChoiceField
          type="radio"
          name="kind"
          legend="Kind of discount"
          options={[
            { value: "percentage", label: "A percentage off" },
            { value: "fixed", label: "A fixed amount off" },
          ]}
          values={[kind]}
          errors={errors}
          constraints={CONSTRAINTS.kind}
        />
        <TextField
          {...field("percentage")}
          label="Percentage (for a percentage off)"
          hint="A whole number from 1 to 100"
          width="govuk-input--width-4"
        />
        <TextField
          {...field("fixedAmount")}
          label="Amount in pounds (for a fixed amount off)"
          hint="For example, 5 or 12.50"
          width="govuk-input--width-5"
        />
        <TextField
          {...field("validFrom")}
          label="Valid from (optional)"
          hint="From the start of this day, for example 01/04/2027"
          width="govuk-input--width-10"
        />
        <TextField
          {...field("validUntil")}
          label="Valid until (optional)"
          hint="To the end of this day, for example 30/04/2027"
          width="govuk-input--width-10"
        />
        <ChoiceField
          type="checkbox"
          name="productIds"
          legend="Products it applies to"
          hint="Tick none for every product."
          options={products}
          values={fieldList(values, "productIds")}
          errors={errors}
          small
        />
        <TextField
          {...field("maxUses")}
          label="Maximum uses in all (optional)"
          hint="Leave empty for no limit"
          width="govuk-input--width-5"
        />
        <TextField
          {...field("maxUsesPerAccount")}
          label="Maximum uses per account (optional)"
          hint="Leave empty for no limit"
          width="govuk-input--width-5"
        />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Create discount code
        </button>
      </Form>
    </>
  );
}
