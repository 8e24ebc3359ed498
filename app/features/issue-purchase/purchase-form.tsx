/**
 * The issue purchase form (spec §2, §3, §5): a quantity for each product bought against the issue, the
 * full name and honour a certificate bears. Checked in the browser with the action's own schema, so the
 * spec's messages show at once; the server checks again. The honour's 'Other' field is revealed when
 * 'Other' is chosen; without JavaScript it is always there, with a hint saying when it is used.
 */
import { useState } from "react";
import { Form } from "react-router";
import { bindFields } from "../../components/forms/bind-fields.ts";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { ErrorSummary, type FormProblem } from "../../components/forms/error-summary.tsx";
import { SelectField, TextField, useHydrated } from "../../components/forms/fields.tsx";
import { useFormValidation } from "../../components/forms/use-form-validation.ts";
import { formConstraints } from "../../lib/forms/html-constraints.ts";
import { errorFor, type FieldError, type FormValues, fieldValue } from "../../lib/forms/parse-form.ts";
import { formatPounds } from "../../lib/money.ts";
import { HONOURS, OTHER_HONOUR } from "./honours.ts";
import { PURCHASE_MESSAGES, PURCHASE_QUANTITIES, purchaseSchema, quantityField } from "./purchase-form.ts";

export interface PurchaseFormProduct {
  id: string;
  name: string;
  description: string;
  pricePence: number;
  needsName: boolean;
}

export interface PurchaseFormProps {
  edition: string;
  issueNumber: number;
  products: readonly PurchaseFormProduct[];
  errors: readonly FieldError[];
  values: FormValues | undefined;
  problem: FormProblem | null;
}

const HONOUR_OPTIONS = HONOURS.filter((h) => h.value !== "");
const NO_HONOUR = HONOURS.find((h) => h.value === "")?.label ?? "No honour";

export function PurchaseForm({
  edition,
  issueNumber,
  products,
  errors: serverErrors,
  values,
  problem,
}: PurchaseFormProps) {
  const schema = purchaseSchema(products);
  const { errors, onSubmit } = useFormValidation(schema, serverErrors);
  const hydrated = useHydrated();
  const [honour, setHonour] = useState(fieldValue(values, "honour"));
  const field = bindFields(values, errors, formConstraints(schema));
  const first = products[0];
  // 'Please select at least 1 product.' is about the whole group: shown once, above the selects.
  const groupError =
    first && errorFor(errors, quantityField(first.id)) === PURCHASE_MESSAGES.atLeastOneProduct;
  const showOther = !hydrated || honour === OTHER_HONOUR;

  return (
    <>
      <ErrorSummary errors={errors} problem={problem} />
      <Form method="post" noValidate onSubmit={onSubmit} className="app-purchase-form">
        <CsrfInput />
        <input type="hidden" name="edition" value={edition} />
        <input type="hidden" name="issue" value={issueNumber} />
        <div className={`govuk-form-group${groupError ? " govuk-form-group--error" : ""}`}>
          <fieldset
            className="govuk-fieldset"
            aria-describedby={groupError ? "products-error" : "products-hint"}
          >
            <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">
              <h2 className="govuk-fieldset__heading">What would you like to buy?</h2>
            </legend>
            <div id="products-hint" className="govuk-hint">
              Choose how many of each you would like. Prices include VAT.
            </div>
            {groupError ? (
              <p id="products-error" className="govuk-error-message">
                <span className="govuk-visually-hidden">Error:</span> {PURCHASE_MESSAGES.atLeastOneProduct}
              </p>
            ) : null}
            {products.map((product) => {
              const name = quantityField(product.id);
              const own = errorFor(errors, name);
              const error = own === PURCHASE_MESSAGES.atLeastOneProduct ? undefined : own;
              return (
                <div
                  key={product.id}
                  className={`govuk-form-group${error ? " govuk-form-group--error" : ""}`}
                >
                  <label className="govuk-label govuk-label--s" htmlFor={name}>
                    {product.name}, {formatPounds(product.pricePence)} each
                  </label>
                  <div id={`${name}-hint`} className="govuk-hint">
                    {product.description}
                  </div>
                  {error ? (
                    <p id={`${name}-error`} className="govuk-error-message">
                      <span className="govuk-visually-hidden">Error:</span> {error}
                    </p>
                  ) : null}
                  <select
                    className={`govuk-select${error ? " govuk-select--error" : ""}`}
                    id={name}
                    name={name}
                    defaultValue={fieldValue(values, name) || "0"}
                    aria-describedby={[`${name}-hint`, error ? `${name}-error` : null]
                      .filter(Boolean)
                      .join(" ")}
                  >
                    {PURCHASE_QUANTITIES.map((n) => (
                      <option key={n} value={String(n)}>
                        {n}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </fieldset>
        </div>

        <h2 className="govuk-heading-m">The name on a certificate</h2>
        <p className="govuk-body">Certificates bear the name of the person in the entry and their honour.</p>
        <TextField
          {...field("fullName")}
          label="Full name"
          hint="Needed when you order a certificate, as it is to be printed."
          autoComplete="off"
          width="govuk-!-width-two-thirds"
          spellCheck={false}
        />
        <SelectField
          {...field("honour")}
          label="Honour"
          hint="Printed after the name."
          placeholder={NO_HONOUR}
          options={HONOUR_OPTIONS}
          onChange={setHonour}
        />
        {showOther ? (
          <TextField
            {...field("honourOther")}
            label="Other honour"
            hint={hydrated ? undefined : "Only if you chose Other above: the honour as it is to be printed."}
            width="govuk-!-width-one-half"
          />
        ) : null}
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Add to basket
        </button>
      </Form>
    </>
  );
}
