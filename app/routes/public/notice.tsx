import { href, Link } from "react-router";
import { BackLink } from "../../components/ui/back-link.tsx";
import { WarningText } from "../../components/ui/warning-text.tsx";
import { appContext } from "../../context.ts";
import { getCurrentUser } from "../../features/accounts/require-user.server.ts";
import { NoticeList } from "../../features/notices/notice-list.tsx";
import { NoticeMetadata } from "../../features/notices/notice-metadata.tsx";
import { noticeRepresentationResponse } from "../../features/notices/notice-representation.server.ts";
import { getNotice, getNoticeWithRelated } from "../../features/notices/notice-service.server.ts";
import { chooseRepresentation } from "../../features/notices/representations/negotiation.ts";
import { SaveNoticeForm } from "../../features/saved-notices/save-notice-form.tsx";
import { savedAmong } from "../../features/saved-notices/saved-notices-service.server.ts";
import { notFound } from "../../lib/http.server.ts";
import { safeLocalPath } from "../../lib/safe-redirect.ts";
import { SHARED_PAGE_HEADER, SHARED_PAGE_MAX_SECONDS } from "../../lib/shared-pages.server.ts";
import type { Route } from "./+types/notice";

const NEGOTIABLE = new Set(["json", "xml", "jsonld", "ttl", "pdf", "rdf"]);

/**
 * Content negotiation: `/notice/{id}` answers with a data representation when the Accept header prefers
 * one (a malformed or wildcard header gets the page).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    const url = new URL(request.url);
    if (request.method === "GET" && !url.pathname.endsWith(".data")) {
      const wanted = chooseRepresentation(request.headers.get("accept"));
      if (NEGOTIABLE.has(wanted)) {
        const { db, siteUrl } = context.get(appContext);
        const notice = await getNotice(db, params.id);
        if (!notice) {
          return wanted === "json"
            ? Response.json({ error: "Not found", status: 404 }, { status: 404 })
            : new Response("Not found", { status: 404 });
        }
        return noticeRepresentationResponse(notice, wanted as "json", siteUrl);
      }
    }
    const response = await next();
    response.headers.append("Vary", "Accept");
    // The page is the same for every anonymous visitor (their saved notices are the only personal part):
    // it may be shared for as long as its data is cached (ADR 026).
    if (response.status === 200) response.headers.set(SHARED_PAGE_HEADER, String(SHARED_PAGE_MAX_SECONDS));
    return response;
  },
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const result = await getNoticeWithRelated(db, params.id);
  if (!result) notFound();
  // Only what the page shows: the plain text and structured data stay out of the hydration payload.
  const { bodyText, data: _data, ...notice } = result.notice;
  // One query, and only for a signed-in person: whether this notice and the related ones are saved.
  const savedIds = await savedAmong(db, getCurrentUser(context)?.id, [
    notice.id,
    ...result.related.map((r) => r.id),
  ]);
  return {
    savedIds,
    notice,
    related: result.related,
    description: bodyText.slice(0, 160),
    backUrl: safeLocalPath(new URL(request.url).searchParams.get("back")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.notice.title} - ${loaderData.notice.noticeTypeName} - The Gazette` },
        { name: "description", content: loaderData.description },
      ]
    : [{ title: "Notice not found - The Gazette" }];

export const links: Route.LinksFunction = () => [];

export default function NoticePage({ loaderData }: Route.ComponentProps) {
  const { notice, related, backUrl, savedIds } = loaderData;
  const id = String(notice.id);
  return (
    <>
      <BackLink backUrl={backUrl} fallbackUrl={href("/:service/notice", { service: "all-notices" })} />
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <span className="govuk-caption-l">
            {notice.noticeTypeName} ({notice.noticeCode})
          </span>
          <h1 className="govuk-heading-l">{notice.title}</h1>
          {notice.withdrawal ? (
            <WarningText>This notice has been permanently withdrawn: {notice.withdrawal.reason}</WarningText>
          ) : null}
          <SaveNoticeForm noticeId={notice.id} saved={savedIds.includes(notice.id)} />
          <div className="app-notice-body" dangerouslySetInnerHTML={{ __html: notice.bodyHtml }} />
          <h2 className="govuk-heading-m">About this notice</h2>
          <NoticeMetadata notice={notice} />
          {notice.issue ? (
            <ul className="govuk-list app-buy-issue">
              <li>
                <Link
                  className="govuk-link"
                  to={href("/:edition/issue/:number/purchase", {
                    edition: notice.issue.editionId,
                    number: String(notice.issue.number),
                  })}
                >
                  Buy a copy of this issue
                </Link>
              </li>
              <li>
                <Link
                  className="govuk-link"
                  to={href("/:edition/issue/:number/purchase", {
                    edition: notice.issue.editionId,
                    number: String(notice.issue.number),
                  })}
                >
                  Order a certificate
                </Link>
              </li>
            </ul>
          ) : null}
          <h2 className="govuk-heading-m">This notice as data</h2>
          <ul className="govuk-list">
            <li>
              <a className="govuk-link" href={href("/notice/:id/data.pdf", { id })}>
                PDF
              </a>
            </li>
            <li>
              <a className="govuk-link" href={href("/notice/:id/data.json", { id })}>
                JSON
              </a>
            </li>
            <li>
              <a className="govuk-link" href={href("/notice/:id/data.jsonld", { id })}>
                JSON-LD
              </a>
            </li>
            <li>
              <a className="govuk-link" href={href("/notice/:id/data.xml", { id })}>
                XHTML with RDFa
              </a>
            </li>
            <li>
              <a className="govuk-link" href={href("/notice/:id/data.ttl", { id })}>
                Turtle (RDF)
              </a>
            </li>
            <li>
              <Link className="govuk-link" to={href("/notice/:id/provenance", { id })}>
                Provenance: what happened to this notice
              </Link>
            </li>
            <li>
              <Link className="govuk-link" to={href("/notice/:id/version/:version", { id, version: "1" })}>
                Version 1 (as submitted)
              </Link>
            </li>
          </ul>
        </div>
        <aside className="govuk-grid-column-one-third app-related" aria-labelledby="related-heading">
          <h2 className="govuk-heading-m" id="related-heading">
            Related notices
          </h2>
          {related.length > 0 ? (
            <NoticeList notices={related} savedIds={savedIds} />
          ) : (
            <p className="govuk-body">No other notices about the same company, person or place.</p>
          )}
        </aside>
      </div>
    </>
  );
}
