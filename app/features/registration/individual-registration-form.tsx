import { Form, href } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import type { FieldErrors } from "../../components/forms/fields.tsx";
import { useFormValidation } from "../../components/forms/use-form-validation.ts";
import { formConstraints } from "../../lib/forms/html-constraints.ts";
import type { FormValues } from "../../lib/forms/parse-form.ts";
import { AccountHolderFields } from "./account-holder-fields.tsx";
import { AddressFields } from "./address-fields.tsx";
import { individualRegistrationSchema } from "./registration-schema.ts";

const CONSTRAINTS = formConstraints(individualRegistrationSchema);

export function IndividualRegistrationForm({
  values,
  errors: serverErrors,
}: {
  values: FormValues;
  errors: FieldErrors;
}) {
  const { errors, onSubmit } = useFormValidation(individualRegistrationSchema, serverErrors);
  return (
    <>
      <ErrorSummary errors={errors} />
      <Form
        method="post"
        action={href("/register/individual")}
        noValidate
        onSubmit={onSubmit}
        aria-label="Register as an individual"
      >
        <CsrfInput />
        <AccountHolderFields
          values={values}
          errors={errors}
          address={
            <AddressFields legend="Your address" values={values} errors={errors} constraints={CONSTRAINTS} />
          }
        />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Register
        </button>
      </Form>
    </>
  );
}
