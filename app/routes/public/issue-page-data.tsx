import { href, redirect } from "react-router";
import { appContext } from "../../context.ts";
import { getEdition } from "../../features/publications/editions.ts";
import { renderIssuePageHtml } from "../../features/publications/issue-page-html.server.ts";
import {
  issuePagePdf,
  lookupIssue,
  noticesOnPage,
  parsePageNumber,
} from "../../features/publications/issue-service.server.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/issue-page-data";

/**
 * `/{edition}/issue/{n}/page/{p}/data.htm` (the page as a standalone document), `data.pdf`, and `go`, the
 * viewer's page-select form without JavaScript (`?page=`).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const found = await lookupIssue(db, params.edition, params.number);
  if (found.kind === "latest") {
    // The query goes along: `go?page=` is the viewer's page-select form.
    const url = new URL(request.url);
    return redirect(`${url.pathname.replace("/issue/latest/", `/issue/${found.number}/`)}${url.search}`);
  }
  if (found.kind !== "found") notFound();
  const { issue } = found;
  const file = new URL(request.url).pathname.split("/").pop();
  if (file === "go") {
    const target = parsePageNumber(issue, new URL(request.url).searchParams.get("page") ?? "");
    if (target === null) notFound();
    return redirect(
      href("/:edition/issue/:number/page/:page", {
        edition: issue.editionId,
        number: String(issue.number),
        page: String(target),
      }),
    );
  }
  const page = parsePageNumber(issue, params.page);
  if (page === null) notFound();
  if (file === "data.pdf") {
    const bytes = await issuePagePdf(db, issue, page, siteUrl);
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${issue.editionId}-${issue.number}-page-${page}.pdf"`,
        "Cache-Control": "public, max-age=3600",
      },
    });
  }
  if (file === "data.htm") {
    const notices = await noticesOnPage(db, issue, page);
    const html = renderIssuePageHtml({
      editionName: getEdition(issue.editionId)?.name ?? issue.editionId,
      issue,
      page,
      notices,
    });
    return new Response(html, {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300" },
    });
  }
  notFound();
}
