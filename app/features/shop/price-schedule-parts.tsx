/**
 * Staff's parts of prices that change by adding a row from a moment on (price-schedule.ts), shared by the
 * product prices and the notice fees: the table of prices over time, and the fields of a new price — the
 * amount in pounds including VAT, "when", and the date and time for a later price, read with the same
 * schema (`priceForm`).
 */
import type { BoundField } from "../../components/forms/bind-fields.ts";
import { ChoiceField, type FieldErrors, TextField } from "../../components/forms/fields.tsx";
import { Table } from "../../components/ui/table.tsx";
import type { InputConstraints } from "../../lib/forms/html-constraints.ts";
import type { PriceRow } from "./price-schedule.ts";

/** The prices, the latest to begin first, each with its state (in force, scheduled, replaced). */
export function PriceScheduleTable({
  caption,
  priceHeader,
  emptyText,
  rows,
}: {
  caption: string;
  priceHeader: string;
  emptyText: string;
  rows: readonly PriceRow[];
}) {
  return (
    <Table
      caption={caption}
      captionSize="m"
      emptyText={emptyText}
      columns={[{ header: priceHeader, numeric: true }, { header: "From" }, { header: "State" }]}
      rows={rows.map((p) => ({ key: p.id, cells: [p.price, p.from, p.state] }))}
    />
  );
}

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
