import { data, Form, href } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { TextField } from "../../components/forms/fields.tsx";
import { appContext } from "../../context.ts";
import {
  limitRegistrationAttempts,
  REGISTRATION_LIMITS,
} from "../../features/registration/registration-limits.server.ts";
import { resendConfirmationSchema } from "../../features/registration/registration-schema.ts";
import { resendConfirmation } from "../../features/registration/registration-service.server.ts";
import { formConstraints } from "../../lib/forms/html-constraints.ts";
import { type FieldError, type FormValues, fieldValue, parseForm } from "../../lib/forms/parse-form.ts";
import type { Route } from "./+types/register-resend-confirmation";

const CONSTRAINTS = formConstraints(resendConfirmationSchema);

/** `/register/resend-confirmation`: a fresh link for an unconfirmed account; the answer is always the same. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(resendConfirmationSchema, await request.formData());
  if (!parsed.ok) return data({ sent: false, values: parsed.values, errors: parsed.errors }, { status: 400 });
  await limitRegistrationAttempts(context, REGISTRATION_LIMITS.resendPerAddress);
  const { db, siteUrl } = context.get(appContext);
  await resendConfirmation(db, parsed.data.email, { siteUrl });
  return { sent: true, values: {} as FormValues, errors: [] as FieldError[] };
}

export const meta: Route.MetaFunction = () => [{ title: "Get a new confirmation link - The Gazette" }];

export default function ResendConfirmationPage({ actionData }: Route.ComponentProps) {
  if (actionData?.sent) {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <h1 className="govuk-heading-l">Check your email</h1>
          <p className="govuk-body">
            If that address belongs to an account that is waiting for confirmation, we have sent it a new
            link. Links sent earlier no longer work.
          </p>
        </div>
      </div>
    );
  }
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  const values: FormValues = actionData?.values ?? {};
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ErrorSummary errors={errors} />
        <h1 className="govuk-heading-l">Get a new confirmation link</h1>
        <p className="govuk-body">
          Enter the email address you registered with and we will send you a new link.
        </p>
        <Form method="post" action={href("/register/resend-confirmation")} noValidate>
          <CsrfInput />
          <TextField
            name="email"
            type="email"
            label="Email address"
            value={fieldValue(values, "email")}
            errors={errors}
            constraints={CONSTRAINTS.email}
            autoComplete="email"
            spellCheck={false}
          />
          <button type="submit" className="govuk-button" data-module="govuk-button">
            Send a new link
          </button>
        </Form>
      </div>
    </div>
  );
}
