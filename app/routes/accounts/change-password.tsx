import { Form, href } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { TextField } from "../../components/forms/fields.tsx";
import { appContext } from "../../context.ts";
import { changePassword } from "../../features/accounts/account-service.server.ts";
import { signedInUser } from "../../features/accounts/area-guard.server.ts";
import { NewPasswordFields } from "../../features/accounts/new-password-fields.tsx";
import { changePasswordSchema } from "../../features/accounts/password-form-schemas.ts";
import { redirectWithFlash } from "../../features/flash/flash.server.ts";
import { type FieldError, parseForm } from "../../lib/forms/parse-form.ts";
import type { Route } from "./+types/change-password";

export function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  return { email: user.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context);
  const { db, siteUrl, secureCookies } = context.get(appContext);
  // The fields are only read here: the rules need the account (the current password, the address).
  const parsed = parseForm(changePasswordSchema, await request.formData());
  if (!parsed.ok) return { errors: parsed.errors };
  const outcome = await changePassword(db, user, parsed.data, siteUrl);
  if (outcome.kind === "invalid") return { errors: outcome.errors };
  return redirectWithFlash(href("/my-gazette/account/change-password"), "Your changes have been made", {
    secure: secureCookies,
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Change password - My Gazette - The Gazette" }];

export default function ChangePasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  return (
    <>
      <ErrorSummary errors={errors} />
      <h1 className="govuk-heading-l">Change password</h1>
      <p className="govuk-body">
        When you change your password, you stay signed in here and are signed out everywhere else.
      </p>
      <Form method="post" noValidate>
        <CsrfInput />
        <TextField
          name="currentPassword"
          label="Current password"
          type="password"
          errors={errors}
          autoComplete="current-password"
          width="govuk-!-width-one-half"
        />
        <NewPasswordFields username={loaderData.email} errors={errors} />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Change password
        </button>
      </Form>
    </>
  );
}
