import { Link } from "react-router";
import { BackLink } from "../../components/ui/back-link.tsx";
import { appContext } from "../../context.ts";
import { findNoticeVersion } from "../../features/notices/notice-repository.server.ts";
import { getNotice } from "../../features/notices/notice-service.server.ts";
import { chooseRepresentation } from "../../features/notices/representations/negotiation.ts";
import { versionToJson } from "../../features/notices/representations/provenance-json.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/notice-version";

/**
 * `/notice/{id}/version/{n}`. Earlier versions are kept in notice_versions; the current version is the
 * notice itself, so a notice never corrected has only version 1, which is also the current one.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const notice = await getNotice(db, params.id);
  const n = /^[1-9][0-9]{0,3}$/.test(params.version) ? Number(params.version) : null;
  if (!notice || n === null || n > notice.version) notFound();
  const stored = n === notice.version ? null : await findNoticeVersion(db, notice.id, n);
  if (n !== notice.version && !stored) notFound();
  const version = stored ?? {
    noticeId: notice.id,
    version: n,
    title: notice.title,
    bodyHtml: notice.bodyHtml,
    data: notice.data,
    createdAt: notice.submittedAt ?? notice.publishedAt ?? new Date(0).toISOString(),
    reason: n === 1 ? "as submitted" : "current",
  };
  if (chooseRepresentation(request.headers.get("accept")) === "json") {
    return Response.json(versionToJson(version, siteUrl), { headers: { Vary: "Accept" } });
  }
  return { version, current: notice.version };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData && "version" in loaderData
        ? `Version ${loaderData.version.version} of notice ${loaderData.version.noticeId} - The Gazette`
        : "The Gazette",
  },
];

export default function NoticeVersionPage({ loaderData }: Route.ComponentProps) {
  if (!("version" in loaderData)) return null;
  const { version, current } = loaderData;
  return (
    <>
      <BackLink fallbackUrl={`/notice/${version.noticeId}`} />
      <span className="govuk-caption-l">
        Notice {version.noticeId}, version {version.version} of {current}
      </span>
      <h1 className="govuk-heading-l">{version.title}</h1>
      {version.version !== current ? (
        <div className="govuk-inset-text">
          This is an earlier version ({version.reason}, {formatDateTime(version.createdAt)}).{" "}
          <Link className="govuk-link" to={`/notice/${version.noticeId}`}>
            Read the current version
          </Link>
          .
        </div>
      ) : null}
      <div className="app-notice-body" dangerouslySetInnerHTML={{ __html: version.bodyHtml }} />
      <p className="govuk-body">
        <Link className="govuk-link" to={`/notice/${version.noticeId}/provenance`}>
          Provenance of this notice
        </Link>
      </p>
    </>
  );
}
