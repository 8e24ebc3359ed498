import { data, Link, redirect } from "react-router";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { useTimeInputReverts } from "../../../components/forms/time-input-reverts.ts";
import { SummaryList } from "../../../components/ui/summary-list.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { proofCommentSchema } from "../../../features/moderation/moderation-forms.ts";
import { ProofSection } from "../../../features/moderation/proof-section.tsx";
import {
  correctRejectedNotice,
  PROOF_MESSAGES,
  proofPanel,
  respondToProof,
} from "../../../features/moderation/proof-service.server.ts";
import {
  listOfStatus,
  MY_NOTICE_LIST_TITLES,
  NOTICE_STATUS_LABELS,
  noticeRowActions,
} from "../../../features/my-notices/my-notice-lists.ts";
import { findMyNoticeToActOn, mayAct } from "../../../features/my-notices/my-notices-service.server.ts";
import { NoticeChangeLink, NoticeToast } from "../../../features/my-notices/notice-change-link.tsx";
import { NoticeDateChangeLink } from "../../../features/my-notices/notice-date-change-link.tsx";
import { noticeDates } from "../../../features/my-notices/notice-dates-service.server.ts";
import { describePublicationMoment } from "../../../features/placement/publication-date.ts";
import { formatLongDate } from "../../../lib/dates.ts";
import { isDomainError } from "../../../lib/domain-errors.ts";
import { parseForm } from "../../../lib/forms/parse-form.ts";
import { formRefusal, notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/my-notice";

/**
 * `/my-gazette/notices/{id}`: the placer's page of a notice after its draft (spec §2 "Notice awaiting
 * page"): where it stands, the notice as it will be published (its sanitised body), its earliest
 * publication date with 'Change publication date', and a deceased-estates notice's claims deadline with
 * 'Change claim date' (both modals with JavaScript, pages without), while they may change. A draft's page
 * is its task list; another account's notice is a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) notFound();
  const user = signedInUser(context);
  const { db } = context.get(appContext);
  const view = await noticeDates(db, user, id, new Date());
  if (view.notice.status === "draft") throw redirect(`/my-gazette/draft/${id}`);
  const { notice } = view;
  return {
    proof: await proofPanel(db, user, id),
    id: notice.id,
    title: notice.title,
    status: notice.status,
    noticeType: `${notice.noticeTypeName} (${notice.noticeCode})`,
    editionName: view.editionName,
    bodyHtml: notice.bodyHtml,
    earliestPublicationAt: notice.earliestPublicationAt,
    submittedAt: notice.submittedAt,
    publishedAt: notice.publishedAt,
    claimDeadline: view.claimDeadline,
    mayChange: view.mayChange,
    mayWithdraw: noticeRowActions(notice.status).withdraw && mayAct(user, notice),
  };
}

const PROOF_INTENTS = ["comment", "accept", "correct"] as const;

/**
 * The proof's answers (ADR 021): a comment for staff, the acceptance of the proof, or a rejected notice
 * taken back to draft to correct it (then its task list).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = parseId(params.id);
  if (id === null) notFound();
  const user = signedInUser(context);
  const { db, secureCookies } = context.get(appContext);
  // Who first: another account's notice is a 404 whatever the form says.
  await findMyNoticeToActOn(db, user, id);
  const form = await request.formData();
  const intent = PROOF_INTENTS.find((i) => i === form.get("intent"));
  if (!intent) notFound();
  const parsed = intent === "comment" ? parseForm(proofCommentSchema, form) : null;
  if (parsed && !parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const comment = parsed?.ok ? parsed.data.comment : "";
  try {
    if (intent === "correct") {
      await correctRejectedNotice(db, user, id);
      return redirect(`/my-gazette/draft/${id}`);
    }
    await respondToProof(
      db,
      user,
      id,
      intent === "comment" ? { kind: "comment", text: comment } : { kind: "accepted" },
    );
  } catch (error) {
    if (isDomainError(error) && error.code === "conflict")
      return formRefusal(error, intent === "comment" ? "comment" : "accept-proof", { comment });
    throw error;
  }
  const done = intent === "comment" ? PROOF_MESSAGES.commented : PROOF_MESSAGES.accepted;
  return redirectWithFlash(`/my-gazette/notices/${id}`, done, { secure: secureCookies });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `${loaderData.title} - ` : ""}My Gazette - The Gazette` },
];

export default function MyNoticePage({ loaderData: n, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? [];
  useTimeInputReverts();
  const list = listOfStatus(n.status);
  const publication = n.earliestPublicationAt
    ? describePublicationMoment(new Date(n.earliestPublicationAt))
    : "Not set";
  return (
    <>
      <Link className="govuk-back-link" to={`/my-gazette/${list}`}>
        {MY_NOTICE_LIST_TITLES[list]}
      </Link>
      <ErrorSummary errors={errors} />
      <NoticeToast />
      <span className="govuk-caption-l">Notice {n.id}</span>
      <h1 className="govuk-heading-l">{n.title}</h1>
      <SummaryList
        className="app-my-notice"
        rows={[
          { key: "Status", value: NOTICE_STATUS_LABELS[n.status] },
          { key: "Notice type", value: n.noticeType },
          { key: "Edition", value: n.editionName },
          ...(n.submittedAt ? [{ key: "Submitted", value: formatLongDate(n.submittedAt) }] : []),
          ...(n.publishedAt ? [{ key: "Published", value: formatLongDate(n.publishedAt) }] : []),
          {
            key: "Earliest publication",
            value: (
              <>
                <span data-notice-date="publication-date">{publication}</span>
                {n.mayChange ? (
                  <>
                    <br />
                    <NoticeDateChangeLink change="publication-date" noticeId={n.id} />
                  </>
                ) : null}
              </>
            ),
          },
          ...(n.claimDeadline !== null
            ? [
                {
                  key: "Claims deadline",
                  value: (
                    <>
                      <span data-notice-date="claim-date">
                        {n.claimDeadline ? formatLongDate(n.claimDeadline) : "Not set"}
                      </span>
                      {n.mayChange ? (
                        <>
                          <br />
                          <NoticeDateChangeLink change="claim-date" noticeId={n.id} />
                        </>
                      ) : null}
                    </>
                  ),
                },
              ]
            : []),
        ]}
      />
      {n.mayWithdraw ? (
        <p className="govuk-body">
          <NoticeChangeLink change="withdraw" notice={n} />
        </p>
      ) : null}
      {n.proof ? (
        <ProofSection
          noticeId={n.id}
          proof={n.proof}
          errors={errors}
          comment={typeof actionData?.values?.comment === "string" ? actionData.values.comment : ""}
        />
      ) : null}
      <h2 className="govuk-heading-m">
        {n.status === "published" ? "The notice as published" : "The notice as it will be published"}
      </h2>
      <div className="app-notice-body" dangerouslySetInnerHTML={{ __html: n.bodyHtml }} />
    </>
  );
}
