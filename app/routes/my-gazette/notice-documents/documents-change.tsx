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
  documentsChangePath,
  documentsPath,
} from "../../../features/notice-documents/notice-documents-paths.ts";
import {
  findNoticeToChangeDocuments,
  reopenNoticeDocuments,
} from "../../../features/notice-documents/notice-documents-service.server.ts";
import { DomainError } from "../../../lib/domain-errors.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/documents-change";

/**
 * `/my-gazette/draft/{id}/documents/change`: confirmed documents opened for change again, after the
 * prompt (spec §4). A page without JavaScript, the modal's fragment with it.
 */
type Args = Pick<Route.LoaderArgs, "request" | "context" | "params">;

function noticeId(params: Args["params"]): number {
  const id = parseId(params.id);
  if (id === null) throw new DomainError("not-found", "There is no such notice.");
  return id;
}

const CHANGE: DocumentsQuestionRoute<Args> = {
  async ask({ context, params }) {
    const id = noticeId(params);
    await findNoticeToChangeDocuments(context.get(appContext).db, signedInUser(context), id);
    return {
      question: "Are you sure you want to change your documents?",
      detail:
        "Your documents will no longer be confirmed. You can then upload or delete files, and confirm them again.",
      action: documentsChangePath(id),
      button: "Change documents",
      back: documentsPath(id),
    };
  },
  async act({ context, params }) {
    await reopenNoticeDocuments(context.get(appContext).db, signedInUser(context), noticeId(params));
    return "Your documents are no longer confirmed. You can now upload or delete files.";
  },
};

export const middleware: Route.MiddlewareFunction[] = [
  async (args, next) => (await answerDocumentsQuestionByAjax(CHANGE, args)) ?? next(),
];

export const meta: Route.MetaFunction = () => [{ title: "Change documents - My Gazette - The Gazette" }];

export function loader(args: Route.LoaderArgs) {
  return documentsQuestionPage(CHANGE, args);
}

export function action(args: Route.ActionArgs) {
  return answerDocumentsQuestion(CHANGE, args);
}

export default function ChangeDocumentsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <DocumentsQuestionPage shown={actionData ?? loaderData} />;
}
