import { useState } from "react";
import { type FieldErrors, TextField } from "../../components/forms/fields.tsx";
import { PasswordCriteria, PasswordStrength } from "../../components/forms/password-strength.tsx";

/**
 * A new password and its confirmation (fields password and confirmPassword): the criteria, and with
 * JavaScript the strength of what is typed (the same rating the server applies). For changing, resetting
 * and choosing a password alike.
 */
export function NewPasswordFields({
  username,
  errors,
  passwordLabel = "New password",
}: {
  username: string;
  errors: FieldErrors;
  passwordLabel?: string;
}) {
  const [password, setPassword] = useState("");
  return (
    <>
      <PasswordCriteria id="password-criteria" />
      <TextField
        name="password"
        label={passwordLabel}
        type="password"
        hint="Between 7 and 20 characters, with lower-case and capital letters, a number and a symbol."
        onChange={setPassword}
        errors={errors}
        autoComplete="new-password"
        width="govuk-!-width-one-half"
      >
        <PasswordStrength password={password} username={username} />
      </TextField>
      <TextField
        name="confirmPassword"
        label={`Confirm ${passwordLabel.toLowerCase()}`}
        type="password"
        errors={errors}
        autoComplete="new-password"
        width="govuk-!-width-one-half"
      />
    </>
  );
}
