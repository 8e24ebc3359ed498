import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import {
  bundlePath,
  isFinished,
  progressText,
  STATUS_WORDS,
} from "../../../features/bundles/bundle-representations.ts";
import { bundleProgress } from "../../../features/bundles/bundle-service.server.ts";
import { dataAnswerWanted } from "../../../features/bundles/bundle-view.ts";
import type { Route } from "./+types/bundle-status";
import { bundleIdOf, bundleStatusAnswer } from "./bundle-status-answer.server.ts";

/** Spec §9: the status page polls every 2000 ms. */
export const STATUS_POLL_MS = 2000;

/**
 * `/my-gazette/bundle/{id}/process-status` (spec §2 "Notice status page that polls until processing
 * ends", §4 "Notice status"): with JavaScript it polls `{this page's address}.json` every 2000 ms and
 * shows 'submitted', then 'processed n/m notices', then, when process-status is an object, its text and
 * goes to its redirect location; a failed poll shows 'submitted'. Without JavaScript the page says how
 * far processing has gone, with a link to look again, and once processing has ended the link to the
 * bundle.
 * A client asking for JSON or XML gets the process-status call's answer.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context, params }, next) => {
    const format = request.method === "GET" ? dataAnswerWanted(request) : null;
    if (format && !new URL(request.url).pathname.endsWith(".data"))
      return bundleStatusAnswer(context, bundleIdOf(params), format);
    const response = await next();
    response.headers.append("Vary", "Accept");
    return response;
  },
];

export const meta: Route.MetaFunction = () => [{ title: "Bundle status - My Gazette - The Gazette" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const progress = await bundleProgress(
    context.get(appContext).db,
    signedInUser(context),
    bundleIdOf(params),
  );
  return {
    id: progress.id,
    text: progressText(progress),
    total: progress.totalCount,
    finished: isFinished(progress),
  };
}

interface StatusAnswer {
  "process-status": string | { "@text": string; "@redirect-location": string };
  "total-notice-count": string;
  "processed-notice-count": string;
}

/** What one poll's answer says to show, and where to go when processing has ended. */
function readAnswer(answer: StatusAnswer): { text: string; redirect: string | null } {
  const status = answer["process-status"];
  if (typeof status === "object") return { text: status["@text"], redirect: status["@redirect-location"] };
  return {
    text: STATUS_WORDS.processed(
      Number(answer["processed-notice-count"]),
      Number(answer["total-notice-count"]),
    ),
    redirect: null,
  };
}

export default function BundleStatusPage({ loaderData }: Route.ComponentProps) {
  const { id, total, finished } = loaderData;
  const [text, setText] = useState(loaderData.text);
  const navigate = useNavigate();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const response = await fetch(`${window.location.pathname.replace(/\/data\.html$/, "")}.json`, {
          headers: { Accept: "application/json" },
          credentials: "same-origin",
        });
        if (!response.ok) throw new Error(response.statusText);
        const next = readAnswer((await response.json()) as StatusAnswer);
        if (stopped) return;
        setText(next.text);
        if (next.redirect) {
          navigate(next.redirect);
          return;
        }
      } catch {
        if (!stopped) setText(STATUS_WORDS.submitted);
      }
      if (!stopped) timer = setTimeout(poll, STATUS_POLL_MS);
    };
    timer = setTimeout(poll, STATUS_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [navigate]);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <span className="govuk-caption-l">Bundle {id}</span>
        <h1 className="govuk-heading-l">
          {finished ? "Your bundle has been processed" : "Your bundle is being processed"}
        </h1>
        <p className="govuk-body">
          Each of its {total} notices is made a draft and checked. This page follows the processing and shows
          your bundle when it has finished.
        </p>
        <p className="govuk-body-l" role="status" aria-live="polite" id="bundle-process-status">
          {text}
        </p>
        {finished ? null : (
          <p className="govuk-body">
            <Link className="govuk-link" to={`/my-gazette/bundle/${id}/process-status`} reloadDocument>
              Check the progress again
            </Link>
          </p>
        )}
        <p className="govuk-body">
          <Link className="govuk-link" to={bundlePath(id)}>
            {finished ? "See your bundle's notices" : "See the bundle's notices processed so far"}
          </Link>
        </p>
      </div>
    </div>
  );
}
