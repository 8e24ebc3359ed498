import { href, Link } from "react-router";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { noticeProof } from "../../../features/moderation/proof-service.server.ts";
import { noticeToXhtmlFragment } from "../../../features/notices/representations/notice-xhtml-fragment.ts";
import { notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/notice-proof";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Proof${loaderData ? ` of notice ${loaderData.id}` : ""} - My Gazette - The Gazette` },
];

/**
 * `/my-gazette/notices/{id}/proof`: the proof (ADR 021) — the notice exactly as it will print, from the
 * same XHTML as its public page and data twins, for its placer (and their team) and for staff. Comments and
 * the acceptance are given on the notice's page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) notFound();
  const { db, siteUrl } = context.get(appContext);
  const notice = await noticeProof(db, signedInUser(context), id);
  return {
    id: notice.id,
    version: notice.version,
    title: notice.title,
    html: noticeToXhtmlFragment(notice, siteUrl),
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
      {/* Built from the sanitised body and escaped metadata (notice-xhtml.ts). */}
      <div className="app-notice-proof" id="notice-proof" dangerouslySetInnerHTML={{ __html: p.html }} />
    </>
  );
}
