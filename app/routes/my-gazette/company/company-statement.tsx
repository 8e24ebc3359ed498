import { data, Form, href } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { BackLink } from "../../../components/ui/back-link.tsx";
import { appContext } from "../../../context.ts";
import { getMyCompany, proposeStatement } from "../../../features/companies/company-admin-service.server.ts";
import { companyAdmin } from "../../../features/companies/company-guard.server.ts";
import { StatementEditor } from "../../../features/companies/statement-editor.tsx";
import { sanitiseStatement, statementSchema } from "../../../features/companies/statement-rules.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { type FieldError, fieldValue, parseForm } from "../../../lib/forms/parse-form.ts";
import { notFound } from "../../../lib/http.server.ts";
import type { Route } from "./+types/company-statement";

/** `/my-gazette/company/statement`: a new statement, shown once an account admin approves it. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = companyAdmin(context);
  const company = await getMyCompany(context.get(appContext).db, user.organisationId);
  if (!company) notFound();
  return { statement: company.profile.statement ?? "", pending: company.pendingStatement };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = companyAdmin(context);
  const { db, secureCookies } = context.get(appContext);
  const parsed = parseForm(statementSchema, await request.formData());
  if (!parsed.ok) {
    // Shown again as the rules left it: only the allowed HTML ever goes back into the editor.
    const statement = sanitiseStatement(fieldValue(parsed.values, "statement").slice(0, 20_000));
    return data({ errors: parsed.errors, statement }, { status: 400 });
  }
  await proposeStatement(db, user, parsed.data.statement);
  return redirectWithFlash(
    href("/my-gazette/company"),
    "Your new company statement has been sent for approval.",
    {
      secure: secureCookies,
    },
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Company statement - The Gazette" }];

export default function CompanyStatementPage({ loaderData, actionData }: Route.ComponentProps) {
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  return (
    <>
      <BackLink backUrl={href("/my-gazette/company")} />
      <ErrorSummary errors={errors} />
      <h1 className="govuk-heading-l">Company statement</h1>
      <p className="govuk-body">
        A new statement is shown with your notices once an account admin approves it.
      </p>
      {loaderData.pending ? (
        <p className="govuk-inset-text">An earlier statement is still waiting for approval.</p>
      ) : null}
      <Form method="post" noValidate className="app-statement-form">
        <CsrfInput />
        <StatementEditor
          key={actionData?.statement ?? "saved"}
          value={actionData?.statement ?? loaderData.statement}
          errors={errors}
        />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Send for approval
        </button>
      </Form>
    </>
  );
}
