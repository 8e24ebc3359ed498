import { data, Form, href, redirect } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { PersonFields } from "../../../components/forms/person-fields.tsx";
import { BackLink } from "../../../components/ui/back-link.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { DEFAULT_PERMISSIONS } from "../../../features/accounts/permissions.ts";
import { flashCookie } from "../../../features/flash/flash.server.ts";
import { RoleAndPermissionsFields } from "../../../features/team/role-and-permissions-fields.tsx";
import { teamPageGuard } from "../../../features/team/team-guard.server.ts";
import { addUserSchema } from "../../../features/team/team-schema.ts";
import { inviteTeamMember } from "../../../features/team/team-service.server.ts";
import { type FieldError, fieldList, fieldValue, parseForm } from "../../../lib/forms/parse-form.ts";
import type { Route } from "./+types/team-add";

export const middleware: Route.MiddlewareFunction[] = [teamPageGuard("add")];

/** `/my-gazette/team/add`: the account owner adds a person, who is e-mailed a link to choose a password. */
export function loader() {
  // Nothing to load, but a loader makes client-side navigations ask the server, whose guard decides.
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const owner = signedInUser(context);
  const { db, siteUrl, secureCookies } = context.get(appContext);
  const parsed = parseForm(addUserSchema, await request.formData());
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const result = await inviteTeamMember(db, owner, parsed.data, siteUrl);
  if (!result.ok) return data({ errors: result.errors, values: parsed.values }, { status: 400 });
  return redirect(href("/my-gazette/team"), {
    headers: {
      "Set-Cookie": flashCookie(
        { kind: "success", message: `An invitation has been sent to ${result.member.email}.` },
        secureCookies,
      ),
    },
  });
}

export const meta: Route.MetaFunction = () => [{ title: `Add a user - The Gazette` }];

export default function AddUserPage({ actionData }: Route.ComponentProps) {
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  const values = actionData?.values;
  return (
    <>
      <BackLink backUrl={href("/my-gazette/team")} />
      <h1 className="govuk-heading-l">Add a user</h1>
      <p className="govuk-body">
        We will e-mail them a link to choose a password. Until then they are listed as a pending user.
      </p>
      <ErrorSummary errors={errors} />
      <Form method="post" noValidate>
        <CsrfInput />
        <PersonFields schema={addUserSchema} values={values} errors={errors} own={false} />
        <RoleAndPermissionsFields
          role={fieldValue(values, "role") || "user"}
          permissions={values ? fieldList(values, "permissions") : [...DEFAULT_PERMISSIONS]}
          errors={errors}
        />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Add user
        </button>
      </Form>
    </>
  );
}
