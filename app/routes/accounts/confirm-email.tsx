import { Form, href } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { appContext } from "../../context.ts";
import { confirmEmailChange, pendingEmailChange } from "../../features/accounts/account-service.server.ts";
import { getCurrentUser } from "../../features/accounts/require-user.server.ts";
import { redirectWithFlash } from "../../features/flash/flash.server.ts";
import { readLinkToken } from "../../lib/forms/field-schemas.ts";
import type { Route } from "./+types/confirm-email";

/**
 * `/my-gazette/account/confirm-email?token=…` from the e-mail sent to a new address. The link itself
 * proves the address (it may be opened on another device, signed out); the change is a POST so that mail
 * scanners cannot make it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, email: await pendingEmailChange(context.get(appContext).db, token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, secureCookies } = context.get(appContext);
  const token = readLinkToken(await request.formData());
  const outcome = await confirmEmailChange(db, token);
  if (outcome.kind !== "changed") return { problem: outcome.kind };
  const next = getCurrentUser(context) ? href("/my-gazette/account/details") : href("/sign-in");
  return redirectWithFlash(next, `Your email address is now ${outcome.email}`, { secure: secureCookies });
}

export const meta: Route.MetaFunction = () => [{ title: "Confirm your new email address - The Gazette" }];

export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const problem = actionData?.problem ?? (loaderData.email ? null : "invalid-token");
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Confirm your new email address</h1>
        {problem === "taken" ? (
          <p className="govuk-body">
            Another account now uses this email address, so we could not move your account to it. Your account
            keeps its current address.
          </p>
        ) : problem ? (
          <>
            <p className="govuk-body">This link has expired or has already been used.</p>
            <p className="govuk-body">
              <a className="govuk-link" href={href("/my-gazette/account/details")}>
                Change your email address again
              </a>
            </p>
          </>
        ) : (
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="token" value={loaderData.token} />
            <p className="govuk-body">Use {loaderData.email} for your Gazette account from now on.</p>
            <button type="submit" className="govuk-button" data-module="govuk-button">
              Confirm email address
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}
