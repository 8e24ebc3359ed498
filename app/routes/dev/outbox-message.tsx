import { href } from "react-router";
import { BackLink } from "../../components/ui/back-link.tsx";
import { readOutboxMessage } from "../../features/email/outbox.server.ts";
import { readableOutboxDir } from "../../features/email/outbox-access.server.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/outbox-message";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.summary.subject ?? "E-mail"} - Outbox - The Gazette` },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  const outboxDir = readableOutboxDir(context);
  if (!outboxDir) notFound();
  const message = await readOutboxMessage(outboxDir, params.id);
  if (!message) notFound();
  return message;
}

export default function OutboxMessage({ loaderData }: Route.ComponentProps) {
  const { summary, eml } = loaderData;
  return (
    <>
      <BackLink backUrl={href("/dev/outbox")} />
      <h1 className="govuk-heading-l">{summary.subject}</h1>
      <dl className="govuk-summary-list">
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">To</dt>
          <dd className="govuk-summary-list__value">{summary.to}</dd>
        </div>
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">Sent</dt>
          <dd className="govuk-summary-list__value">{summary.date}</dd>
        </div>
      </dl>
      <h2 className="govuk-heading-m">Text</h2>
      <pre className="app-email-text">{summary.text}</pre>
      {summary.links.length > 0 ? (
        <>
          <h2 className="govuk-heading-m">Links</h2>
          <ul className="govuk-list">
            {summary.links.map((link) => (
              <li key={link}>
                <a className="govuk-link" href={link}>
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <details className="govuk-details">
        <summary className="govuk-details__summary">
          <span className="govuk-details__summary-text">Raw message (.eml)</span>
        </summary>
        <pre className="govuk-details__text app-email-text">{eml}</pre>
      </details>
    </>
  );
}
