import { data, Form, href } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { TextareaField } from "../../../components/forms/fields.tsx";
import { BackLink } from "../../../components/ui/back-link.tsx";
import { SummaryList } from "../../../components/ui/summary-list.tsx";
import { Tag } from "../../../components/ui/tag.tsx";
import { WarningText } from "../../../components/ui/warning-text.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { rejectSchema, withdrawSchema } from "../../../features/moderation/moderation-forms.ts";
import {
  approveNotice,
  MODERATION_MESSAGES,
  noticeForDecision,
  rejectNotice,
  withdrawNoticePermanently,
} from "../../../features/moderation/moderation-service.server.ts";
import { ProofResponses } from "../../../features/moderation/proof-responses.tsx";
import { proofResponsesForStaff } from "../../../features/moderation/proof-service.server.ts";
import { NOTICE_STATUS_LABELS } from "../../../features/my-notices/my-notice-lists.ts";
import { documentDownloadPath } from "../../../features/notice-documents/notice-documents-paths.ts";
import { noticeDocumentsForStaff } from "../../../features/notice-documents/notice-documents-service.server.ts";
import { UPLOAD_TYPE_LABELS } from "../../../features/placement/placing-capacities.ts";
import { describePublicationMoment } from "../../../features/placement/publication-date.ts";
import { formatDateTime, formatLongDate } from "../../../lib/dates.ts";
import { isDomainError } from "../../../lib/domain-errors.ts";
import { type FieldError, type FormValues, fieldValue, parseForm } from "../../../lib/forms/parse-form.ts";
import { formRefusal, notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/moderation-notice";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `${loaderData.decision.notice.title} - ` : ""}Moderation - The Gazette` },
];

/**
 * `/admin/notices/{id}`: one notice for staff — its preview, supporting documents, the company-register
 * check, the placer's answers to the proof and, while it awaits approval, the service level; then
 * "Approve" (approved and scheduled at once) or "Reject" with a reason (e-mailed to the placer). A
 * published notice is withdrawn permanently here, with a reason.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) notFound();
  const user = signedInUser(context);
  const { db } = context.get(appContext);
  const decision = await noticeForDecision(db, user, id);
  const [documents, responses] = await Promise.all([
    noticeDocumentsForStaff(db, user, id),
    proofResponsesForStaff(db, user, id),
  ]);
  return { decision, documents, responses };
}

const INTENTS = ["approve", "reject", "withdraw"] as const;

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = parseId(params.id);
  if (id === null) notFound();
  const user = signedInUser(context);
  const { db, siteUrl, secureCookies } = context.get(appContext);
  const form = await request.formData();
  const intent = INTENTS.find((i) => i === form.get("intent"));
  if (!intent)
    return data(
      { errors: [{ field: "intent", message: "Choose what to do with the notice." }], values: {} },
      { status: 400 },
    );
  const parsed =
    intent === "approve" ? null : parseForm(intent === "reject" ? rejectSchema : withdrawSchema, form);
  if (parsed && !parsed.ok)
    return data({ errors: parsed.errors, values: { ...parsed.values, intent } }, { status: 400 });
  const reason = parsed?.ok ? parsed.data.reason : "";
  try {
    if (intent === "approve") await approveNotice(db, user, id);
    else if (intent === "reject") await rejectNotice(db, user, id, reason, siteUrl);
    else await withdrawNoticePermanently(db, user, id, reason);
  } catch (error) {
    if (isDomainError(error) && (error.code === "conflict" || error.code === "invalid-input"))
      return formRefusal(error, intent === "approve" ? "intent" : "reason", { reason, intent });
    throw error;
  }
  if (intent === "withdraw")
    return redirectWithFlash(
      href("/admin/notices/:id", { id: String(id) }),
      MODERATION_MESSAGES.withdrawn(id),
      {
        secure: secureCookies,
      },
    );
  const done = intent === "approve" ? MODERATION_MESSAGES.approved(id) : MODERATION_MESSAGES.rejected(id);
  return redirectWithFlash(href("/admin/notices"), done, { secure: secureCookies });
}

const sentence = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

function ReasonForm({
  intent,
  label,
  button,
  errors,
  values,
}: {
  intent: "reject" | "withdraw";
  label: string;
  button: string;
  errors: readonly FieldError[];
  values: FormValues;
}) {
  const mine = values.intent === intent;
  return (
    <Form method="post" noValidate className={`app-moderation-${intent}`}>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <TextareaField
        name="reason"
        label={label}
        hint="The placer is told this reason."
        errors={mine ? errors : []}
        value={mine ? fieldValue(values, "reason") : ""}
      />
      <button type="submit" className="govuk-button govuk-button--warning" data-module="govuk-button">
        {button}
      </button>
    </Form>
  );
}

export default function ModerationNoticePage({ loaderData, actionData }: Route.ComponentProps) {
  const { decision, documents, responses } = loaderData;
  const { notice, sla } = decision;
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  const values: FormValues = actionData?.values ?? {};
  const id = String(notice.id);
  return (
    <>
      <BackLink backUrl={href("/admin/notices")} />
      <ErrorSummary errors={errors} />
      <span className="govuk-caption-l">Notice {notice.id}</span>
      <h1 className="govuk-heading-l">{notice.title}</h1>
      {decision.companyWarnings.map((warning) => (
        <WarningText key={warning}>{warning}</WarningText>
      ))}
      <SummaryList
        className="app-moderation-summary"
        rows={[
          { key: "Status", value: NOTICE_STATUS_LABELS[notice.status] },
          { key: "Notice type", value: `${notice.noticeTypeName} (${notice.noticeCode})` },
          { key: "Edition", value: notice.editionName },
          { key: "Version", value: String(notice.version) },
          {
            key: "Placed by",
            value: [notice.organisationName, notice.placerName].filter(Boolean).join(", ") || "Unknown",
          },
          ...(notice.submittedAt ? [{ key: "Submitted", value: formatDateTime(notice.submittedAt) }] : []),
          {
            key: "Publication date",
            value: notice.earliestPublicationAt
              ? describePublicationMoment(new Date(notice.earliestPublicationAt))
              : "The next issue",
          },
          ...(notice.publishedAt ? [{ key: "Published", value: formatLongDate(notice.publishedAt) }] : []),
          ...(sla
            ? [
                {
                  key: "Waiting",
                  value: (
                    <>
                      {sla.age}{" "}
                      {sla.overdue ? (
                        <Tag colour="red">Overdue</Tag>
                      ) : (
                        `(due by ${formatLongDate(sla.dueOn)})`
                      )}
                    </>
                  ),
                },
              ]
            : []),
          {
            key: "Company register",
            value: notice.companyNumber
              ? decision.companyWarnings.length
                ? `${notice.companyNumber}: not on the register`
                : `${notice.companyNumber}: on the register`
              : "No company named",
          },
        ]}
      />
      <h2 className="govuk-heading-m">Preview</h2>
      <article className="app-notice-preview" aria-labelledby="preview-title" id="notice-preview">
        <h3 className="govuk-heading-s" id="preview-title">
          {notice.title}
        </h3>
        <div className="app-notice-body" dangerouslySetInnerHTML={{ __html: notice.bodyHtml }} />
      </article>
      <p className="govuk-body">
        <a className="govuk-link" href={href("/my-gazette/notices/:id/proof", { id })}>
          The proof (HTML)
        </a>{" "}
        ·{" "}
        <a className="govuk-link" href={href("/my-gazette/notices/:id/proof.pdf", { id })}>
          The proof (PDF)
        </a>
      </p>
      <h2 className="govuk-heading-m">Supporting documents</h2>
      {documents.length ? (
        <ul className="govuk-list" id="moderation-documents">
          {documents.map((d) => (
            <li key={d.id}>
              <a className="govuk-link" href={documentDownloadPath(notice.id, d.id)}>
                {d.fileName}
              </a>{" "}
              ({sentence(UPLOAD_TYPE_LABELS[d.uploadType])})
            </li>
          ))}
        </ul>
      ) : (
        <p className="govuk-body">No supporting documents.</p>
      )}
      <h2 className="govuk-heading-m">The placer's answers to the proof</h2>
      <ProofResponses responses={responses} empty="The placer has not answered the proof." />
      {decision.mayDecide ? (
        <>
          <h2 className="govuk-heading-m">Decision</h2>
          <Form method="post" className="app-moderation-approve">
            <CsrfInput />
            <input type="hidden" name="intent" value="approve" />
            <button type="submit" className="govuk-button" data-module="govuk-button" id="intent">
              Approve and schedule
            </button>
          </Form>
          <ReasonForm
            intent="reject"
            label="Reason for rejecting"
            button="Reject notice"
            errors={errors}
            values={values}
          />
        </>
      ) : null}
      {decision.mayWithdraw ? (
        <>
          <h2 className="govuk-heading-m">Withdraw permanently</h2>
          <p className="govuk-body">
            The notice stays at its address as a record that it was withdrawn, with the reason; its text is
            removed.
          </p>
          <ReasonForm
            intent="withdraw"
            label="Reason for withdrawing"
            button="Withdraw notice permanently"
            errors={errors}
            values={values}
          />
        </>
      ) : null}
    </>
  );
}
