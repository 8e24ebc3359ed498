import { Link } from "react-router";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { duplicateMessage } from "../../../features/bundles/bundle-duplicates.ts";
import {
  bundlePath,
  validationReportToJson,
  validationReportToXml,
} from "../../../features/bundles/bundle-representations.ts";
import { validationReport } from "../../../features/bundles/bundle-service.server.ts";
import { dataAnswerWanted, ITEM_STATUS_LABELS } from "../../../features/bundles/bundle-view.ts";
import { notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/validation-report";

/**
 * `/my-gazette/notice/{id}/validation-report` (placement-api.md step 4): what stops a bundle's notice
 * being published, as a page, or as JSON or XML by Accept.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Validation report for notice ${loaderData?.noticeId ?? ""} - My Gazette - The Gazette` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) notFound();
  const { db, siteUrl } = context.get(appContext);
  const report = await validationReport(db, signedInUser(context), id);
  const format = new URL(request.url).pathname.endsWith(".data") ? null : dataAnswerWanted(request);
  const headers = { "Cache-Control": "private, no-store", Vary: "Accept" };
  if (format === "json") throw Response.json(validationReportToJson(report, siteUrl), { headers });
  if (format === "xml")
    throw new Response(validationReportToXml(report, siteUrl), {
      headers: { ...headers, "Content-Type": "application/xml; charset=utf-8" },
    });
  return report;
}

export default function ValidationReportPage({ loaderData: report }: Route.ComponentProps) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Link className="govuk-back-link" to={`${bundlePath(report.bundleId)}#notice-${report.position}`}>
          Back to bundle {report.bundleId}
        </Link>
        <span className="govuk-caption-l">
          {report.typeName} ({report.noticeCode}), notice {report.position} of bundle {report.bundleId}
        </span>
        <h1 className="govuk-heading-l">Validation report for notice {report.noticeId}</h1>
        <p className="govuk-body" id="validation-status">
          This notice is <strong>{ITEM_STATUS_LABELS[report.status].toLowerCase()}</strong>
          {report.included
            ? " and included in its bundle's basket."
            : " and left out of its bundle's basket."}
        </p>
        {report.duplicateOf !== null ? (
          <p className="govuk-body">{duplicateMessage(report.duplicateOf)}.</p>
        ) : null}
        {report.problems.length > 0 ? (
          <>
            <h2 className="govuk-heading-m">What needs putting right</h2>
            <ul className="govuk-list govuk-list--bullet" id="validation-problems">
              {report.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="govuk-body">Nothing stops this notice being published.</p>
        )}
        {report.noticeStatus === "draft" ? (
          <p className="govuk-body">
            <Link className="govuk-link" to={`/my-gazette/draft/${report.noticeId}`}>
              Open the draft to change its answers
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
