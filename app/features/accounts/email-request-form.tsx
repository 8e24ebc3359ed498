import { Form } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { TextField } from "../../components/forms/fields.tsx";
import { formConstraints } from "../../lib/forms/html-constraints.ts";
import { emailRequestSchema } from "./email-request-schema.ts";

const CONSTRAINTS = formConstraints(emailRequestSchema);

/** A form of one e-mail address field that asks for a link by e-mail (unlock, forgotten password). */
export function EmailRequestForm({
  email,
  error,
  submitLabel,
  label = "Email address",
}: {
  email: string;
  error?: string;
  submitLabel: string;
  label?: string;
}) {
  const errors = error ? [{ field: "email", message: error }] : [];
  return (
    <>
      <ErrorSummary errors={errors} />
      <Form method="post" noValidate>
        <CsrfInput />
        <TextField
          name="email"
          label={label}
          type="email"
          value={email}
          errors={errors}
          constraints={CONSTRAINTS.email}
          autoComplete="email"
          width="govuk-!-width-two-thirds"
        />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          {submitLabel}
        </button>
      </Form>
    </>
  );
}

/** The same answer whether or not the address has an account. */
export function EmailSentPanel({ message }: { message: string }) {
  return (
    <div className="govuk-inset-text" role="status">
      {message}
    </div>
  );
}
