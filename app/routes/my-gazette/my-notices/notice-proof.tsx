import { href, Link } from "react-router";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { noticeProof } from "../../../features/moderation/proof-service.server.ts";
import { getEdition } from "../../../features/publications/editions.ts";
import { notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/notice-proof";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Proof${loaderData ? ` of notice ${loaderData.id}` : ""} - My Gazette - The Gazette` },
];

/**
 * `/my-gazette/notices/{id}/proof`: the proof (ADR 021) — the notice as it will be published, with the
 * heading its printed column gives it (type, edition, notice ID) and the same sanitised body its public page
 * and PDF show, for its placer (and their team) and for staff. Comments and the acceptance are given on the
 * notice's page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) notFound();
  const notice = await noticeProof(context.get(appContext).db, signedInUser(context), id);
  return {
    id: notice.id,
    version: notice.version,
    title: notice.title,
    bodyHtml: notice.bodyHtml,
    noticeType: `${notice.noticeTypeName} (${notice.noticeCode})`,
    editionName: getEdition(notice.editionId)?.name ?? notice.editionId,
  };
}

export default function NoticeProofPage({ loaderData: p }: Route.ComponentProps) {
  const id = String(p.id);
  return (
    <>
      <Link className="govuk-back-link" to={href("/my-gazette/notices/:id", { id })}>
        Back to the notice
      </Link>
      <span className="govuk-caption-l">
        Notice {p.id}, version {p.version}
      </span>
      <h1 className="govuk-heading-l">Proof: {p.title}</h1>
      <p className="govuk-body">
        This is the notice as it will be printed. Check it, then comment on it or accept it on{" "}
        <Link className="govuk-link" to={href("/my-gazette/notices/:id", { id })}>
          the notice's page
        </Link>
        .{" "}
        <a className="govuk-link" href={href("/my-gazette/notices/:id/proof.pdf", { id })}>
          Download the proof (PDF)
        </a>
      </p>
      <article className="app-notice-preview" id="notice-proof" aria-labelledby="proof-title">
        <p className="govuk-body-s">
          {p.editionName} · {p.noticeType} · Notice ID {p.id}
        </p>
        <h2 className="govuk-heading-m" id="proof-title">
          {p.title}
        </h2>
        {/* Sanitised XHTML (notice-html.server.ts), as the public page shows it. */}
        <div className="app-notice-body" dangerouslySetInnerHTML={{ __html: p.bodyHtml }} />
      </article>
    </>
  );
}
