/**
 * A question page's fields, drawn from its definition (web-form.ts): a fieldset per group, each field the
 * forms module's own control (a few choices as GOV.UK radios in their own fieldset, many as a select), labelled "(optional)" when its schema does not require it, an address group
 * with the address finder around its fields. Plain HTML controls: the page works without JavaScript.
 */
import {
  ChoiceField,
  type FieldErrors,
  SelectField,
  TextareaField,
  TextField,
} from "../../../components/forms/fields.tsx";
import type { InputConstraints } from "../../../lib/forms/html-constraints.ts";
import { errorFor, type FormValues, fieldValue } from "../../../lib/forms/parse-form.ts";
import { AddressFinderFields } from "../../addresses/address-finder-fields.tsx";
import type { FieldGroupSpec, FieldSpec } from "./web-form.ts";

function Field({
  field,
  values,
  errors,
  constraints,
}: {
  field: FieldSpec;
  values: FormValues;
  errors: FieldErrors;
  constraints: InputConstraints | undefined;
}) {
  const label = constraints?.required || field.required ? field.label : `${field.label} (optional)`;
  const common = {
    name: field.name,
    label,
    hint: field.hint,
    value: fieldValue(values, field.name),
    errors,
    constraints,
  };
  if (field.kind === "textarea") return <TextareaField {...common} rows={3} />;
  if (field.kind === "select")
    return <SelectField {...common} options={field.options ?? []} placeholder="Choose" />;
  if (field.kind === "radios")
    return (
      <ChoiceField
        type="radio"
        name={field.name}
        legend={label}
        hint={field.hint}
        options={field.options ?? []}
        values={[common.value]}
        errors={errors}
        constraints={constraints}
      />
    );
  return (
    <TextField
      {...common}
      width={field.kind === "date" ? "govuk-input--width-10" : (field.width ?? "")}
      autoComplete={field.autoComplete ?? "off"}
      spellCheck={field.kind === "text" ? undefined : false}
    />
  );
}

export function QuestionFields({
  groups,
  values,
  errors,
  constraints,
}: {
  groups: readonly FieldGroupSpec[];
  values: FormValues;
  errors: FieldErrors;
  constraints: Record<string, InputConstraints>;
}) {
  return groups.map((group, index) => {
    const fields = group.fields.map((field) => (
      <Field
        key={field.name}
        field={field}
        values={values}
        errors={errors}
        constraints={constraints[field.name]}
      />
    ));
    const finder = group.addressFinder;
    const hintId = `group-${index + 1}-hint`;
    return (
      <fieldset
        key={group.legend}
        className="govuk-fieldset govuk-!-margin-bottom-6"
        aria-describedby={group.hint ? hintId : undefined}
      >
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">{group.legend}</legend>
        {group.hint ? (
          <div className="govuk-hint" id={hintId}>
            {group.hint}
          </div>
        ) : null}
        {finder ? (
          <AddressFinderFields
            name={finder.name}
            fields={{
              line1: finder.line1,
              line2: finder.line2,
              city: finder.city,
              // The county is not asked: the finder's county is left out of the notice's address.
              county: `${finder.line1}-county-unused`,
              postcode: finder.postcode,
            }}
            open={group.fields.some(
              (f) => fieldValue(values, f.name) !== "" || errorFor(errors, f.name) !== undefined,
            )}
          >
            {fields}
          </AddressFinderFields>
        ) : (
          fields
        )}
      </fieldset>
    );
  });
}
