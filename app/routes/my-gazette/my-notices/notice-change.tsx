import { data } from "react-router";
import { useCsrfToken } from "../../../components/forms/csrf-input.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { isAjax } from "../../../features/accounts/require-user.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import {
  deleteMyDraft,
  findMyNotice,
  withdrawMyNotice,
} from "../../../features/my-notices/my-notices-service.server.ts";
import { NoticeChangeForm } from "../../../features/my-notices/notice-change-form.tsx";
import {
  noticeChangedFragment,
  noticeChangeFragment,
} from "../../../features/my-notices/notice-change-fragment.server.ts";
import { NOTICE_CHANGES, type NoticeChange } from "../../../features/my-notices/notice-changes.ts";
import { csrfTokenContext } from "../../../features/security/csrf.server.ts";
import { isDomainError } from "../../../lib/domain-errors.ts";
import { notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/notice-change";

/**
 * `/my-gazette/notices/{id}/withdraw` and `/delete` (registered twice; the address's last part says which):
 * the question as a page without JavaScript, or as the modal's fragment by ajax; its POST makes the change
 * through the service, then redirects to the list with a message, or answers the modal with it. Another
 * account's notice is a 404; a refused change (not withdrawable, already changed, a double submit) shows
 * its message, and nothing changes.
 */
function changeOf(request: Request): NoticeChange {
  return new URL(request.url).pathname.endsWith("/withdraw") ? "withdraw" : "delete";
}

const RUN = { withdraw: withdrawMyNotice, delete: deleteMyDraft } as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const { db } = context.get(appContext);
  const id = parseId(params.id);
  if (id === null) notFound();
  const change = changeOf(request);
  const notice = await findMyNotice(db, user, id);
  const refusal = NOTICE_CHANGES[change].refusal(notice.status);
  if (isAjax(request))
    return noticeChangeFragment(
      { change, notice: { id, title: notice.title }, csrfToken: context.get(csrfTokenContext), refusal },
      200,
    );
  return { change, notice: { id, title: notice.title }, refusal };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = signedInUser(context);
  const { db, secureCookies } = context.get(appContext);
  const id = parseId(params.id);
  if (id === null) notFound();
  const change = changeOf(request);
  const words = NOTICE_CHANGES[change];
  try {
    await RUN[change](db, user, id);
  } catch (error) {
    if (!isDomainError(error) || error.code === "not-found") throw error;
    const notice = await findMyNotice(db, user, id);
    const shown = { id, title: notice.title };
    if (isAjax(request))
      return noticeChangeFragment(
        { change, notice: shown, csrfToken: context.get(csrfTokenContext), refusal: error.message },
        error.status,
      );
    return data({ change, notice: shown, refusal: error.message }, { status: error.status });
  }
  if (isAjax(request)) return noticeChangedFragment(words.done);
  return redirectWithFlash(`/my-gazette/${words.back}`, words.done, { secure: secureCookies });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const change: NoticeChange = loaderData && "change" in loaderData ? loaderData.change : "withdraw";
  return [{ title: `${NOTICE_CHANGES[change].label} - My Gazette - The Gazette` }];
};

export default function NoticeChangePage({ loaderData, actionData }: Route.ComponentProps) {
  const csrfToken = useCsrfToken();
  const shown = actionData ?? loaderData;
  if (!shown || !("change" in shown)) return null;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <NoticeChangeForm
          change={shown.change}
          notice={shown.notice}
          csrfToken={csrfToken}
          refusal={shown.refusal}
          heading
        />
      </div>
    </div>
  );
}
