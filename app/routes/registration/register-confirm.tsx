import { data, Form, href, redirect } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { appContext } from "../../context.ts";
import {
  type ConfirmationResult,
  confirmRegistration,
  isConfirmationTokenValid,
} from "../../features/registration/registration-service.server.ts";
import { readLinkToken } from "../../lib/forms/field-schemas.ts";
import type { Route } from "./+types/register-confirm";

type Outcome = ConfirmationResult["outcome"] | "confirm";

/** After confirming, the page the POST redirects to (so a reload does not send the form again). */
const CONFIRMED: Record<string, Outcome> = {
  individual: "individual-ready",
  organisation: "organisation-awaiting-approval",
};

/**
 * `/register/confirm?token=…`. The GET only shows a button: mail scanners that open links must not use
 * the single-use token up. The POST confirms, then shows the outcome at `?confirmed=…`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const confirmed = CONFIRMED[params.get("confirmed") ?? ""];
  if (confirmed) return { outcome: confirmed, token: "" };
  const token = readLinkToken(params);
  const { db } = context.get(appContext);
  const valid = await isConfirmationTokenValid(db, token);
  const outcome: Outcome = valid ? "confirm" : "invalid-token";
  return data({ outcome, token: valid ? token : "" }, { status: valid ? 200 : 400 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = readLinkToken(await request.formData());
  const { db, siteUrl } = context.get(appContext);
  const result = await confirmRegistration(db, token, { siteUrl });
  if (result.outcome === "individual-ready")
    throw redirect(`${href("/register/confirm")}?confirmed=individual`);
  if (result.outcome === "organisation-awaiting-approval")
    throw redirect(`${href("/register/confirm")}?confirmed=organisation`);
  return data({ outcome: result.outcome }, { status: 400 });
}

const TITLES: Record<Outcome, string> = {
  confirm: "Confirm your email address",
  "individual-ready": "Your account is ready",
  "organisation-awaiting-approval": "Your email address is confirmed",
  "invalid-token": "This link has expired or has already been used",
};

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${TITLES[loaderData?.outcome ?? "invalid-token"]} - The Gazette` },
];

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome: Outcome = actionData?.outcome ?? loaderData.outcome;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {outcome === "individual-ready" || outcome === "organisation-awaiting-approval" ? (
          <Panel title={TITLES[outcome]} />
        ) : (
          <h1 className="govuk-heading-l">{TITLES[outcome]}</h1>
        )}
        {outcome === "confirm" ? (
          <>
            <p className="govuk-body">Confirm your email address to finish your registration.</p>
            <Form method="post" action={href("/register/confirm")}>
              <CsrfInput />
              <input type="hidden" name="token" value={loaderData.token} />
              <button type="submit" className="govuk-button" data-module="govuk-button">
                Confirm your email address
              </button>
            </Form>
          </>
        ) : null}
        {outcome === "individual-ready" ? (
          <p className="govuk-body">
            Your email address is confirmed.{" "}
            <a className="govuk-link" href={href("/sign-in")}>
              Sign in
            </a>{" "}
            to use My Gazette.
          </p>
        ) : null}
        {outcome === "organisation-awaiting-approval" ? (
          <p className="govuk-body">
            Your email address is confirmed. Your organisation's account is now waiting for approval. We will
            email you when it has been approved.
          </p>
        ) : null}
        {outcome === "invalid-token" ? (
          <>
            <p className="govuk-body">
              The confirmation link is not valid any more: it may have been used already, it may be more than
              7 days old, or a newer link may have been sent.
            </p>
            <p className="govuk-body">
              If you have already confirmed your address, you can{" "}
              <a className="govuk-link" href={href("/sign-in")}>
                sign in
              </a>
              . Otherwise,{" "}
              <a className="govuk-link" href={href("/register/resend-confirmation")}>
                get a new confirmation link
              </a>
              .
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
