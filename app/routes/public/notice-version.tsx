import { href, Link } from "react-router";
import { BackLink } from "../../components/ui/back-link.tsx";
import { appContext } from "../../context.ts";
import { getNoticeVersion } from "../../features/notices/notice-service.server.ts";
import { chooseRepresentation } from "../../features/notices/representations/negotiation.ts";
import { versionToJson } from "../../features/notices/representations/provenance-json.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/notice-version";

/**
 * Content negotiation: a client that prefers JSON gets the version as JSON from the same address,
 * answered before the page renders (a Response from the loader would reach the page as its data).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    if (request.method === "GET" && !new URL(request.url).pathname.endsWith(".data")) {
      const wanted = chooseRepresentation(request.headers.get("accept"));
      if (wanted === "json" || wanted === "jsonld") {
        const { db, siteUrl } = context.get(appContext);
        const found = await getNoticeVersion(db, params.id, params.version);
        if (!found)
          return Response.json(
            { error: "Not found", status: 404 },
            { status: 404, headers: { Vary: "Accept" } },
          );
        return Response.json(versionToJson(found.version, siteUrl), { headers: { Vary: "Accept" } });
      }
    }
    const response = await next();
    response.headers.append("Vary", "Accept");
    return response;
  },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await getNoticeVersion(context.get(appContext).db, params.id, params.version);
  if (!found) notFound();
  return found;
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
      <BackLink fallbackUrl={href("/notice/:id", { id: String(version.noticeId) })} />
      <span className="govuk-caption-l">
        Notice {version.noticeId}, version {version.version} of {current}
      </span>
      <h1 className="govuk-heading-l">{version.title}</h1>
      {version.version !== current ? (
        <div className="govuk-inset-text">
          This is an earlier version ({version.reason}, {formatDateTime(version.createdAt)}).{" "}
          <Link className="govuk-link" to={href("/notice/:id", { id: String(version.noticeId) })}>
            Read the current version
          </Link>
          .
        </div>
      ) : null}
      <div className="app-notice-body" dangerouslySetInnerHTML={{ __html: version.bodyHtml }} />
      <p className="govuk-body">
        <Link className="govuk-link" to={href("/notice/:id/provenance", { id: String(version.noticeId) })}>
          Provenance of this notice
        </Link>
      </p>
    </>
  );
}
