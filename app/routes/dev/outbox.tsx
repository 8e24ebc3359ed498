import { href, Link } from "react-router";
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
        <button type="submit" className="govuk-button govuk-button--secondary">
          Filter
        </button>
      </form>
      {loaderData.messages.length === 0 ? (
        <p className="govuk-body">No e-mails.</p>
      ) : (
        <table className="govuk-table">
          <caption className="govuk-table__caption govuk-table__caption--m">Newest first</caption>
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              <th scope="col" className="govuk-table__header">
                Sent
              </th>
              <th scope="col" className="govuk-table__header">
                To
              </th>
              <th scope="col" className="govuk-table__header">
                Subject
              </th>
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {loaderData.messages.map((m) => (
              <tr key={m.id} className="govuk-table__row">
                <td className="govuk-table__cell">{m.date.replace("T", " ").slice(0, 19)}</td>
                <td className="govuk-table__cell">{m.to}</td>
                <td className="govuk-table__cell">
                  <Link className="govuk-link" to={href("/dev/outbox/:id", { id: m.id })}>
                    {m.subject}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
