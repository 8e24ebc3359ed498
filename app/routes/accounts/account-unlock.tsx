import { Form, href } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { appContext } from "../../context.ts";
import {
  isUnlockTokenValid,
  unlockAccount,
} from "../../features/accounts/account-recovery-service.server.ts";
import { redirectWithFlash } from "../../features/flash/flash.server.ts";
import { readLinkToken } from "../../lib/forms/field-schemas.ts";
import type { Route } from "./+types/account-unlock";

/**
 * `/my-gazette/account/unlock?token=…` from the unlock e-mail. Opening the link only shows a button: the
 * unlock is a POST, so mail scanners that fetch links cannot use the token up.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: await isUnlockTokenValid(context.get(appContext).db, token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, secureCookies } = context.get(appContext);
  const token = readLinkToken(await request.formData());
  if (!(await unlockAccount(db, token))) return { valid: false };
  return redirectWithFlash(href("/sign-in"), "Your account has been unlocked. You can now sign in.", {
    secure: secureCookies,
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Unlock your account - The Gazette" }];

export default function AccountUnlockPage({ loaderData, actionData }: Route.ComponentProps) {
  const valid = actionData ? actionData.valid : loaderData.valid;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Unlock your account</h1>
        {valid ? (
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="token" value={loaderData.token} />
            <p className="govuk-body">Unlock your account, then sign in with your password.</p>
            <button type="submit" className="govuk-button" data-module="govuk-button">
              Unlock my account
            </button>
          </Form>
        ) : (
          <>
            <p className="govuk-body">This link has expired or has already been used.</p>
            <p className="govuk-body">
              <a className="govuk-link" href={`${href("/my-gazette/account/status")}?unlock=true`}>
                Ask for a new unlock email
              </a>{" "}
              or{" "}
              <a className="govuk-link" href={href("/sign-in")}>
                sign in
              </a>{" "}
              if your account is already unlocked.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
