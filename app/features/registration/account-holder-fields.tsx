/**
 * The person who registers (an individual, or the organisation's administrator): title, name, contact,
 * password with its strength meter and help, and the terms. Same rules for both (registration-schema.ts).
 */
import { type ReactNode, useState } from "react";
import { CheckboxField, SelectField, TextField, useHydrated } from "../../components/forms/fields.tsx";
import { PasswordCriteria, PasswordStrength } from "../../components/forms/password-strength.tsx";
import { TITLES } from "./registration-options.ts";

const TITLE_OPTIONS = TITLES.map((t) => ({ value: t, label: t }));

export const ACCOUNT_HOLDER_FIELDS = ["title", "firstName", "lastName", "email", "telephone"] as const;
export const PASSWORD_AND_TERMS_FIELDS = ["password", "password-confirm", "terms"] as const;

export function AccountHolderFields({
  values,
  errors,
  address,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Fields shown between the contact details and the password (an individual's address). */
  address?: ReactNode;
}) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState(values.email ?? "");
  const [password, setPassword] = useState("");
  return (
    <>
      <SelectField
        name="title"
        label="Title"
        value={values.title}
        error={errors.title}
        options={TITLE_OPTIONS}
      />
      <TextField
        name="firstName"
        label="First name"
        value={values.firstName}
        error={errors.firstName}
        autoComplete="given-name"
        width="govuk-!-width-two-thirds"
        spellCheck={false}
      />
      <TextField
        name="lastName"
        label="Last name"
        value={values.lastName}
        error={errors.lastName}
        autoComplete="family-name"
        width="govuk-!-width-two-thirds"
        spellCheck={false}
      />
      <TextField
        name="email"
        type="email"
        label="Email address"
        hint="We will send you a link to confirm it."
        value={values.email}
        error={errors.email}
        autoComplete="email"
        spellCheck={false}
        onChange={setEmail}
      />
      <TextField
        name="telephone"
        type="tel"
        label="Telephone (optional)"
        hint="Digits and spaces, for example 020 7946 0000 or +44 20 7946 0000"
        value={values.telephone}
        error={errors.telephone}
        autoComplete="tel"
        width="govuk-input--width-20"
      />
      {address}
      <TextField
        name="password"
        type="password"
        label="Password"
        hint="Your password must be strong. Use the help below for the criteria."
        error={errors.password}
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
        error={errors["password-confirm"]}
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
        checked={values.terms !== undefined && values.terms !== ""}
        error={errors.terms}
      />
    </>
  );
}
