import { data } from "react-router";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { readPlainTextSubmission } from "../../../features/placement/plain-text/plain-text-form.ts";
import { PlainTextPage } from "../../../features/placement/plain-text/plain-text-page.tsx";
import {
  findPlainTextDraft,
  PLAIN_TEXT_SERVICE_MESSAGES,
  savePlainTextDraft,
} from "../../../features/placement/plain-text/plain-text-service.server.ts";
import { notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/draft-text";

/**
 * `/my-gazette/draft/{id}/text`: a draft's notice as plain text with tags (issue 12 point 3), for the
 * notice types without a web form. Its placer (or a colleague who places notices) only: else 404, or 403
 * for a team member who only views; a notice past draft is refused (409). Tag and Remove without
 * JavaScript post the form and get it back changed; Save and continue saves and goes back to the draft.
 */
function draftId(params: Route.LoaderArgs["params"]): number {
  const id = parseId(params.id);
  if (id === null) notFound();
  return id;
}

const draftUrl = (id: number) => `/my-gazette/draft/${id}`;

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = draftId(params);
  const draft = await findPlainTextDraft(context.get(appContext).db, signedInUser(context), id);
  return { draft, draftUrl: draftUrl(id) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const id = draftId(params);
  const user = signedInUser(context);
  const { db, secureCookies } = context.get(appContext);
  // Who may, and only a draft: checked before the post is read, so a refused person learns nothing more.
  await findPlainTextDraft(db, user, id);
  const submission = readPlainTextSubmission(await request.formData());
  if (submission.intent.kind === "save" && submission.errors.length === 0) {
    await savePlainTextDraft(db, user, id, submission.state.text, submission.tags);
    return redirectWithFlash(draftUrl(id), PLAIN_TEXT_SERVICE_MESSAGES.saved, { secure: secureCookies });
  }
  const { state, errors, newTag } = submission;
  return data({ state, errors, newTag }, { status: errors.length > 0 ? 400 : 200 });
}

export const meta: Route.MetaFunction = () => [{ title: "Notice text - The Gazette" }];

export default function PlainTextNoticePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PlainTextPage
      noticeTypeName={loaderData.draft.noticeTypeName}
      draftUrl={loaderData.draftUrl}
      state={actionData?.state ?? loaderData.draft.state}
      errors={actionData?.errors ?? []}
      newTag={actionData?.newTag ?? null}
    />
  );
}
