import { data, Form, href } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { PersonFields } from "../../../components/forms/person-fields.tsx";
import { BackLink } from "../../../components/ui/back-link.tsx";
import { appContext } from "../../../context.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { teamMember, teamMemberGuard } from "../../../features/team/team-guard.server.ts";
import { TEAM_FLASH } from "../../../features/team/team-messages.ts";
import { userDetailsSchema } from "../../../features/team/team-schema.ts";
import { updateTeamMemberDetails } from "../../../features/team/team-service.server.ts";
import { type FieldError, type FormValues, parseForm } from "../../../lib/forms/parse-form.ts";
import type { Route } from "./+types/team-details";

export const middleware: Route.MiddlewareFunction[] = [teamMemberGuard("details")];

/**
 * `/my-gazette/team/{id}/details`: the user details form of a super user (spec §7: PUT). Browsers can only
 * send GET and POST, so the form posts `_method=PUT`; a real PUT (from a script) is accepted as well.
 */
export function loader({ context }: Route.LoaderArgs) {
  const member = teamMember(context);
  return {
    member: {
      id: member.id,
      title: member.title ?? "",
      name: member.name,
      email: member.email,
      telephone: member.telephone ?? "",
    },
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const member = teamMember(context);
  const { db, secureCookies } = context.get(appContext);
  const form = await request.formData();
  const method = request.method === "POST" ? String(form.get("_method") ?? "").toUpperCase() : request.method;
  if (method !== "PUT")
    return data(
      { problem: TEAM_FLASH.detailsFailed, errors: [] as FieldError[], values: {} as FormValues },
      { status: 405 },
    );
  const parsed = parseForm(userDetailsSchema, form);
  if (!parsed.ok)
    return data({ problem: null, errors: parsed.errors, values: parsed.values }, { status: 400 });
  const result = await updateTeamMemberDetails(db, member, parsed.data);
  if (!result.ok)
    return data({ problem: null, errors: result.errors, values: parsed.values }, { status: 400 });
  return redirectWithFlash(
    href("/my-gazette/team/:id/details", { id: String(member.id) }),
    TEAM_FLASH.detailsUpdated,
    {
      secure: secureCookies,
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Details of ${loaderData?.member.name ?? "a user"} - The Gazette` },
];

export default function UserDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { member } = loaderData;
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  const { id: _id, ...saved } = member;
  const values: FormValues = actionData?.values ?? saved;
  return (
    <>
      <BackLink backUrl={href("/my-gazette/team")} />
      <h1 className="govuk-heading-l">Details of {member.name}</h1>
      <ErrorSummary
        errors={errors}
        problem={actionData?.problem ? { message: actionData.problem } : null}
        title={TEAM_FLASH.detailsFailed}
      />
      <Form method="post" noValidate className="app-user-details-form">
        <CsrfInput />
        <input type="hidden" name="_method" value="PUT" />
        <PersonFields schema={userDetailsSchema} values={values} errors={errors} own={false} />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Update details
        </button>
      </Form>
    </>
  );
}
