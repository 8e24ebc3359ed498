import { data, Form } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../components/forms/fields.tsx";
import { BackLink } from "../../components/ui/back-link.tsx";
import { appContext } from "../../context.ts";
import { requireCapability } from "../../features/accounts/require-user.server.ts";
import { checkDecision } from "../../features/approvals/approval-decision.ts";
import {
  alreadyDecided,
  decideCreditApplication,
  getCreditApplication,
} from "../../features/approvals/approvals-service.server.ts";
import { DecisionFields, SummaryList } from "../../features/approvals/decision-fields.tsx";
import { CREDIT_FIELD_LABELS } from "../../features/companies/company-schema.ts";
import { redirectWithFlash } from "../../features/flash/flash.server.ts";
import { MyGazetteLayout } from "../../features/my-gazette/my-gazette-layout.tsx";
import { formRefusal, notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/credit-application-decision";

async function load(context: Route.LoaderArgs["context"], request: Request, idParam: string) {
  requireCapability(context, request, "decide-approvals");
  const id = /^[1-9][0-9]{0,8}$/.test(idParam) ? Number(idParam) : null;
  const application = id ? await getCreditApplication(context.get(appContext).db, id) : null;
  if (!application) notFound();
  return application;
}

/** `/admin/approvals/credit-applications/{id}`: open a credit account (pay by account) or decline. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const application = await load(context, request, params.id);
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
  const application = await load(context, request, params.id);
  const { db, siteUrl, secureCookies } = context.get(appContext);
  const input: Record<string, string> = {};
  for (const [key, value] of await request.formData())
    if (typeof value === "string" && key !== "_csrf") input[key] = value;
  const checked = checkDecision("credit-application", input);
  if (!checked.ok) return data({ errors: checked.errors, values: input }, { status: 400 });
  if ((await decideCreditApplication(db, application.id, checked.decision, siteUrl)) === "already-decided")
    return formRefusal(alreadyDecided(), "decision", input);
  const done = checked.decision.outcome === "approve" ? "approved" : "declined";
  return redirectWithFlash("/admin/approvals", `The credit application has been ${done}.`, {
    secure: secureCookies,
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Credit application decision - The Gazette" }];

export default function CreditDecisionPage({ loaderData, actionData }: Route.ComponentProps) {
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <MyGazetteLayout>
      <BackLink backUrl="/admin/approvals" />
      <ErrorSummary errors={errors} order={["decision", "declineReason"]} />
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
    </MyGazetteLayout>
  );
}
