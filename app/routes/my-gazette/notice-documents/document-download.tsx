import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import {
  documentAttachment,
  documentNotFound,
} from "../../../features/notice-documents/document-response.ts";
import { openNoticeDocument } from "../../../features/notice-documents/notice-documents-service.server.ts";
import { isDomainError } from "../../../lib/domain-errors.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/document-download";

/**
 * `/my-gazette/notices/{id}/documents/{docId}`: a supporting document's file, for the placer and their team
 * (as My Gazette shows the notice) and staff who decide notices; anyone else is told it is not there.
 * Always an attachment, never sniffed or shown in the page (document-response.ts).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const noticeId = parseId(params.id);
  const documentId = parseId(params.docId);
  if (noticeId === null || documentId === null) return documentNotFound();
  const { db, documents } = context.get(appContext);
  try {
    return documentAttachment(
      await openNoticeDocument(db, documents, signedInUser(context), noticeId, documentId),
    );
  } catch (error) {
    if (isDomainError(error) && error.code === "not-found") return documentNotFound();
    throw error;
  }
}
