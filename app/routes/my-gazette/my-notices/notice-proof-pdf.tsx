import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { noticeProof } from "../../../features/moderation/proof-service.server.ts";
import { noticeToPdf } from "../../../features/notices/representations/notice-pdf.ts";
import { notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/notice-proof-pdf";

/**
 * `/my-gazette/notices/{id}/proof.pdf`: the proof as a PDF (ADR 021), the notice's own PDF before
 * publication (it says it is not published yet). Private: the placer's, their team's and staff's.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) notFound();
  const { db, siteUrl } = context.get(appContext);
  const notice = await noticeProof(db, signedInUser(context), id);
  const bytes = await noticeToPdf(notice, siteUrl);
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="proof-${notice.id}-v${notice.version}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
