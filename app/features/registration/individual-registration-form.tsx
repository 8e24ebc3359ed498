import { Form } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../components/forms/fields.tsx";
import {
  ACCOUNT_HOLDER_FIELDS,
  AccountHolderFields,
  PASSWORD_AND_TERMS_FIELDS,
} from "./account-holder-fields.tsx";
import { AddressFields, addressFieldNames } from "./address-fields.tsx";
import { individualRegistrationSchema } from "./registration-schema.ts";
import { useRegistrationValidation } from "./use-registration-validation.ts";

const FIELD_ORDER = [...ACCOUNT_HOLDER_FIELDS, ...addressFieldNames(), ...PASSWORD_AND_TERMS_FIELDS];

export function IndividualRegistrationForm({
  values,
  errors: serverErrors,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const { errors, onSubmit } = useRegistrationValidation(individualRegistrationSchema, serverErrors);
  return (
    <>
      <ErrorSummary errors={errors} order={FIELD_ORDER} />
      <Form
        method="post"
        action="/register/individual"
        noValidate
        onSubmit={onSubmit}
        aria-label="Register as an individual"
      >
        <CsrfInput />
        <AccountHolderFields
          values={values}
          errors={errors}
          address={<AddressFields legend="Your address" values={values} errors={errors} />}
        />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Register
        </button>
      </Form>
    </>
  );
}
