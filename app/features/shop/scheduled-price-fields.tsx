/**
 * The fields of a price that takes effect now or from a moment to come (price-schedule.ts): the amount
 * in pounds including VAT, "when", and the date and time for a later price. Shared by staff's product
 * prices and notice fees, which read them with the same schema (`priceForm`).
 */
import type { BoundField } from "../../components/forms/bind-fields.ts";
import { ChoiceField, type FieldErrors, TextField } from "../../components/forms/fields.tsx";
import type { InputConstraints } from "../../lib/forms/html-constraints.ts";

type PriceFieldName = "price" | "when" | "effectiveDate" | "effectiveTime";

export function ScheduledPriceFields({
  field,
  errors,
  whenConstraints,
  priceLabel,
}: {
  field: (name: PriceFieldName) => BoundField;
  errors: FieldErrors;
  whenConstraints: InputConstraints | undefined;
  priceLabel: string;
}) {
  return (
    <>
      <TextField {...field("price")} label={priceLabel} width="govuk-input--width-5" />
      <ChoiceField
        type="radio"
        name="when"
        legend="When it takes effect"
        options={[
          { value: "now", label: "Now" },
          { value: "later", label: "From a date and time (UK time)" },
        ]}
        values={[field("when").value || "now"]}
        errors={errors}
        constraints={whenConstraints}
      />
      <TextField
        {...field("effectiveDate")}
        label="Date (for a later price)"
        hint="For example, 01/07/2027"
        width="govuk-input--width-10"
      />
      <TextField
        {...field("effectiveTime")}
        label="Time (for a later price)"
        hint="24-hour clock, for example 09:00"
        width="govuk-input--width-5"
      />
    </>
  );
}
