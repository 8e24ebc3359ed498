/**
 * The court injunction form's fields (spec §2: date-from, date-to, register title list), for recording
 * one and for changing one: the company number, the register title (its empty first option is refused),
 * the start and end dates as dd/mm/yyyy with a hint rather than a placeholder (GOV.UK: hints stay
 * visible; a placeholder sent as a value is cleared on the server, injunction-form.ts), and the court
 * order. The constraints come from the schema the action reads with.
 */
import { FileField, SelectField, TextField } from "../../components/forms/fields.tsx";
import { REGISTER_TITLES } from "../../db/schema/injunctions-values.ts";
import { formConstraints } from "../../lib/forms/html-constraints.ts";
import { type FieldError, type FormValues, fieldValue } from "../../lib/forms/parse-form.ts";
import { injunctionForm } from "./injunction-form.ts";

const TITLE_OPTIONS = REGISTER_TITLES.map((title) => ({ value: title, label: title }));

export function InjunctionFields({
  values,
  errors,
  recording,
  currentOrder,
}: {
  values: FormValues | undefined;
  errors: readonly FieldError[];
  recording: boolean;
  /** When changing: the court order kept unless another is chosen. */
  currentOrder?: string;
}) {
  const constraints = formConstraints(injunctionForm("2000-01-01", { recording }));
  const date = (name: "injunctionStartDate" | "injunctionEndDate", label: string, example: string) => (
    <TextField
      name={name}
      label={label}
      hint={`For example, ${example}`}
      value={fieldValue(values, name)}
      errors={errors}
      width="govuk-input--width-10"
      autoComplete="off"
    />
  );
  return (
    <>
      <TextField
        name="companyNumber"
        label="Company number"
        hint="The number on the company register, for example 01234567 or SC123456"
        value={fieldValue(values, "companyNumber")}
        errors={errors}
        constraints={constraints.companyNumber}
        width="govuk-input--width-10"
        autoComplete="off"
        spellCheck={false}
      />
      <SelectField
        name="registerTitle"
        label="Register title"
        value={fieldValue(values, "registerTitle")}
        errors={errors}
        constraints={constraints.registerTitle}
        options={TITLE_OPTIONS}
        placeholder="Select a register"
      />
      {date("injunctionStartDate", "Injunction start date", "01/12/2026")}
      {date("injunctionEndDate", "Injunction end date", "31/12/2026")}
      <FileField
        name="courtOrder"
        label={recording ? "Court order" : "Replace the court order (optional)"}
        hint={
          currentOrder
            ? `The court order kept now is ${currentOrder}. A PDF, Word or OpenDocument file, or an image, smaller than 25MB.`
            : "A PDF, Word or OpenDocument file, or an image, smaller than 25MB."
        }
        errors={errors}
        constraints={constraints.courtOrder}
      />
    </>
  );
}
