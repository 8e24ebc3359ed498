import { Form, href, Link } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { SummaryList } from "../../../components/ui/summary-list.tsx";
import { WarningText } from "../../../components/ui/warning-text.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { apiClientById, revokeApiClient } from "../../../features/api-access/api-access-service.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { formatDateTime } from "../../../lib/dates.ts";
import { notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/api-client";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `${loaderData.name} - ` : ""}API clients - The Gazette` },
];

function clientId(param: string): number {
  const id = parseId(param);
  if (id === null) notFound();
  return id;
}

/** `/admin/api-clients/{id}`: one client, and revoking it (its tokens stop working at once). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const c = await apiClientById(context.get(appContext).db, signedInUser(context), clientId(params.id));
  return {
    id: c.id,
    name: c.name,
    clientKey: c.clientKey,
    requestsPerMinute: c.requestsPerMinute,
    liveTokens: c.liveTokens,
    createdAt: formatDateTime(c.createdAt),
    revokedAt: c.revokedAt ? formatDateTime(c.revokedAt) : null,
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  const { db, secureCookies } = context.get(appContext);
  await revokeApiClient(db, signedInUser(context), clientId(params.id));
  return redirectWithFlash(
    href("/admin/api-clients/:id", { id: params.id }),
    "The client has been revoked: its tokens no longer work.",
    {
      secure: secureCookies,
    },
  );
}

export default function ApiClientPage({ loaderData: c }: Route.ComponentProps) {
  return (
    <>
      <Link className="govuk-back-link" to={href("/admin/api-clients")}>
        All API clients
      </Link>
      <span className="govuk-caption-l">API client</span>
      <h1 className="govuk-heading-l">{c.name}</h1>
      <SummaryList
        rows={[
          { key: "Client id", value: <code>{c.clientKey}</code> },
          { key: "Calls a minute", value: c.requestsPerMinute.toLocaleString("en-GB") },
          { key: "Live tokens", value: c.liveTokens.toLocaleString("en-GB") },
          { key: "Registered", value: c.createdAt },
          { key: "Status", value: c.revokedAt ? `Revoked ${c.revokedAt}` : "Active" },
        ]}
      />
      {c.revokedAt ? null : (
        <Form method="post" aria-labelledby="revoke">
          <CsrfInput />
          <h2 className="govuk-heading-m" id="revoke">
            Revoke this client
          </h2>
          <WarningText>
            Its {c.liveTokens === 1 ? "token stops" : "tokens stop"} working at once, and it cannot get new
            ones. This cannot be undone: a new client would have to be registered.
          </WarningText>
          <button type="submit" className="govuk-button govuk-button--warning" data-module="govuk-button">
            Revoke client
          </button>
        </Form>
      )}
    </>
  );
}
