import { data, Form, href, Link, redirect } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { WarningText } from "../../../components/ui/warning-text.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { sendNoticeToPayment } from "../../../features/baskets/notice-basket.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { draftInHand, finishDraft, reviewDraft } from "../../../features/placement/draft-service.server.ts";
import { noticeFeeInForce } from "../../../features/placement/notice-fee-service.server.ts";
import { feeSentence, noticeFeeView } from "../../../features/placement/notice-fee-view.ts";
import type { NoticePaymentRoute } from "../../../features/placement/notice-payment-service.server.ts";
import { editionName } from "../../../features/publications/edition-names.ts";
import { getEdition } from "../../../features/publications/editions.ts";
import { isDomainError } from "../../../lib/domain-errors.ts";
import type { Route } from "./+types/draft-preview";

export const meta: Route.MetaFunction = () => [
  { title: "Preview your notice - Place a notice - My Gazette - The Gazette" },
];

/**
 * `/my-gazette/draft/{n}/preview`: the notice exactly as it will be published (the same XHTML its public
 * page will show), its fee, and "Add to basket", which finishes the draft and puts the notice in the
 * basket, all in one transaction (then the checkout); an account that need not pay sends it straight to
 * approval. A draft with answers still to put right goes back to "Check your answers".
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const { db } = context.get(appContext);
  const review = await reviewDraft(db, await draftInHand(db, user, Number(params.id)));
  if (review.problems.length)
    throw redirect(href("/my-gazette/draft/:id/check-answers", { id: String(review.id) }));
  const fee = await noticeFeeInForce(db, review.code, review.editionId);
  return { ...review, fee: fee ? noticeFeeView(fee) : null };
}

export async function action({ context, params }: Route.ActionArgs) {
  const user = signedInUser(context);
  const { db, secureCookies } = context.get(appContext);
  const hand = await draftInHand(db, user, Number(params.id));
  // Where the notice went (the basket, or straight to approval), decided in finishing's transaction.
  let route: NoticePaymentRoute = "basket";
  try {
    await finishDraft(db, user, hand, async (tx, id) => {
      route = await sendNoticeToPayment(tx, user, id);
    });
  } catch (error) {
    // The workflow's reason for refusing (documents missing, a court injunction): said on this page, whose
    // notice is still a draft, rather than on an error page.
    if (isDomainError(error) && error.code === "invalid-input")
      return data({ problem: error.message }, { status: 400 });
    throw error;
  }
  return route === "basket"
    ? redirectWithFlash(
        href("/checkout"),
        `Notice ${hand.draft.id} is in your basket: pay for it to send it to the Gazette.`,
        {
          secure: secureCookies,
        },
      )
    : redirectWithFlash(
        href("/my-gazette/pending"),
        `Notice ${hand.draft.id} has been sent to the Gazette for approval.`,
        {
          secure: secureCookies,
        },
      );
}

export default function PreviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, code, typeName, editionId, notice, fee, warnings } = loaderData;
  const home = href("/my-gazette/draft/:id", { id: String(id) });
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Link className="govuk-back-link" to={`${home}/check-answers`}>
          Back to your answers
        </Link>
        <ErrorSummary errors={[]} problem={actionData ? { message: actionData.problem } : null} />
        <span className="govuk-caption-l">
          {typeName} ({code})
        </span>
        <h1 className="govuk-heading-l">Preview your notice</h1>
        {warnings.map((warning) => (
          <WarningText key={warning}>{warning}</WarningText>
        ))}
        <p className="govuk-body">
          This is the notice as it will be published in{" "}
          {getEdition(editionId)?.name ?? editionName(editionId)}.
        </p>
        <article className="app-notice-preview" aria-labelledby="notice-title" id="notice-preview">
          <h2 className="govuk-heading-m" id="notice-title">
            {notice.title}
          </h2>
          <div className="app-notice-body" dangerouslySetInnerHTML={{ __html: notice.bodyHtml }} />
        </article>
        {fee ? (
          <p className="govuk-body" id="notice-fee">
            Fee: {feeSentence(fee)}
          </p>
        ) : null}
        <Form method="post">
          <CsrfInput />
          <button type="submit" className="govuk-button" data-module="govuk-button">
            Add to basket
          </button>
        </Form>
      </div>
    </div>
  );
}
