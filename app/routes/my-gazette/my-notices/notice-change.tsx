import { data } from "react-router";
import { useCsrfToken } from "../../../components/forms/csrf-input.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import {
  deleteMyNotice,
  findMyNotice,
  withdrawMyNotice,
} from "../../../features/my-notices/my-notices-service.server.ts";
import { NoticeChangeForm } from "../../../features/my-notices/notice-change-form.tsx";
import {
  answerModalCall,
  noticeChangeFragment,
} from "../../../features/my-notices/notice-change-fragment.server.ts";
import {
  NOTICE_CHANGES,
  type NoticeChange,
  noticeChangeWords,
} from "../../../features/my-notices/notice-changes.ts";
import { FormFrameworkScript } from "../../../features/placement/form-framework-script.tsx";
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

const RUN = { withdraw: withdrawMyNotice, delete: deleteMyNotice } as const;

/** What the loader, the action and the middleware share of their arguments. */
type Args = Pick<Route.LoaderArgs, "request" | "context" | "params">;

/** The notice's id, or a 404. */
function idOf(params: Args["params"]): number {
  const id = parseId(params.id);
  if (id === null) notFound();
  return id;
}

/** The question: what is asked, and why the notice cannot be changed if it cannot. */
async function question({ request, context, params }: Args) {
  const change = changeOf(request);
  const id = idOf(params);
  const notice = await findMyNotice(context.get(appContext).db, signedInUser(context), id);
  return {
    change,
    notice: { id, title: notice.title, status: notice.status },
    refusal: NOTICE_CHANGES[change].refusal(notice.status),
  };
}

/**
 * Makes the change: its words (the message, the list to go back to: they depend on the notice's status
 * before it), or the question again with the refusal and its status.
 */
async function makeChange(args: Args) {
  const { request, context, params } = args;
  const change = changeOf(request);
  try {
    const before = await findMyNotice(context.get(appContext).db, signedInUser(context), idOf(params));
    await RUN[change](context.get(appContext).db, signedInUser(context), idOf(params));
    return { words: noticeChangeWords(change, before.status), shown: null, status: 200 };
  } catch (error) {
    // Not found stays a 404; anything else refused is the question again, with why.
    if (!isDomainError(error) || error.code === "not-found") throw error;
    return { shown: { ...(await question(args)), refusal: error.message }, status: error.status };
  }
}

/**
 * The modal's calls (X-Requested-With) get fragments: the question, or after the POST the outcome (the
 * toast's message) or the question with its refusal. Answered here: a Response from a loader or action
 * would reach the page component as its data.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async (args, next) =>
    (await answerModalCall(args.request, args.params, args.context.get(csrfTokenContext), {
      show: () => question(args),
      change: async () => {
        const made = await makeChange(args);
        return made.words ? { done: made.words.done } : made;
      },
      render: noticeChangeFragment,
    })) ?? next(),
];

export async function loader(args: Route.LoaderArgs) {
  return question(args);
}

export async function action(args: Route.ActionArgs) {
  const { context } = args;
  const made = await makeChange(args);
  const { words } = made;
  if (!words) return data(made.shown, { status: made.status });
  return redirectWithFlash(`/my-gazette/${words.back}`, words.done, {
    secure: context.get(appContext).secureCookies,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const change: NoticeChange = loaderData?.change ?? "withdraw";
  return [{ title: `${NOTICE_CHANGES[change].label} - My Gazette - The Gazette` }];
};

export default function NoticeChangePage({ loaderData, actionData }: Route.ComponentProps) {
  const csrfToken = useCsrfToken();
  const shown = actionData ?? loaderData;
  return (
    <div className="govuk-grid-row">
      <FormFrameworkScript />
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
