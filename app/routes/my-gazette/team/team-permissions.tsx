import { data, Form, href } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { BackLink } from "../../../components/ui/back-link.tsx";
import { appContext } from "../../../context.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { RoleAndPermissionsFields } from "../../../features/team/role-and-permissions-fields.tsx";
import { teamMember, teamMemberGuard } from "../../../features/team/team-guard.server.ts";
import { TEAM_FLASH } from "../../../features/team/team-messages.ts";
import { permissionsSchema } from "../../../features/team/team-schema.ts";
import { setTeamMemberPermissions } from "../../../features/team/team-service.server.ts";
import { type FieldError, fieldList, fieldValue, parseForm } from "../../../lib/forms/parse-form.ts";
import type { Route } from "./+types/team-permissions";

export const middleware: Route.MiddlewareFunction[] = [teamMemberGuard("permissions")];

/** `/my-gazette/team/{id}/permissions`: the account owner sets a person's role and permissions. */
export function loader({ context }: Route.LoaderArgs) {
  const member = teamMember(context);
  return { member: { id: member.id, name: member.name, role: member.role, permissions: member.permissions } };
}

export async function action({ context, request }: Route.ActionArgs) {
  const member = teamMember(context);
  const { db, secureCookies } = context.get(appContext);
  const parsed = parseForm(permissionsSchema, await request.formData());
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  await setTeamMemberPermissions(db, member, parsed.data);
  return redirectWithFlash(href("/my-gazette/team"), TEAM_FLASH.saved, { secure: secureCookies });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Permissions of ${loaderData?.member.name ?? "a user"} - The Gazette` },
];

export default function PermissionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { member } = loaderData;
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  const values = actionData?.values;
  const role = values ? fieldValue(values, "role") : member.role;
  const permissions = values ? fieldList(values, "permissions") : member.permissions;
  return (
    <>
      <BackLink backUrl={href("/my-gazette/team")} />
      <h1 className="govuk-heading-l">Permissions of {member.name}</h1>
      <ErrorSummary errors={errors} />
      <Form method="post" noValidate className="app-permissions-form">
        <CsrfInput />
        <RoleAndPermissionsFields role={role} permissions={permissions} errors={errors} />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Save changes
        </button>
      </Form>
    </>
  );
}
