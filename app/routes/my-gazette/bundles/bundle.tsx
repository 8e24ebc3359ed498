import { Form, Link } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { Table } from "../../../components/ui/table.tsx";
import { Tag } from "../../../components/ui/tag.tsx";
import { WarningText } from "../../../components/ui/warning-text.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { readMethod } from "../../../features/baskets/basket-forms.ts";
import { duplicateMessage } from "../../../features/bundles/bundle-duplicates.ts";
import {
  BUNDLES_PATH,
  bundlePath,
  bundleStatusPath,
  isFinished,
  validationReportPath,
} from "../../../features/bundles/bundle-representations.ts";
import { bundleView, deleteBundle } from "../../../features/bundles/bundle-service.server.ts";
import { BundleToggle } from "../../../features/bundles/bundle-toggle.tsx";
import {
  BUNDLE_STATUS_LABELS,
  bundleAnswerWanted,
  ITEM_STATUS_LABELS,
} from "../../../features/bundles/bundle-view.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { formatDateTime } from "../../../lib/dates.ts";
import { isDomainError } from "../../../lib/domain-errors.ts";
import type { Route } from "./+types/bundle";
import { bundleDataAnswer } from "./bundle-answer.server.ts";
import { bundleIdOf } from "./bundle-status-answer.server.ts";

/**
 * `/my-gazette/bundle/{id}` (placement-api.md step 4): the bundle's notices in the file's order — type,
 * reference, valid or invalid with the problems and a link to the validation report and the draft to put
 * them right, duplicates flagged with the notice they repeat — each with its include/exclude toggle; the
 * included valid notices to the basket; deleting the bundle with its drafts (`DELETE`, or POST with
 * `_method=delete`); a link to the preview of the notices as they will print. JSON, or an Atom feed of the
 * notices, for a client asking for it.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Bundle ${loaderData?.bundle.id ?? ""} - My Gazette - The Gazette` },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  return bundleView(db, signedInUser(context), bundleIdOf(params));
}

/**
 * A client asking for JSON or Atom/XML is answered here, before the page (a loader's thrown Response
 * would be drawn as the error page on a document request).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context, params }, next) => {
    const page = request.method !== "GET" || new URL(request.url).pathname.endsWith(".data");
    const format = page ? null : bundleAnswerWanted(request);
    if (!format) return next();
    try {
      return await bundleDataAnswer(context, bundleIdOf(params), format);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return new Response(error.message, {
        status: error.status,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
  },
];

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, secureCookies } = context.get(appContext);
  const id = bundleIdOf(params);
  const method = request.method === "DELETE" ? "DELETE" : readMethod(await request.formData());
  if (method !== "DELETE") return new Response("Bad request", { status: 400 });
  await deleteBundle(db, signedInUser(context), id);
  if (request.method === "DELETE") return new Response(null, { status: 204 });
  return redirectWithFlash(BUNDLES_PATH, `Bundle ${id} and its drafts have been deleted.`, {
    secure: secureCookies,
  });
}

export default function BundlePage({ loaderData }: Route.ComponentProps) {
  const { bundle, items, readyCount } = loaderData;
  const duplicates = items.filter((item) => item.duplicateOf !== null).length;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <Link className="govuk-back-link" to={BUNDLES_PATH}>
          Back to your bundles
        </Link>
        <span className="govuk-caption-l">{bundle.fileName ?? "Sent by API"}</span>
        <h1 className="govuk-heading-l">Bundle {bundle.id}</h1>
        <dl className="govuk-summary-list">
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">Status</dt>
            <dd className="govuk-summary-list__value" id="bundle-status">
              {BUNDLE_STATUS_LABELS[bundle.status]}
              {isFinished(bundle) ? null : (
                <>
                  {" "}
                  (
                  <Link className="govuk-link" to={bundleStatusPath(bundle.id)}>
                    follow the processing
                  </Link>
                  )
                </>
              )}
            </dd>
          </div>
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">Sent</dt>
            <dd className="govuk-summary-list__value">{formatDateTime(bundle.createdAt)}</dd>
          </div>
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">Notices</dt>
            <dd className="govuk-summary-list__value" id="bundle-counts">
              {bundle.processedCount} of {bundle.totalCount} processed, {bundle.errorCount} with problems
            </dd>
          </div>
        </dl>
        {duplicates > 0 ? (
          <WarningText>
            {`${duplicates} ${duplicates === 1 ? "notice repeats" : "notices repeat"} an earlier notice of this bundle. They are left out of your basket unless you add them.`}
          </WarningText>
        ) : null}
        <Table
          caption="Notices in this bundle"
          captionSize="m"
          emptyText="This bundle holds no notices."
          columns={[
            { header: "No.", numeric: true },
            { header: "Notice" },
            { header: "Checked" },
            { header: "Problems" },
            { header: "In basket" },
          ]}
          rows={items.map((item) => ({
            key: item.position,
            id: `notice-${item.position}`,
            data: { "data-position": item.position },
            cells: [
              item.position,
              <>
                {item.noticeId !== null && item.noticeStatus === "draft" ? (
                  <Link className="govuk-link" to={`/my-gazette/draft/${item.noticeId}`}>
                    Notice {item.noticeId}
                  </Link>
                ) : item.noticeId !== null ? (
                  `Notice ${item.noticeId}`
                ) : (
                  "Not made"
                )}
                <br />
                <span className="govuk-body-s">
                  {item.typeName} ({item.noticeCode}){item.reference ? `, reference ${item.reference}` : ""}
                </span>
              </>,
              <Tag
                key="status"
                colour={item.status === "valid" ? "green" : item.status === "invalid" ? "red" : "grey"}
              >
                {ITEM_STATUS_LABELS[item.status]}
              </Tag>,
              <>
                {item.duplicateOf !== null ? (
                  <p className="govuk-body-s app-bundle-duplicate">
                    <strong>Duplicate:</strong> {duplicateMessage(item.duplicateOf)}
                  </p>
                ) : null}
                {item.problems.length > 0 ? (
                  <ul className="govuk-list govuk-list--bullet govuk-body-s">
                    {item.problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                ) : null}
                {item.noticeId !== null && item.status !== "pending" ? (
                  <Link className="govuk-link govuk-body-s" to={validationReportPath(item.noticeId)}>
                    Validation report
                    <span className="govuk-visually-hidden"> for notice {item.noticeId}</span>
                  </Link>
                ) : null}
              </>,
              item.noticeId !== null && item.noticeStatus === "draft" ? (
                <BundleToggle
                  key={`toggle-${item.included}`}
                  noticeId={item.noticeId}
                  included={item.included}
                />
              ) : item.noticeStatus ? (
                item.noticeStatus === "draft" ? (
                  ""
                ) : (
                  "Sent"
                )
              ) : (
                "—"
              ),
            ],
          }))}
        />
        <Form method="post" action={`/my-gazette/basket/multiple-items/bundle?bundleId=${bundle.id}`}>
          <CsrfInput />
          <p className="govuk-body">
            {readyCount === 1 ? "1 valid notice is included." : `${readyCount} valid notices are included.`}{" "}
            <Link className="govuk-link" to={`${bundlePath(bundle.id)}/preview`}>
              Preview the included notices as they will print
            </Link>
          </p>
          <button
            type="submit"
            className="govuk-button"
            data-module="govuk-button"
            disabled={readyCount === 0}
          >
            Add included notices to basket
          </button>
        </Form>
        <Form method="post">
          <CsrfInput />
          <input type="hidden" name="_method" value="delete" />
          <button type="submit" className="govuk-button govuk-button--warning" data-module="govuk-button">
            Delete bundle
          </button>
        </Form>
      </div>
    </div>
  );
}
