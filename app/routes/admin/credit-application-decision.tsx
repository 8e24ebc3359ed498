import { data, Form, href } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { BackLink } from "../../components/ui/back-link.tsx";
import { appContext } from "../../context.ts";
import { decisionSchema } from "../../features/approvals/approval-decision.ts";
import {
  alreadyDecided,
  decideCreditApplication,
  getCreditApplication,
} from "../../features/approvals/approvals-service.server.ts";
import { DecisionFields, SummaryList } from "../../features/approvals/decision-fields.tsx";
import { CREDIT_FIELD_LABELS } from "../../features/companies/company-schema.ts";
import { redirectWithFlash } from "../../features/flash/flash.server.ts";
import { type FieldError, parseForm } from "../../lib/forms/parse-form.ts";
import { formRefusal, notFound } from "../../lib/http.server.ts";
import { parseId } from "../../lib/ids.ts";
import type { Route } from "./+types/credit-application-decision";

async function load(context: Route.LoaderArgs["context"], idParam: string) {
  const id = parseId(idParam);
  const application = id ? await getCreditApplication(context.get(appContext).db, id) : null;
  if (!application) notFound();
  return application;
}

/** `/admin/approvals/credit-applications/{id}`: open a credit account (pay by account) or decline. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const application = await load(context, params.id);
  return {
    organisationName: application.organisationName,
    status: application.status,
    rows: Object.entries(CREDIT_FIELD_LABELS).map(
      ([field, label]) => [label, application.details[field] ?? ""] as const,
    ),
    applicant: `${application.userName ?? ""} (${application.userEmail ?? ""})`,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const application = await load(context, params.id);
  const { db, siteUrl, secureCookies } = context.get(appContext);
  const parsed = parseForm(decisionSchema("credit-application"), await request.formData());
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  if ((await decideCreditApplication(db, application.id, parsed.data, siteUrl)) === "already-decided")
    return formRefusal(alreadyDecided(), "decision", parsed.values);
  const done = parsed.data.outcome === "approve" ? "approved" : "declined";
  return redirectWithFlash(href("/admin/approvals"), `The credit application has been ${done}.`, {
    secure: secureCookies,
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Credit application decision - The Gazette" }];

export default function CreditDecisionPage({ loaderData, actionData }: Route.ComponentProps) {
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  return (
    <>
      <BackLink backUrl={href("/admin/approvals")} />
      <ErrorSummary errors={errors} />
      <h1 className="govuk-heading-l">Credit application: {loaderData.organisationName}</h1>
      <SummaryList rows={[["Applicant", loaderData.applicant], ...loaderData.rows]} />
      {loaderData.status !== "pending" ? (
        <div className="govuk-inset-text">This application has been {loaderData.status}.</div>
      ) : (
        <Form method="post" noValidate>
          <CsrfInput />
          <DecisionFields values={actionData?.values ?? {}} errors={errors} messageField="declineReason" />
          <button type="submit" className="govuk-button" data-module="govuk-button">
            Save decision
          </button>
        </Form>
      )}
    </>
  );
}
