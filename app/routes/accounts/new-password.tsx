import { Form, href } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { appContext } from "../../context.ts";
import { resetPassword, resetTokenEmail } from "../../features/accounts/account-recovery-service.server.ts";
import { NewPasswordFields } from "../../features/accounts/new-password-fields.tsx";
import { resetPasswordSchema } from "../../features/accounts/password-form-schemas.ts";
import { redirectWithFlash } from "../../features/flash/flash.server.ts";
import { type FieldError, parseForm } from "../../lib/forms/parse-form.ts";
import type { Route } from "./+types/new-password";

/** `/new-password?token=…` from the reset e-mail: choose a new password (spec §2 auth forms). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const email = await resetTokenEmail(context.get(appContext).db, token);
  return { token, email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, siteUrl, secureCookies } = context.get(appContext);
  // The fields are only read here: the rules need the account the link belongs to.
  const parsed = parseForm(resetPasswordSchema, await request.formData());
  const outcome = parsed.ok
    ? await resetPassword(db, parsed.data, siteUrl)
    : { kind: "invalid-token" as const };
  if (outcome.kind === "done")
    return redirectWithFlash(
      href("/sign-in"),
      "Your password has been changed. Sign in with your new password.",
      {
        secure: secureCookies,
      },
    );
  if (outcome.kind === "invalid-token") return { invalidToken: true, errors: [] as FieldError[] };
  return { invalidToken: false, errors: outcome.errors };
}

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password - The Gazette" }];

export default function NewPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const invalid = !loaderData.email || actionData?.invalidToken;
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {invalid ? (
          <>
            <h1 className="govuk-heading-l">This link cannot be used</h1>
            <p className="govuk-body">
              The link to reset your password has expired or has already been used. Links work for 1 hour and
              only once.
            </p>
            <p className="govuk-body">
              <a className="govuk-link" href={href("/forgotten-password")}>
                Ask for a new link
              </a>
            </p>
          </>
        ) : (
          <>
            <ErrorSummary errors={errors} />
            <h1 className="govuk-heading-l">Choose a new password</h1>
            <p className="govuk-body">For the account {loaderData.email}.</p>
            <Form method="post" noValidate>
              <CsrfInput />
              <input type="hidden" name="token" value={loaderData.token} />
              <NewPasswordFields username={loaderData.email ?? ""} errors={errors} />
              <button type="submit" className="govuk-button" data-module="govuk-button">
                Save new password
              </button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
