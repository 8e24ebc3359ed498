import { href, Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Table } from "../../components/ui/table.tsx";
import { listOutbox } from "../../features/email/outbox.server.ts";
import { readableOutboxDir } from "../../features/email/outbox-access.server.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/outbox";

export const meta: Route.MetaFunction = () => [{ title: "Outbox (development) - The Gazette" }];

/** Development only: the e-mails the site would have sent, while no SMTP server is configured. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const outboxDir = readableOutboxDir(context);
  if (!outboxDir) notFound();
  const to = new URL(request.url).searchParams.get("to") ?? undefined;
  return { messages: (await listOutbox(outboxDir, { to })).slice(0, 200), to: to ?? "" };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="govuk-heading-l">Outbox</h1>
      <p className="govuk-body">
        E-mails are written to the outbox folder because no mail server is configured (SMTP_URL). This page is
        not available once one is.
      </p>
      <form method="get" className="govuk-!-margin-bottom-6">
        <div className="govuk-form-group">
          <label className="govuk-label" htmlFor="outbox-to">
            Recipient
          </label>
          <input
            className="govuk-input govuk-!-width-one-half"
            id="outbox-to"
            name="to"
            type="email"
            defaultValue={loaderData.to}
          />
        </div>
        <Button variant="secondary">Filter</Button>
      </form>
      {loaderData.messages.length === 0 ? (
        <p className="govuk-body">No e-mails.</p>
      ) : (
        <Table
          caption="Newest first"
          captionSize="m"
          columns={[{ header: "Sent" }, { header: "To" }, { header: "Subject" }]}
          rows={loaderData.messages.map((m) => ({
            key: m.id,
            cells: [
              m.date.replace("T", " ").slice(0, 19),
              m.to,
              <Link key="subject" className="govuk-link" to={href("/dev/outbox/:id", { id: m.id })}>
                {m.subject}
              </Link>,
            ],
          }))}
        />
      )}
    </>
  );
}
