import { appContext } from "../../context.ts";
import { issuePdf, lookupIssue } from "../../features/publications/issue-service.server.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/issue-pdf";

/** The whole issue as one PDF. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const found = await lookupIssue(db, params.edition, params.number);
  if (found.kind !== "found" || found.issue.pageCount === 0) notFound();
  const { issue } = found;
  const body = await issuePdf(db, issue, siteUrl);
  return new Response(body as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${issue.editionId}-gazette-issue-${issue.number}.pdf"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
