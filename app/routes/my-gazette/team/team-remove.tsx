import { Form, href, Link } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { removalDetails } from "../../../features/team/team-access.ts";
import { teamMember, teamMemberGuard } from "../../../features/team/team-guard.server.ts";
import { removeTeamMember } from "../../../features/team/team-service.server.ts";
import type { Route } from "./+types/team-remove";

export const middleware: Route.MiddlewareFunction[] = [teamMemberGuard("remove")];

/**
 * `/my-gazette/team/{id}/remove`: asks first (this page without JavaScript, a modal on the team page with
 * it); the POST removes the person and signs them out everywhere.
 */
export function loader({ context }: Route.LoaderArgs) {
  const member = teamMember(context);
  return { member: { id: member.id, name: member.name, email: member.email } };
}

export async function action({ context }: Route.ActionArgs) {
  const user = signedInUser(context);
  const member = teamMember(context);
  const { db, secureCookies } = context.get(appContext);
  await removeTeamMember(db, user, member);
  return redirectWithFlash(href("/my-gazette/team"), `${member.name} has been removed from your team.`, {
    secure: secureCookies,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Remove ${loaderData?.member.name ?? "a user"} - The Gazette` },
];

export default function RemovePage({ loaderData }: Route.ComponentProps) {
  const { member } = loaderData;
  return (
    <>
      <h1 className="govuk-heading-l">Are you sure you want to remove {member.name}?</h1>
      <p className="govuk-body">{removalDetails(member)}</p>
      <Form method="post">
        <CsrfInput />
        <div className="govuk-button-group">
          <button type="submit" className="govuk-button govuk-button--warning" data-module="govuk-button">
            Remove
          </button>
          <Link className="govuk-link" to={href("/my-gazette/team")}>
            Keep
          </Link>
        </div>
      </Form>
    </>
  );
}
