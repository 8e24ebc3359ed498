import { href, Link } from "react-router";
import { appContext } from "../../../context.ts";
import {
  findSearchToUnsubscribe,
  unsubscribeFromAlerts,
} from "../../../features/saved-searches/saved-searches-service.server.ts";
import type { Route } from "./+types/alerts-unsubscribe";

/**
 * One-click unsubscribe from a saved-search alert (RFC 8058). The token in the address authenticates the
 * request (no session, no CSRF token: mail clients POST here directly); GET only asks, POST acts.
 */
export const meta: Route.MetaFunction = () => [{ title: "Unsubscribe from alerts - The Gazette" }];

function tokenOf(request: Request): string {
  return (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const saved = token ? await findSearchToUnsubscribe(context.get(appContext).db, token) : null;
  return { state: saved ? ("ask" as const) : ("invalid" as const), name: saved?.name ?? null, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf(request);
  const saved = token ? await unsubscribeFromAlerts(context.get(appContext).db, token) : null;
  return { state: saved ? ("done" as const) : ("invalid" as const), name: saved?.name ?? null };
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const name = actionData?.name ?? loaderData.name;
  if (state === "done")
    return (
      <>
        <h1 className="govuk-heading-l">You have unsubscribed</h1>
        <p className="govuk-body">
          You will no longer get e-mail alerts for “{name}”. The search is still saved.
        </p>
        <p className="govuk-body">
          <Link className="govuk-link" to={href("/my-gazette/saved-searches")}>
            Manage your saved searches
          </Link>
        </p>
      </>
    );
  if (state === "invalid")
    return (
      <>
        <h1 className="govuk-heading-l">This unsubscribe link no longer works</h1>
        <p className="govuk-body">
          It may have been used already, or a newer alert e-mail replaced it. You can turn alerts off in{" "}
          <Link className="govuk-link" to={href("/my-gazette/saved-searches")}>
            your saved searches
          </Link>
          .
        </p>
      </>
    );
  return (
    <>
      <h1 className="govuk-heading-l">Unsubscribe from e-mail alerts</h1>
      <p className="govuk-body">Stop e-mail alerts for the saved search “{name}”?</p>
      <form
        method="post"
        action={`${href("/alerts/unsubscribe")}?token=${encodeURIComponent(loaderData.token)}`}
      >
        <button type="submit" className="govuk-button">
          Unsubscribe
        </button>
      </form>
    </>
  );
}
