import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import {
  answerDocumentsQuestion,
  answerDocumentsQuestionByAjax,
  type DocumentsQuestionRoute,
  documentsQuestionPage,
} from "../../../features/notice-documents/documents-question.server.ts";
import { DocumentsQuestionPage } from "../../../features/notice-documents/documents-question.tsx";
import {
  documentDeletePath,
  documentsPath,
} from "../../../features/notice-documents/notice-documents-paths.ts";
import {
  deleteNoticeDocument,
  findNoticeDocumentToChange,
} from "../../../features/notice-documents/notice-documents-service.server.ts";
import { FormFrameworkScript } from "../../../features/placement/form-framework-script.tsx";
import { UPLOAD_TYPE_LABELS } from "../../../features/placement/placing-capacities.ts";
import { DomainError } from "../../../lib/domain-errors.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/document-delete";

/**
 * `/my-gazette/draft/{id}/documents/{docId}/delete`: spec §7's "delete uploaded file" modal form. The
 * question as a page without JavaScript, or as the modal's fragment by ajax; its POST deletes the file
 * (row, then file) and goes back to the documents, or answers the modal's section.
 */
type Args = Pick<Route.LoaderArgs, "request" | "context" | "params">;

function ids(params: Args["params"]) {
  const noticeId = parseId(params.id);
  const documentId = parseId(params.docId);
  if (noticeId === null || documentId === null)
    throw new DomainError("not-found", "There is no such document.");
  return { noticeId, documentId };
}

const DELETE: DocumentsQuestionRoute<Args> = {
  async ask({ context, params }) {
    const { noticeId, documentId } = ids(params);
    const document = await findNoticeDocumentToChange(
      context.get(appContext).db,
      signedInUser(context),
      noticeId,
      documentId,
    );
    return {
      question: "Are you sure you want to delete this file?",
      detail: `${document.fileName} (${UPLOAD_TYPE_LABELS[document.uploadType]})`,
      action: documentDeletePath(noticeId, documentId),
      button: "Delete",
      back: documentsPath(noticeId),
    };
  },
  async act({ context, params }) {
    const { noticeId, documentId } = ids(params);
    const { db, documents } = context.get(appContext);
    const fileName = await deleteNoticeDocument(db, documents, signedInUser(context), noticeId, documentId);
    return `${fileName} has been deleted.`;
  },
};

export const middleware: Route.MiddlewareFunction[] = [
  async (args, next) => (await answerDocumentsQuestionByAjax(DELETE, args)) ?? next(),
];

export const meta: Route.MetaFunction = () => [{ title: "Delete uploaded file - My Gazette - The Gazette" }];

export function loader(args: Route.LoaderArgs) {
  return documentsQuestionPage(DELETE, args);
}

export function action(args: Route.ActionArgs) {
  return answerDocumentsQuestion(DELETE, args);
}

export default function DeleteDocumentPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <FormFrameworkScript />
      <DocumentsQuestionPage shown={actionData ?? loaderData} />
    </>
  );
}
