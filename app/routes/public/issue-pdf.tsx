import { notFoundDocument } from "../../components/layout/not-found-document.server.tsx";
import { appContext } from "../../context.ts";
import { issuePageToPdf } from "../../features/notices/representations/notice-pdf.ts";
import { getEdition } from "../../features/publications/editions.ts";
import { getCachedDocument, putCachedDocument } from "../../features/publications/issue-repository.server.ts";
import { lookupIssue, noticesOnPage } from "../../features/publications/issue-service.server.ts";
import type { Route } from "./+types/issue-pdf";

/** The whole issue as one PDF, generated once and cached in the database. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const found = await lookupIssue(db, params.edition, params.number);
  if (found.kind !== "found" || found.issue.pageCount === 0) throw notFoundDocument();
  const { issue } = found;
  const key = `issue-pdf:v1:${issue.editionId}:${issue.number}`;
  let body = (await getCachedDocument(db, key))?.body;
  if (!body) {
    const notices = [];
    for (let p = 1; p <= issue.pageCount; p++) notices.push(...(await noticesOnPage(db, issue, p)));
    body = await issuePageToPdf({
      editionName: getEdition(issue.editionId)?.name ?? issue.editionId,
      issueNumber: issue.number,
      publishedOn: issue.publishedOn,
      pageLabel: `1–${issue.pageCount}`,
      notices,
      siteUrl,
    });
    await putCachedDocument(db, key, "application/pdf", body as Uint8Array);
  }
  return new Response(body as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${issue.editionId}-gazette-issue-${issue.number}.pdf"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
