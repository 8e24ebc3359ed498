import { Link } from "react-router";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { bundlePreview } from "../../../features/bundles/bundle-preview.server.ts";
import { bundlePath } from "../../../features/bundles/bundle-representations.ts";
import type { Route } from "./+types/bundle-preview";
import { bundleIdOf } from "./bundle-status-answer.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview of bundle ${loaderData?.bundleId ?? ""} - My Gazette - The Gazette` },
];

/**
 * `/my-gazette/bundle/{id}/preview` (placement-api.md step 4): the bundle's included valid notices one
 * after another as they will print, and how many were left out. The bundle page's rule decides who sees it.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  return bundlePreview(db, signedInUser(context), bundleIdOf(params));
}

const noticesWord = (n: number) => (n === 1 ? "1 notice" : `${n} notices`);

export default function BundlePreviewPage({ loaderData }: Route.ComponentProps) {
  const { bundleId, notices, leftOut } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Link className="govuk-back-link" to={bundlePath(bundleId)}>
          Back to bundle {bundleId}
        </Link>
        <h1 className="govuk-heading-l">Preview of bundle {bundleId}</h1>
        <p className="govuk-body" id="preview-count">
          {notices.length === 0
            ? "No notice of this bundle is valid and included, so none will print."
            : `${noticesWord(notices.length)} as they will print.`}
        </p>
        {leftOut > 0 ? (
          <p className="govuk-body" id="preview-left-out">
            {`${noticesWord(leftOut)} of this bundle ${leftOut === 1 ? "is" : "are"} left out: excluded, repeated or not valid.`}
          </p>
        ) : null}
        {notices.map((notice) => (
          <article
            key={notice.noticeId}
            className="app-notice-preview"
            id={`preview-${notice.noticeId}`}
            aria-labelledby={`preview-title-${notice.noticeId}`}
          >
            <p className="govuk-body-s">
              {notice.editionName} · {notice.noticeType} · Notice {notice.noticeId} (no. {notice.position} of
              the bundle)
            </p>
            <h2 className="govuk-heading-m" id={`preview-title-${notice.noticeId}`}>
              {notice.title}
            </h2>
            {/* Sanitised XHTML, as the draft's preview and the proof show it. */}
            <div className="app-notice-body" dangerouslySetInnerHTML={{ __html: notice.bodyHtml }} />
          </article>
        ))}
      </div>
    </div>
  );
}
