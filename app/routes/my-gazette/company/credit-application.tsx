import { data, Form, href } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { CheckboxField, TextareaField, TextField } from "../../../components/forms/fields.tsx";
import { BackLink } from "../../../components/ui/back-link.tsx";
import { appContext } from "../../../context.ts";
import { submitCreditApplication } from "../../../features/approvals/approvals-service.server.ts";
import { companyAdmin } from "../../../features/companies/company-guard.server.ts";
import { CREDIT_FIELD_LABELS, creditApplicationSchema } from "../../../features/companies/company-schema.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { formConstraints } from "../../../lib/forms/html-constraints.ts";
import { type FieldError, fieldValue, parseForm } from "../../../lib/forms/parse-form.ts";
import type { Route } from "./+types/credit-application";

const CONSTRAINTS = formConstraints(creditApplicationSchema);

/** A second application changes nothing; the company is told why, as My company shows it. */
const CREDIT_APPLICATION_MESSAGES = {
  submitted: "Your credit application has been sent.",
  "already-pending": "Your credit application is already waiting for a decision.",
  "already-approved": "Your organisation has a credit account.",
} as const;

/** `/my-gazette/company/credit-application`: apply to pay by account; the account admins decide. */
export function loader() {
  // Nothing to load, but a loader makes client-side navigations ask the server, whose guard decides.
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = companyAdmin(context);
  const { db, siteUrl, secureCookies } = context.get(appContext);
  const parsed = parseForm(creditApplicationSchema, await request.formData());
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const { terms: _terms, ...details } = parsed.data;
  const result = await submitCreditApplication(db, user, details, siteUrl);
  return redirectWithFlash(href("/my-gazette/company"), CREDIT_APPLICATION_MESSAGES[result.outcome], {
    secure: secureCookies,
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Credit application - The Gazette" }];

export default function CreditApplicationPage({ actionData }: Route.ComponentProps) {
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  const values = actionData?.values;
  const field = (name: keyof typeof CREDIT_FIELD_LABELS, type: "text" | "email" | "tel" = "text") => (
    <TextField
      width="govuk-!-width-two-thirds"
      name={name}
      label={CREDIT_FIELD_LABELS[name]}
      type={type}
      value={fieldValue(values, name)}
      errors={errors}
      constraints={CONSTRAINTS[name]}
    />
  );
  return (
    <>
      <BackLink backUrl={href("/my-gazette/company")} />
      <ErrorSummary errors={errors} />
      <h1 className="govuk-heading-l">Credit application</h1>
      <p className="govuk-body">With a credit account your organisation can pay by invoice.</p>
      <Form method="post" noValidate>
        <CsrfInput />
        {field("tradingName")}
        {field("registrationNumber")}
        {field("contactName")}
        {field("contactEmail", "email")}
        {field("contactTelephone", "tel")}
        <TextareaField
          name="billingAddress"
          label={CREDIT_FIELD_LABELS.billingAddress}
          value={fieldValue(values, "billingAddress")}
          errors={errors}
          constraints={CONSTRAINTS.billingAddress}
        />
        {field("monthlySpend")}
        <CheckboxField
          value="on"
          name="terms"
          label="I accept the terms and conditions of credit accounts"
          checked={fieldValue(values, "terms") === "on"}
          errors={errors}
          constraints={CONSTRAINTS.terms}
        />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Send application
        </button>
      </Form>
    </>
  );
}
