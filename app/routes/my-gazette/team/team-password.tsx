import { data, Form, href } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { BackLink } from "../../../components/ui/back-link.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { NewPasswordFields } from "../../../features/accounts/new-password-fields.tsx";
import { newPasswordSchema } from "../../../features/accounts/password-rules.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { teamMember, teamMemberGuard } from "../../../features/team/team-guard.server.ts";
import { TEAM_FLASH } from "../../../features/team/team-messages.ts";
import { setTeamMemberPassword } from "../../../features/team/team-service.server.ts";
import { type FieldError, parseForm } from "../../../lib/forms/parse-form.ts";
import type { Route } from "./+types/team-password";

export const middleware: Route.MiddlewareFunction[] = [teamMemberGuard("password")];

/** `/my-gazette/team/{id}/password`: a super user sets someone's password; they are signed out everywhere. */
export function loader({ context }: Route.LoaderArgs) {
  const member = teamMember(context);
  return { member: { id: member.id, name: member.name, email: member.email } };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = signedInUser(context);
  const member = teamMember(context);
  const { db, siteUrl, secureCookies } = context.get(appContext);
  const parsed = parseForm(newPasswordSchema(member.email), await request.formData());
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  await setTeamMemberPassword(db, user, member, parsed.data.password, siteUrl);
  return redirectWithFlash(href("/my-gazette/team"), TEAM_FLASH.saved, { secure: secureCookies });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Password of ${loaderData?.member.name ?? "a user"} - The Gazette` },
];

export default function UserPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { member } = loaderData;
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  return (
    <>
      <BackLink backUrl={href("/my-gazette/team")} />
      <h1 className="govuk-heading-l">Change the password of {member.name}</h1>
      <p className="govuk-body">
        {member.name} will be signed out everywhere and told by e-mail that an administrator changed their
        password.
      </p>
      <ErrorSummary errors={errors} />
      <Form method="post" noValidate className="app-user-password-form">
        <CsrfInput />
        <NewPasswordFields username={member.email} errors={errors} />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Change password
        </button>
      </Form>
    </>
  );
}
