import { href } from "react-router";
import { BackLink } from "../../components/ui/back-link.tsx";
import { Details } from "../../components/ui/details.tsx";
import { SummaryList } from "../../components/ui/summary-list.tsx";
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
      <SummaryList
        rows={[
          { key: "To", value: summary.to },
          { key: "Sent", value: summary.date },
        ]}
      />
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
      <Details summary="Raw message (.eml)">
        <pre className="app-email-text">{eml}</pre>
      </Details>
    </>
  );
}
