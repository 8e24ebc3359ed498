import { data } from "react-router";
import { useCsrfToken } from "../../../components/forms/csrf-input.tsx";
import { useTimeInputReverts } from "../../../components/forms/time-input-reverts.ts";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { NOTICE_STATUS_LABELS } from "../../../features/my-notices/my-notice-lists.ts";
import {
  answerModalCall,
  noticeDateChangeFragment,
} from "../../../features/my-notices/notice-change-fragment.server.ts";
import {
  claimDateValues,
  NoticeDateChangeForm,
  type NoticeDateChangeFormProps,
  publicationDateValues,
} from "../../../features/my-notices/notice-date-fields.tsx";
import {
  claimDateForm,
  NOTICE_DATE_CHANGES,
  type NoticeDateChange,
  noticePagePath,
  publicationDateForm,
} from "../../../features/my-notices/notice-date-forms.ts";
import {
  claimBasis,
  type NoticeDatesView,
  noticeDates,
  saveClaimDeadline,
  savePublicationDate,
} from "../../../features/my-notices/notice-dates-service.server.ts";
import {
  minimumClaimDeadline,
  PUBLICATION_DATE_MESSAGES,
} from "../../../features/placement/publication-date.ts";
import { csrfTokenContext } from "../../../features/security/csrf.server.ts";
import { isDomainError } from "../../../lib/domain-errors.ts";
import { parseForm } from "../../../lib/forms/parse-form.ts";
import { notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/notice-date-change";

/**
 * `/my-gazette/notices/{id}/publication-date` and `/claim-date` (registered twice; the address's last part
 * says which): 'Change publication date' and 'Change claim date' (spec §2, §5, §7). The form as a page
 * without JavaScript, or as the modal's fragment by ajax; its POST saves through the service, then
 * redirects to the notice's page with a message, or answers the modal with it. Another account's notice is
 * a 404; a notice whose dates can no longer change (published, withdrawn, rejected) shows why, and a date
 * against the rules its message on the field; nothing changes.
 */
function changeOf(request: Request): NoticeDateChange {
  return new URL(request.url).pathname.replace(/\.data$/, "").endsWith("/claim-date")
    ? "claim-date"
    : "publication-date";
}

type Args = Pick<Route.LoaderArgs, "request" | "context" | "params">;
type Shown = Omit<NoticeDateChangeFormProps, "heading" | "csrfToken">;

function idOf(params: Args["params"]): number {
  const id = parseId(params.id);
  if (id === null) notFound();
  return id;
}

/** The form as it stands: the stored date(s), and why they cannot change if they cannot. */
function formOf(change: NoticeDateChange, view: NoticeDatesView, now: Date): Shown {
  const notice = { id: view.notice.id, title: view.notice.title };
  if (change === "claim-date") {
    if (view.claimDeadline === null) notFound();
    return {
      change,
      notice,
      values: claimDateValues(view.claimDeadline),
      errors: [],
      refusal: view.refusal
        ? PUBLICATION_DATE_MESSAGES.claimNotChangeable(NOTICE_STATUS_LABELS[view.notice.status])
        : null,
      earliest: minimumClaimDeadline(claimBasis(view.notice, now)),
      latest: view.latest,
    };
  }
  return {
    change,
    notice,
    values: publicationDateValues(view.publication),
    errors: [],
    refusal: view.refusal,
    earliest: view.earliest,
    latest: view.latest,
  };
}

async function shownForm({ request, context, params }: Args): Promise<Shown> {
  const now = new Date();
  const view = await noticeDates(context.get(appContext).db, signedInUser(context), idOf(params), now);
  return formOf(changeOf(request), view, now);
}

/** Saves the change: its message when done, else the form again with why and its status. */
async function makeChange(args: Args): Promise<{ done: string } | { shown: Shown; status: number }> {
  const { request, context, params } = args;
  const change = changeOf(request);
  const { db } = context.get(appContext);
  const user = signedInUser(context);
  const id = idOf(params);
  const now = new Date();
  const form = await request.formData();
  const again = async (status: number, patch: Partial<Shown>) => ({
    shown: { ...(await shownForm(args)), ...patch },
    status,
  });
  try {
    if (change === "publication-date") {
      const parsed = parseForm(publicationDateForm, form);
      if (!parsed.ok) return again(400, { errors: parsed.errors, values: parsed.values });
      const saved = await savePublicationDate(
        db,
        user,
        id,
        {
          date: parsed.data["earliest-publication-date"],
          time: parsed.data["earliest-publication-time"],
        },
        now,
      );
      return { done: saved.message };
    }
    const parsed = parseForm(claimDateForm, form);
    if (!parsed.ok) return again(400, { errors: parsed.errors, values: parsed.values });
    return { done: await saveClaimDeadline(db, user, id, parsed.data["earliest-claims-date"], now) };
  } catch (error) {
    if (!isDomainError(error) || error.code === "not-found" || error.code === "forbidden") throw error;
    const values = Object.fromEntries(
      [...form].filter(([name]) => !name.startsWith("_")).map(([k, v]) => [k, String(v)]),
    );
    if (error.code === "invalid-input")
      return again(error.status, {
        errors: [{ field: NOTICE_DATE_CHANGES[change].field, message: error.message }],
        values,
      });
    return again(error.status, { refusal: error.message });
  }
}

/** The modal's calls get fragments (answerModalCall); the page's own go on. */
export const middleware: Route.MiddlewareFunction[] = [
  async (args, next) =>
    (await answerModalCall(args.request, args.params, args.context.get(csrfTokenContext), {
      show: () => shownForm(args),
      change: () => makeChange(args),
      render: noticeDateChangeFragment,
    })) ?? next(),
];

export async function loader(args: Route.LoaderArgs) {
  return shownForm(args);
}

export async function action(args: Route.ActionArgs) {
  const outcome = await makeChange(args);
  if (!("done" in outcome)) return data(outcome.shown, { status: outcome.status });
  return redirectWithFlash(noticePagePath(idOf(args.params)), outcome.done, {
    secure: args.context.get(appContext).secureCookies,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const change: NoticeDateChange = loaderData?.change ?? "publication-date";
  return [{ title: `${NOTICE_DATE_CHANGES[change].label} - My Gazette - The Gazette` }];
};

export default function NoticeDateChangePage({ loaderData, actionData }: Route.ComponentProps) {
  const csrfToken = useCsrfToken();
  useTimeInputReverts();
  const shown = actionData ?? loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <NoticeDateChangeForm {...shown} csrfToken={csrfToken} heading />
      </div>
    </div>
  );
}
