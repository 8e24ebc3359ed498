import { data, Form, href, Link } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { ChoiceField } from "../../../components/forms/fields.tsx";
import { BackLink } from "../../../components/ui/back-link.tsx";
import { appContext } from "../../../context.ts";
import {
  canPayByAccount,
  changePaymentMethod,
  getMyCompany,
} from "../../../features/companies/company-admin-service.server.ts";
import { companyAdmin } from "../../../features/companies/company-guard.server.ts";
import { paymentSchema } from "../../../features/companies/company-schema.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { TEAM_FLASH } from "../../../features/team/team-messages.ts";
import { formConstraints } from "../../../lib/forms/html-constraints.ts";
import { type FieldError, parseForm } from "../../../lib/forms/parse-form.ts";
import { notFound } from "../../../lib/http.server.ts";
import type { Route } from "./+types/company-payment";

const CONSTRAINTS = formConstraints(paymentSchema);

const NO_CREDIT = "To pay by account your organisation needs an approved credit application.";

/** `/my-gazette/company/payment` (spec §7 'Adjust-payment link: GET; HTML'): card, or account with credit. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = companyAdmin(context);
  const { db } = context.get(appContext);
  const company = await getMyCompany(db, user.organisationId);
  if (!company) notFound();
  return {
    current: company.profile.paymentMethod,
    accountAllowed: await canPayByAccount(db, user.organisationId),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = companyAdmin(context);
  const { db, secureCookies } = context.get(appContext);
  const parsed = parseForm(paymentSchema, await request.formData());
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  const result = await changePaymentMethod(db, user.organisationId, parsed.data.paymentMethod);
  if (!result.ok) return data({ errors: [{ field: "paymentMethod", message: NO_CREDIT }] }, { status: 400 });
  return redirectWithFlash(href("/my-gazette/company"), TEAM_FLASH.saved, { secure: secureCookies });
}

export const meta: Route.MetaFunction = () => [{ title: "Adjust payment - The Gazette" }];

export default function AdjustPaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  const options = [
    { value: "card", label: "Card", hint: "Pay by debit or credit card for each order." },
    ...(loaderData.accountAllowed
      ? [{ value: "account", label: "Account", hint: "We invoice your organisation monthly." }]
      : []),
  ];
  return (
    <>
      <BackLink backUrl={href("/my-gazette/company")} />
      <ErrorSummary errors={errors} />
      <h1 className="govuk-heading-l">Adjust payment</h1>
      {loaderData.accountAllowed ? null : (
        <p className="govuk-body">
          {NO_CREDIT}{" "}
          <Link className="govuk-link" to={href("/my-gazette/company/credit-application")}>
            Apply for a credit account
          </Link>
          .
        </p>
      )}
      <Form method="post" noValidate>
        <CsrfInput />
        <ChoiceField
          type="radio"
          name="paymentMethod"
          legend="How does your organisation pay?"
          options={options}
          values={[loaderData.current]}
          errors={errors}
          constraints={CONSTRAINTS.paymentMethod}
        />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Save payment method
        </button>
      </Form>
    </>
  );
}
