import { data, Form, href } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { CheckboxField, TextField } from "../../components/forms/fields.tsx";
import { BackLink } from "../../components/ui/back-link.tsx";
import { appContext } from "../../context.ts";
import { signedInUser } from "../../features/accounts/area-guard.server.ts";
import {
  type ApprovalKind,
  DIRECTOR_FIELDS,
  DIRECTOR_OPTIONAL_FIELDS,
  decisionSchema,
} from "../../features/approvals/approval-decision.ts";
import {
  alreadyDecided,
  decideApproval,
  getApproval,
} from "../../features/approvals/approvals-service.server.ts";
import { DecisionFields, SummaryList } from "../../features/approvals/decision-fields.tsx";
import { sanitiseStatement } from "../../features/companies/statement-rules.ts";
import { redirectWithFlash } from "../../features/flash/flash.server.ts";
import {
  organisationPaymentSetting,
  setPaymentNotRequired,
} from "../../features/placement/notice-payment-service.server.ts";
import {
  PAYMENT_NOT_REQUIRED_INTENT,
  PAYMENT_NOT_REQUIRED_MESSAGES,
  paymentNotRequiredSchema,
} from "../../features/placement/payment-not-required.ts";
import { organisationCapacityLabels } from "../../features/placement/placing-capacity-service.server.ts";
import { isDomainError } from "../../lib/domain-errors.ts";
import { type FieldError, type FormValues, fieldValue, parseForm } from "../../lib/forms/parse-form.ts";
import { formRefusal, notFound } from "../../lib/http.server.ts";
import { parseId } from "../../lib/ids.ts";
import type { Route } from "./+types/approval-decision";

const KINDS: readonly ApprovalKind[] = ["organisation", "director-claim", "customisation"];

const DIRECTOR_LABELS: Record<string, string> = {
  directorName: "Director's full name",
  companyNumber: "Company number",
  addressLine1: "Address line 1",
  addressLine2: "Address line 2 (optional)",
  locality: "Town or city",
  county: "County (optional)",
  postcode: "Postcode",
  country: "Country (optional)",
};

async function load(context: Route.LoaderArgs["context"], idParam: string) {
  const admin = signedInUser(context);
  const id = parseId(idParam);
  const found = id ? await getApproval(context.get(appContext).db, id) : null;
  if (!found || !KINDS.includes(found.request.kind as ApprovalKind)) notFound();
  return { admin, ...found, kind: found.request.kind as ApprovalKind };
}

/** `/admin/approvals/{id}`: approve or decline a company account, a director claim or a customisation. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { request: approval, organisation, kind } = await load(context, params.id);
  const payload = approval.payload;
  const text = (key: string) => (typeof payload[key] === "string" ? (payload[key] as string) : "");
  // Staff judge an organisation by what it says it is, the capacities it places notices in included.
  const capacities = organisation
    ? await organisationCapacityLabels(context.get(appContext).db, organisation.id)
    : [];
  const payment =
    kind === "organisation" && organisation
      ? await organisationPaymentSetting(context.get(appContext).db, organisation.id)
      : null;
  return {
    capacities,
    payment,
    id: approval.id,
    kind,
    status: approval.status,
    decisionMessage: approval.decisionMessage,
    organisation,
    claimant: { name: approval.userName, email: approval.userEmail },
    statementHtml:
      kind === "customisation" && "statement" in payload ? sanitiseStatement(text("statement")) : null,
    logoImageId: typeof payload.logoImageId === "number" ? payload.logoImageId : null,
    director: Object.fromEntries([...DIRECTOR_FIELDS, ...DIRECTOR_OPTIONAL_FIELDS].map((f) => [f, text(f)])),
  };
}

/**
 * The "payment not required" form (issue 12 point 6), posted to this page beside the decision: marks or
 * unmarks the organisation, refused with the reason for one that is not public sector.
 */
async function paymentAction(
  context: Route.ActionArgs["context"],
  admin: ReturnType<typeof signedInUser>,
  organisationId: number,
  form: FormData,
  backTo: string,
) {
  const { db, secureCookies } = context.get(appContext);
  const parsed = parseForm(paymentNotRequiredSchema, form);
  const marked = parsed.ok && parsed.data.paymentNotRequired;
  try {
    await setPaymentNotRequired(db, admin, organisationId, marked);
  } catch (error) {
    if (isDomainError(error) && error.code === "invalid-input")
      return formRefusal(error, "paymentNotRequired", {});
    throw error;
  }
  const message = marked ? PAYMENT_NOT_REQUIRED_MESSAGES.marked : PAYMENT_NOT_REQUIRED_MESSAGES.unmarked;
  return redirectWithFlash(backTo, message, { secure: secureCookies });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { admin, request: approval, kind, organisation } = await load(context, params.id);
  const { db, siteUrl, secureCookies } = context.get(appContext);
  const form = await request.formData();
  if (form.get("intent") === PAYMENT_NOT_REQUIRED_INTENT) {
    if (kind !== "organisation" || !organisation) notFound();
    const backTo = href("/admin/approvals/:id", { id: String(approval.id) });
    return paymentAction(context, admin, organisation.id, form, backTo);
  }
  const parsed = parseForm(decisionSchema(kind), form);
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const outcome = await decideApproval(db, admin, approval, parsed.data, siteUrl);
  if (outcome === "already-decided") return formRefusal(alreadyDecided(), "decision", parsed.values);
  const done = parsed.data.outcome === "approve" ? "approved" : "declined";
  return redirectWithFlash(href("/admin/approvals"), `The request has been ${done}.`, {
    secure: secureCookies,
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Approval decision - The Gazette" }];

const TITLES: Record<ApprovalKind, string> = {
  organisation: "Company account",
  "director-claim": "Director claim",
  customisation: "Company customisation",
  "credit-application": "Credit application",
};

export default function ApprovalDecisionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, organisation, claimant, director } = loaderData;
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  const values: FormValues = actionData?.values ?? director;
  const address = organisation
    ? [
        organisation.addressLine1,
        organisation.addressLine2,
        organisation.locality,
        organisation.county,
        organisation.postcode,
        organisation.country,
      ]
        .filter(Boolean)
        .join(", ")
    : null;
  return (
    <>
      <BackLink backUrl={href("/admin/approvals")} />
      <ErrorSummary errors={errors} />
      <h1 className="govuk-heading-l">
        {TITLES[kind]}:{" "}
        {kind === "director-claim" ? director.directorName || claimant.name : organisation?.name}
      </h1>
      {kind === "organisation" && organisation ? (
        <SummaryList
          rows={[
            ["Organisation", organisation.name],
            ["Business type", organisation.businessType],
            ["Organisation structure", organisation.organisationStructure],
            ["Registration number", organisation.registrationNumber ?? organisation.noRegistrationReason],
            ["Regulatory body", organisation.regulatoryBody],
            ["Membership number", organisation.membershipNumber],
            ["Placing capacities", loaderData.capacities.join(", ") || "None chosen yet"],
            ["Website", organisation.website],
            ["Address", address],
            ["Telephone", organisation.telephone],
            ["Account owner", organisation.ownerName],
            ["Account owner's email", organisation.ownerEmail],
          ]}
        />
      ) : null}
      {kind === "director-claim" ? (
        <SummaryList
          rows={[
            ["Claimed by", claimant.name],
            ["Email", claimant.email],
            ["Organisation", organisation?.name],
          ]}
        />
      ) : null}
      {kind === "customisation" ? (
        <>
          <SummaryList
            rows={[
              ["Organisation", organisation?.name],
              ["Requested by", claimant.name],
            ]}
          />
          {loaderData.statementHtml !== null ? (
            <>
              <h2 className="govuk-heading-m">Proposed company statement</h2>
              {loaderData.statementHtml ? (
                // Sanitised to paragraphs, bold, italic and http(s) links by sanitiseStatement.
                <div
                  className="app-company-statement"
                  dangerouslySetInnerHTML={{ __html: loaderData.statementHtml }}
                />
              ) : (
                <p className="govuk-body">No statement (the current one is removed).</p>
              )}
            </>
          ) : null}
          {loaderData.logoImageId ? (
            <>
              <h2 className="govuk-heading-m">Proposed company logo</h2>
              <img
                className="app-company-logo"
                src={href("/my-gazette/company/images/:id", { id: String(loaderData.logoImageId) })}
                alt={`Proposed logo of ${organisation?.name ?? "the company"}`}
              />
            </>
          ) : null}
        </>
      ) : null}

      {loaderData.payment ? (
        <PaymentNotRequiredForm
          setting={loaderData.payment}
          errors={actionData?.errors?.filter((e) => e.field === "paymentNotRequired") ?? []}
        />
      ) : null}

      {loaderData.status !== "pending" ? (
        <div className="govuk-inset-text">
          This request has been {loaderData.status}.
          {loaderData.decisionMessage ? ` Message: ${loaderData.decisionMessage}` : null}
        </div>
      ) : (
        <Form method="post" noValidate className="app-decision-form">
          <CsrfInput />
          <DecisionFields
            values={values}
            errors={errors}
            messageField={kind === "customisation" ? "approvalMessage" : "declineReason"}
          >
            {kind === "organisation" ? (
              <fieldset className="govuk-fieldset">
                <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">
                  Checks before approving
                </legend>
                <CheckboxField
                  value="on"
                  name="verifyCompanyTypes"
                  label="I have checked the company type and registration details"
                  checked={fieldValue(values, "verifyCompanyTypes") === "on"}
                  errors={errors}
                />
                <CheckboxField
                  value="on"
                  name="verifyEmail"
                  label="I have checked the account owner's email address"
                  checked={fieldValue(values, "verifyEmail") === "on"}
                  errors={errors}
                />
              </fieldset>
            ) : null}
            {kind === "director-claim" ? (
              <fieldset className="govuk-fieldset">
                <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">
                  Director's details (needed to approve)
                </legend>
                {[...DIRECTOR_FIELDS, ...DIRECTOR_OPTIONAL_FIELDS].map((field) => (
                  <TextField
                    width="govuk-!-width-two-thirds"
                    key={field}
                    name={field}
                    label={DIRECTOR_LABELS[field] ?? field}
                    value={fieldValue(values, field)}
                    errors={errors}
                    autoComplete="off"
                  />
                ))}
              </fieldset>
            ) : null}
          </DecisionFields>
          <button type="submit" className="govuk-button" data-module="govuk-button">
            Save decision
          </button>
        </Form>
      )}
    </>
  );
}

/**
 * Staff mark a public-sector organisation "payment not required" (its notices skip payment). Offered only
 * to public-sector organisations; one that is not is told why.
 */
function PaymentNotRequiredForm({
  setting,
  errors,
}: {
  setting: { paymentNotRequired: boolean; publicSector: boolean };
  errors: readonly FieldError[];
}) {
  return (
    <section aria-labelledby="payment-not-required-heading" className="govuk-!-margin-bottom-6">
      <h2 className="govuk-heading-m" id="payment-not-required-heading">
        Paying for notices
      </h2>
      {setting.publicSector || setting.paymentNotRequired ? (
        <Form method="post" noValidate>
          <CsrfInput />
          <input type="hidden" name="intent" value={PAYMENT_NOT_REQUIRED_INTENT} />
          <CheckboxField
            // Re-mounted when the saved setting changes, so the box shows what was saved.
            key={String(setting.paymentNotRequired)}
            value="on"
            name="paymentNotRequired"
            label="Payment not required"
            hint="A public-sector organisation's notices skip payment and go straight to approval."
            checked={setting.paymentNotRequired}
            errors={errors}
          />
          <button type="submit" className="govuk-button govuk-button--secondary" data-module="govuk-button">
            Save payment setting
          </button>
        </Form>
      ) : (
        <p className="govuk-body">{PAYMENT_NOT_REQUIRED_MESSAGES.notPublicSector}</p>
      )}
    </section>
  );
}
