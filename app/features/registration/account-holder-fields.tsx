/**
 * The person who registers (an individual, or the organisation's administrator): title, name, contact,
 * password with its strength meter and help, and the terms. Same rules for both (registration-schema.ts).
 */

import { type ReactNode, useState } from "react";
import { bindFields } from "../../components/forms/bind-fields.ts";
import {
  CheckboxField,
  type FieldErrors,
  SelectField,
  TextField,
  useHydrated,
} from "../../components/forms/fields.tsx";
import { PasswordCriteria, PasswordStrength } from "../../components/forms/password-strength.tsx";
import { TITLE_OPTIONS } from "../../lib/forms/field-schemas.ts";
import { formConstraints } from "../../lib/forms/html-constraints.ts";
import { type FormValues, fieldValue } from "../../lib/forms/parse-form.ts";
import { individualRegistrationSchema } from "./registration-schema.ts";

// The account holder's fields are the same in both registration forms.
const CONSTRAINTS = formConstraints(individualRegistrationSchema);

export function AccountHolderFields({
  values,
  errors,
  address,
}: {
  values: FormValues;
  errors: FieldErrors;
  /** Fields shown between the contact details and the password (an individual's address). */
  address?: ReactNode;
}) {
  const hydrated = useHydrated();
  const field = bindFields(values, errors, CONSTRAINTS);
  const [email, setEmail] = useState(fieldValue(values, "email"));
  const [password, setPassword] = useState("");
  return (
    <>
      <SelectField {...field("title")} label="Title" options={TITLE_OPTIONS} />
      <TextField
        {...field("firstName")}
        label="First name"
        autoComplete="given-name"
        width="govuk-!-width-two-thirds"
        spellCheck={false}
      />
      <TextField
        {...field("lastName")}
        label="Last name"
        autoComplete="family-name"
        width="govuk-!-width-two-thirds"
        spellCheck={false}
      />
      <TextField
        {...field("email")}
        type="email"
        label="Email address"
        hint="We will send you a link to confirm it."
        autoComplete="email"
        spellCheck={false}
        onChange={setEmail}
      />
      <TextField
        {...field("telephone")}
        type="tel"
        label="Telephone (optional)"
        hint="Digits and spaces, for example 020 7946 0000 or +44 20 7946 0000"
        autoComplete="tel"
        width="govuk-input--width-20"
      />
      {address}
      <TextField
        name="password"
        type="password"
        label="Password"
        hint="Your password must be strong. Use the help below for the criteria."
        errors={errors}
        constraints={CONSTRAINTS.password}
        autoComplete="new-password"
        width="govuk-input--width-20"
        onChange={setPassword}
      />
      {hydrated ? <PasswordStrength password={password} username={email} /> : null}
      <PasswordCriteria summary="Help with your password" className="govuk-!-margin-top-4" />
      <TextField
        name="password-confirm"
        type="password"
        label="Repeat your password"
        errors={errors}
        constraints={CONSTRAINTS["password-confirm"]}
        autoComplete="new-password"
        width="govuk-input--width-20"
      />
      <CheckboxField
        name="terms"
        label="I accept the terms and conditions"
        hint={
          <a className="govuk-link" href="/help/terms" target="_blank" rel="noopener">
            Read the terms and conditions (opens in new tab)
          </a>
        }
        checked={fieldValue(values, "terms") !== ""}
        errors={errors}
        constraints={CONSTRAINTS.terms}
      />
    </>
  );
}
