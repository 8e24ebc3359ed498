import { Form, href, Link } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { PERMISSION_LABELS, type UserPermission } from "../../../features/accounts/permissions.ts";
import { ConfirmRemoval } from "../../../features/my-gazette/confirm-removal.tsx";
import { removalDetails, teamPageAccess } from "../../../features/team/team-access.ts";
import { getTeam, roleLabel, type TeamMember } from "../../../features/team/team-service.server.ts";
import type { Route } from "./+types/team";

/** `/my-gazette/team`: the registered and pending people of the organisation. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const team = await getTeam(context.get(appContext).db, user.organisationId!);
  const view = (m: TeamMember) => ({
    id: m.id,
    name: m.name,
    email: m.email,
    role: roleLabel(m.role),
    permissions: m.permissions.map((p) => PERMISSION_LABELS[p as UserPermission] ?? p),
    manage: teamPageAccess(user, "permissions", m) === "allow",
    edit: teamPageAccess(user, "details", m) === "allow",
  });
  return {
    isOwner: teamPageAccess(user, "add") === "allow",
    registered: team.registered.map(view),
    pending: team.pending.map(view),
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Team - The Gazette" }];

type Row = Route.ComponentProps["loaderData"]["registered"][number];

function TeamTable({
  caption,
  rows,
  pending,
  isOwner,
}: {
  caption: string;
  rows: Row[];
  pending: boolean;
  isOwner: boolean;
}) {
  if (rows.length === 0)
    return (
      <>
        <h2 className="govuk-heading-m">{caption}</h2>
        <p className="govuk-body">{pending ? "No one is waiting to join." : "No registered users."}</p>
      </>
    );
  return (
    <table className="govuk-table app-team-table">
      <caption className="govuk-table__caption govuk-table__caption--m">{caption}</caption>
      <thead className="govuk-table__head">
        <tr className="govuk-table__row">
          <th scope="col" className="govuk-table__header">
            Name
          </th>
          <th scope="col" className="govuk-table__header">
            Email
          </th>
          <th scope="col" className="govuk-table__header">
            Role
          </th>
          <th scope="col" className="govuk-table__header">
            Permissions
          </th>
          <th scope="col" className="govuk-table__header">
            <span className="govuk-visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="govuk-table__body">
        {rows.map((row) => (
          <tr key={row.id} className="govuk-table__row" data-user-id={row.id}>
            <th scope="row" className="govuk-table__header">
              {row.name}
            </th>
            <td className="govuk-table__cell app-team-table__email">{row.email}</td>
            <td className="govuk-table__cell">{row.role}</td>
            <td className="govuk-table__cell">
              {row.permissions.length > 0 ? row.permissions.join(", ") : "None"}
            </td>
            <td className="govuk-table__cell">
              <ul className="govuk-list app-team-actions">
                {row.manage ? (
                  <li>
                    <Link
                      className="govuk-link"
                      to={href("/my-gazette/team/:id/permissions", { id: String(row.id) })}
                    >
                      Permissions<span className="govuk-visually-hidden"> of {row.name}</span>
                    </Link>
                  </li>
                ) : null}
                {row.edit ? (
                  <>
                    <li>
                      <Link
                        className="govuk-link"
                        to={href("/my-gazette/team/:id/details", { id: String(row.id) })}
                      >
                        Edit details<span className="govuk-visually-hidden"> of {row.name}</span>
                      </Link>
                    </li>
                    {pending ? null : (
                      <li>
                        <Link
                          className="govuk-link"
                          to={href("/my-gazette/team/:id/password", { id: String(row.id) })}
                        >
                          Change password<span className="govuk-visually-hidden"> of {row.name}</span>
                        </Link>
                      </li>
                    )}
                  </>
                ) : null}
                {pending && isOwner && row.manage ? (
                  <li>
                    <Form
                      method="post"
                      action={href("/my-gazette/team/:id/resend-invitation", { id: String(row.id) })}
                    >
                      <CsrfInput />
                      <button type="submit" className="app-link-button govuk-link">
                        Resend invitation<span className="govuk-visually-hidden"> to {row.name}</span>
                      </button>
                    </Form>
                  </li>
                ) : null}
                {row.manage ? (
                  <li>
                    <ConfirmRemoval
                      className="app-team-remove"
                      confirmUrl={href("/my-gazette/team/:id/remove", { id: String(row.id) })}
                      label="Remove"
                      itemName={row.name}
                      question={`Are you sure you want to remove ${row.name}?`}
                      details={removalDetails(row)}
                    />
                  </li>
                ) : null}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { isOwner, registered, pending } = loaderData;
  return (
    <>
      <h1 className="govuk-heading-l">Team</h1>
      {isOwner ? (
        <p className="govuk-body">
          <Link className="govuk-button" to={href("/my-gazette/team/add")} data-module="govuk-button">
            Add a user
          </Link>
        </p>
      ) : (
        <p className="govuk-body">As a super user you can edit the details and passwords of other users.</p>
      )}
      <TeamTable caption="Registered users" rows={registered} pending={false} isOwner={isOwner} />
      <TeamTable caption="Pending users" rows={pending} pending={true} isOwner={isOwner} />
    </>
  );
}
