/**
 * The company finder form: a plain GET form to `/service/company-finder`, which is all a browser without
 * JavaScript needs. With JavaScript the same zod schema as the server's checks the fields before sending,
 * so a mistake is shown at once, with the same words, and a valid search loads without a full page load.
 */
import { Form, href } from "react-router";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { TextField } from "../../components/forms/fields.tsx";
import { useFormValidation } from "../../components/forms/use-form-validation.ts";
import { type FieldError, type FormValues, fieldValue } from "../../lib/forms/parse-form.ts";
import { companyFinderSchema } from "./company-finder-schema.ts";

export const COMPANY_FINDER_PATH = href("/service/company-finder");

// No `maxlength` from the schema here: a name pasted longer than the limit is told the limit rather than
// cut short without a word, since the cut name would find other companies.
const FIELDS = [
  {
    name: "companyname",
    label: "Company name",
    hint: "Words can be in any order, and the start of a word is enough.",
    width: "govuk-!-width-two-thirds",
    autoComplete: "organization",
  },
  {
    name: "companynumber",
    label: "Company number",
    hint: "For example, 99123456 or SC991234. The start of the number is enough.",
    width: "govuk-input--width-10",
    autoComplete: "off",
  },
] as const;

export function CompanyFinderForm({
  values,
  errors: serverErrors,
}: {
  values: FormValues;
  errors: readonly FieldError[];
}) {
  // Errors found in the browser replace the server's until the next search is sent.
  const { errors, onSubmit } = useFormValidation(companyFinderSchema, serverErrors);
  return (
    <>
      <ErrorSummary errors={errors} />
      <Form method="get" action={COMPANY_FINDER_PATH} onSubmit={onSubmit} aria-label="Company finder">
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            name={f.name}
            label={f.label}
            labelSize="s"
            hint={f.hint}
            value={fieldValue(values, f.name)}
            errors={errors}
            width={f.width}
            autoComplete={f.autoComplete}
            spellCheck={false}
          />
        ))}
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Search
        </button>
      </Form>
    </>
  );
}
