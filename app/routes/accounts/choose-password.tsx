import { data, Form, href, Link } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { appContext } from "../../context.ts";
import { NewPasswordFields } from "../../features/accounts/new-password-fields.tsx";
import { newPasswordSchema } from "../../features/accounts/password-rules.ts";
import { createSession } from "../../features/accounts/session.server.ts";
import { flashCookie } from "../../features/flash/flash.server.ts";
import { rotateCsrfToken } from "../../features/security/csrf.server.ts";
import { acceptInvitation, findInvitation } from "../../features/team/team-service.server.ts";
import { readLinkToken } from "../../lib/forms/field-schemas.ts";
import { type FieldError, parseForm } from "../../lib/forms/parse-form.ts";
import type { Route } from "./+types/choose-password";

/** `/choose-password?token=…`: someone invited to a team chooses a password and is signed in. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = readLinkToken(new URL(request.url).searchParams);
  const member = token ? await findInvitation(context.get(appContext).db, token) : null;
  if (!member) return data({ valid: false as const, token: "", email: "" }, { status: 404 });
  return { valid: true as const, token, email: member.email };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { db, secureCookies } = context.get(appContext);
  const form = await request.formData();
  const token = readLinkToken(form);
  const member = token ? await findInvitation(db, token) : null;
  const none: FieldError[] = [];
  if (!member) return data({ invalid: true, errors: none }, { status: 404 });
  const parsed = parseForm(newPasswordSchema(member.email), form);
  if (!parsed.ok) return data({ invalid: false, errors: parsed.errors }, { status: 400 });
  const userId = await acceptInvitation(db, token, parsed.data.password);
  if (!userId) return data({ invalid: true, errors: none }, { status: 404 });
  const { setCookies } = await createSession(db, userId, request, secureCookies);
  const headers = new Headers({ Location: href("/my-gazette") });
  // Signed in from here on: a new CSRF token too, as at every sign-in.
  for (const cookie of [...setCookies, rotateCsrfToken(secureCookies).setCookie])
    headers.append("Set-Cookie", cookie);
  headers.append(
    "Set-Cookie",
    flashCookie(
      { kind: "success", message: "Your password has been set and you are signed in." },
      secureCookies,
    ),
  );
  return new Response(null, { status: 303, headers });
}

export const meta: Route.MetaFunction = () => [{ title: "Choose your password - The Gazette" }];

export default function ChoosePasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.valid || actionData?.invalid) {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <h1 className="govuk-heading-l">This link has expired or has already been used</h1>
          <p className="govuk-body">
            Invitation links work once, for 7 days. Ask your account owner to send you a new invitation, or{" "}
            <Link className="govuk-link" to={href("/sign-in")}>
              sign in
            </Link>{" "}
            if you have already chosen a password.
          </p>
        </div>
      </div>
    );
  }
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ErrorSummary errors={errors} />
        <h1 className="govuk-heading-l">Choose your password</h1>
        <p className="govuk-body">You will sign in as {loaderData.email}.</p>
        <Form method="post" noValidate>
          <CsrfInput />
          <input type="hidden" name="token" value={loaderData.token} />
          <NewPasswordFields username={loaderData.email} errors={errors} passwordLabel="Password" />
          <button type="submit" className="govuk-button" data-module="govuk-button">
            Save password and sign in
          </button>
        </Form>
      </div>
    </div>
  );
}
