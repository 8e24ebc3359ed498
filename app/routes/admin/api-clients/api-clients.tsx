import { data, Form, href, Link } from "react-router";
import { bindFields } from "../../../components/forms/bind-fields.ts";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { TextField } from "../../../components/forms/fields.tsx";
import { Panel } from "../../../components/ui/panel.tsx";
import { SummaryList } from "../../../components/ui/summary-list.tsx";
import { Table } from "../../../components/ui/table.tsx";
import { Tag } from "../../../components/ui/tag.tsx";
import { WarningText } from "../../../components/ui/warning-text.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { listApiClients, registerApiClient } from "../../../features/api-access/api-access-service.server.ts";
import {
  apiClientSchema,
  DEFAULT_REQUESTS_PER_MINUTE,
} from "../../../features/api-access/api-client-form.ts";
import { formatDateTime } from "../../../lib/dates.ts";
import { formConstraints } from "../../../lib/forms/html-constraints.ts";
import { type FieldError, type FormValues, parseForm } from "../../../lib/forms/parse-form.ts";
import type { Route } from "./+types/api-clients";

export const meta: Route.MetaFunction = () => [{ title: "API clients - The Gazette" }];

const FIELDS = formConstraints(apiClientSchema);

/** `/admin/api-clients`: the placement API's clients, and registering one. */
export async function loader({ context }: Route.LoaderArgs) {
  const clients = await listApiClients(context.get(appContext).db, signedInUser(context));
  return {
    clients: clients.map((c) => ({
      id: c.id,
      name: c.name,
      clientKey: c.clientKey,
      requestsPerMinute: c.requestsPerMinute,
      createdAt: formatDateTime(c.createdAt),
      revoked: c.revokedAt !== null,
      liveTokens: c.liveTokens,
    })),
  };
}

type Sent =
  | { kind: "invalid"; errors: FieldError[]; values: FormValues }
  | { kind: "registered"; name: string; clientKey: string; secret: string };

/**
 * Registering answers with the page itself, not a redirect: the secret is shown this once, and a
 * redirect would have to carry it in a cookie or the address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const parsed = parseForm(apiClientSchema, await request.formData());
  if (!parsed.ok)
    return data<Sent>({ kind: "invalid", errors: parsed.errors, values: parsed.values }, { status: 400 });
  const client = await registerApiClient(db, signedInUser(context), parsed.data);
  return data<Sent>(
    { kind: "registered", name: parsed.data.name, clientKey: client.clientKey, secret: client.secret },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function ApiClientsPage({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.kind === "invalid" ? actionData.errors : [];
  const field = bindFields(actionData?.kind === "invalid" ? actionData.values : undefined, errors, FIELDS);
  return (
    <>
      <ErrorSummary errors={errors} />
      {actionData?.kind === "registered" ? (
        <>
          <Panel title="API client registered">Give these to {actionData.name} by a secure route.</Panel>
          <SummaryList
            rows={[
              { key: "Client id", value: <code data-testid="client-id">{actionData.clientKey}</code> },
              { key: "Client secret", value: <code data-testid="client-secret">{actionData.secret}</code> },
            ]}
          />
          <WarningText>
            The secret is shown only now: it is kept hashed and cannot be shown again.
          </WarningText>
        </>
      ) : (
        <h1 className="govuk-heading-l">API clients</h1>
      )}
      <p className="govuk-body">
        Placing software asks <code>POST /oauth/token</code> for a person's token with its client id and
        secret and that person's e-mail address and password. Each token lasts an hour. See the{" "}
        <Link className="govuk-link" to={href("/api")}>
          API documentation
        </Link>
        .
      </p>
      <Table
        caption="Registered clients"
        captionSize="m"
        columns={[
          { header: "Name" },
          { header: "Client id" },
          { header: "Calls a minute", numeric: true },
          { header: "Live tokens", numeric: true },
          { header: "Registered" },
          { header: "Status" },
        ]}
        rows={loaderData.clients.map((c) => ({
          key: c.id,
          cells: [
            <Link key="name" className="govuk-link" to={href("/admin/api-clients/:id", { id: String(c.id) })}>
              {c.name}
            </Link>,
            <code key="key">{c.clientKey}</code>,
            c.requestsPerMinute.toLocaleString("en-GB"),
            c.liveTokens.toLocaleString("en-GB"),
            c.createdAt,
            c.revoked ? (
              <Tag key="s" colour="red">
                Revoked
              </Tag>
            ) : (
              <Tag key="s" colour="green">
                Active
              </Tag>
            ),
          ],
        }))}
        emptyText="No API clients have been registered."
      />
      <h2 className="govuk-heading-m" id="register">
        Register a client
      </h2>
      <Form method="post" noValidate aria-labelledby="register">
        <CsrfInput />
        <TextField {...field("name")} label="Name" hint="The software, or the firm whose software it is" />
        <TextField
          {...field("requestsPerMinute")}
          label="Calls a minute"
          hint={`How many calls its tokens may make together in a minute; ${DEFAULT_REQUESTS_PER_MINUTE} if left empty`}
          width="govuk-input--width-5"
        />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Register client
        </button>
      </Form>
    </>
  );
}
