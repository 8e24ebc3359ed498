import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { attachmentDisposition } from "../../../features/notice-documents/document-file.ts";
import { openNoticeDocument } from "../../../features/notice-documents/notice-documents-service.server.ts";
import { isDomainError } from "../../../lib/domain-errors.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/document-download";

const NOT_FOUND = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

/**
 * `/my-gazette/notices/{id}/documents/{docId}`: a supporting document's file, for the placer and their team
 * (as My Gazette shows the notice) and staff who decide notices; anyone else is told it is not there.
 * Always an attachment, never sniffed or shown in the page, never kept by shared caches: a document is
 * whatever its uploader sent, and must not run as the site. (`X-Content-Type-Options: nosniff` comes
 * from helmet, on every response.)
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const noticeId = parseId(params.id);
  const documentId = parseId(params.docId);
  if (noticeId === null || documentId === null) return NOT_FOUND();
  const { db, documents } = context.get(appContext);
  try {
    const file = await openNoticeDocument(db, documents, signedInUser(context), noticeId, documentId);
    return new Response(file.body, {
      headers: {
        "Content-Type": file.contentType,
        "Content-Length": String(file.byteSize),
        "Content-Disposition": attachmentDisposition(file.fileName),
        "Cache-Control": "private, no-store",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  } catch (error) {
    if (isDomainError(error) && error.code === "not-found") return NOT_FOUND();
    throw error;
  }
}
