import { href, Link } from "react-router";
import { BackLink } from "../../components/ui/back-link.tsx";
import { Table } from "../../components/ui/table.tsx";
import { appContext } from "../../context.ts";
import { getNotice, listProvenance } from "../../features/notices/notice-service.server.ts";
import { chooseRepresentation } from "../../features/notices/representations/negotiation.ts";
import { provenanceToJson } from "../../features/notices/representations/provenance-json.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/notice-provenance";

/**
 * Content negotiation: a client that prefers JSON gets the trail as JSON (provenance-json.ts) from the
 * same address. Answered here, before the page renders: a Response from the loader would reach the page
 * component as its data.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    if (request.method === "GET" && !new URL(request.url).pathname.endsWith(".data")) {
      const wanted = chooseRepresentation(request.headers.get("accept"));
      if (wanted === "json" || wanted === "jsonld") {
        const { db, siteUrl } = context.get(appContext);
        const notice = await getNotice(db, params.id);
        if (!notice)
          return Response.json(
            { error: "Not found", status: 404 },
            { status: 404, headers: { Vary: "Accept" } },
          );
        const trail = await listProvenance(db, notice.id);
        return Response.json(provenanceToJson(notice.id, trail, siteUrl), { headers: { Vary: "Accept" } });
      }
    }
    const response = await next();
    response.headers.append("Vary", "Accept");
    return response;
  },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const notice = await getNotice(db, params.id);
  if (!notice) notFound();
  const trail = await listProvenance(db, notice.id);
  return {
    notice: { id: notice.id, title: notice.title, version: notice.version },
    trail,
    // Earlier versions are kept apart and the notice is the current one, so it has exactly `version` of them.
    versionCount: notice.version,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData ? `Provenance of notice ${loaderData.notice.id} - The Gazette` : "The Gazette",
  },
];

export default function Provenance({ loaderData }: Route.ComponentProps) {
  const { notice, trail, versionCount } = loaderData;
  return (
    <>
      <BackLink fallbackUrl={href("/notice/:id", { id: String(notice.id) })} />
      <span className="govuk-caption-l">Notice {notice.id}</span>
      <h1 className="govuk-heading-l">Provenance of this notice</h1>
      <p className="govuk-body">
        What happened to{" "}
        <Link className="govuk-link" to={href("/notice/:id", { id: String(notice.id) })}>
          {notice.title}
        </Link>
        , from receipt to publication.
      </p>
      <Table
        caption="Trail"
        captionSize="m"
        columns={[{ header: "When" }, { header: "What" }, { header: "Who" }, { header: "Version" }]}
        rows={trail.map((e) => ({
          key: `${e.activity}-${e.occurredAt}-${e.version}`,
          cells: [
            formatDateTime(e.occurredAt),
            <>
              {e.activity.charAt(0).toUpperCase() + e.activity.slice(1)}
              {e.detail ? (
                <span className="govuk-body-s">
                  <br />
                  {e.detail}
                </span>
              ) : null}
            </>,
            e.agent,
            e.version ?? "",
          ],
        }))}
      />
      <h2 className="govuk-heading-m">Versions</h2>
      <ul className="govuk-list">
        {Array.from({ length: versionCount }, (_, i) => i + 1).map((v) => (
          <li key={v}>
            <Link
              className="govuk-link"
              to={href("/notice/:id/version/:version", { id: String(notice.id), version: String(v) })}
            >
              Version {v}
              {v === 1 ? " (as submitted)" : ""}
              {v === notice.version ? " (current)" : ""}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
