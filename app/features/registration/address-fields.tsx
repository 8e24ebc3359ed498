import { type FieldErrors, TextField } from "../../components/forms/fields.tsx";
import type { InputConstraints } from "../../lib/forms/html-constraints.ts";
import { type FormValues, fieldValue } from "../../lib/forms/parse-form.ts";

const PARTS = [
  { base: "addressLine1", label: "Address line 1", autoComplete: "address-line1", width: "" },
  { base: "addressLine2", label: "Address line 2 (optional)", autoComplete: "address-line2", width: "" },
  {
    base: "locality",
    label: "Town or city (optional)",
    autoComplete: "address-level2",
    width: "govuk-!-width-two-thirds",
  },
  {
    base: "county",
    label: "County (optional)",
    autoComplete: "address-level1",
    width: "govuk-!-width-two-thirds",
  },
  {
    base: "country",
    label: "Country (optional)",
    autoComplete: "country-name",
    width: "govuk-!-width-two-thirds",
  },
  {
    base: "postcode",
    label: "Postcode (optional)",
    autoComplete: "postal-code",
    width: "govuk-input--width-10",
  },
] as const;

function addressFieldName(prefix: string, base: string): string {
  return prefix ? `${prefix}${base[0]!.toUpperCase()}${base.slice(1)}` : base;
}

export function AddressFields({
  legend,
  prefix = "",
  values,
  errors,
  constraints,
}: {
  legend: string;
  prefix?: string;
  values: FormValues;
  errors: FieldErrors;
  /** The form's constraints by field name (html-constraints.ts). */
  constraints: Readonly<Record<string, InputConstraints>>;
}) {
  return (
    <fieldset className="govuk-fieldset govuk-!-margin-bottom-6">
      <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{legend}</legend>
      {PARTS.map((p) => {
        const name = addressFieldName(prefix, p.base);
        return (
          <TextField
            key={name}
            name={name}
            label={p.label}
            value={fieldValue(values, name)}
            errors={errors}
            constraints={constraints[name]}
            autoComplete={p.autoComplete}
            width={p.width}
          />
        );
      })}
    </fieldset>
  );
}
