import { TextField } from "../../components/forms/fields.tsx";

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

/** The field names of an address: addressLine1… or, with a prefix, e.g. correspondenceAddressLine1… */
export function addressFieldNames(prefix = ""): string[] {
  return PARTS.map((p) => addressFieldName(prefix, p.base));
}

function addressFieldName(prefix: string, base: string): string {
  return prefix ? `${prefix}${base[0]!.toUpperCase()}${base.slice(1)}` : base;
}

export function AddressFields({
  legend,
  prefix = "",
  values,
  errors,
}: {
  legend: string;
  prefix?: string;
  values: Record<string, string>;
  errors: Record<string, string>;
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
            value={values[name]}
            error={errors[name]}
            autoComplete={p.autoComplete}
            width={p.width}
          />
        );
      })}
    </fieldset>
  );
}
