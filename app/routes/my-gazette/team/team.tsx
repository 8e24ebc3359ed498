import { Form, href, Link } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Table } from "../../../components/ui/table.tsx";
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

function Actions({ row, pending, isOwner }: { row: Row; pending: boolean; isOwner: boolean }) {
  return (
    <ul className="govuk-list app-team-actions">
      {row.manage ? (
        <li>
          <Link className="govuk-link" to={href("/my-gazette/team/:id/permissions", { id: String(row.id) })}>
            Permissions<span className="govuk-visually-hidden"> of {row.name}</span>
          </Link>
        </li>
      ) : null}
      {row.edit ? (
        <>
          <li>
            <Link className="govuk-link" to={href("/my-gazette/team/:id/details", { id: String(row.id) })}>
              Edit details<span className="govuk-visually-hidden"> of {row.name}</span>
            </Link>
          </li>
          {pending ? null : (
            <li>
              <Link className="govuk-link" to={href("/my-gazette/team/:id/password", { id: String(row.id) })}>
                Change password<span className="govuk-visually-hidden"> of {row.name}</span>
              </Link>
            </li>
          )}
        </>
      ) : null}
      {pending && isOwner && row.manage ? (
        <li>
          <Form method="post" action={href("/my-gazette/team/:id/resend-invitation", { id: String(row.id) })}>
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
  );
}

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
  return (
    <Table
      className="app-team-table"
      caption={caption}
      captionSize="m"
      emptyText={pending ? "No one is waiting to join." : "No registered users."}
      firstCellIsHeader
      columns={[
        { header: "Name" },
        { header: "Email", cellClassName: "app-team-table__email" },
        { header: "Role" },
        { header: "Permissions" },
        { header: <span className="govuk-visually-hidden">Actions</span> },
      ]}
      rows={rows.map((row) => ({
        key: row.id,
        data: { "data-user-id": row.id },
        cells: [
          row.name,
          row.email,
          row.role,
          row.permissions.length > 0 ? row.permissions.join(", ") : "None",
          <Actions key="actions" row={row} pending={pending} isOwner={isOwner} />,
        ],
      }))}
    />
  );
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { isOwner, registered, pending } = loaderData;
  return (
    <>
      <h1 className="govuk-heading-l">Team</h1>
      {isOwner ? (
        <p className="govuk-body">
          <Button href={href("/my-gazette/team/add")}>Add a user</Button>
        </p>
      ) : (
        <p className="govuk-body">As a super user you can edit the details and passwords of other users.</p>
      )}
      <TeamTable caption="Registered users" rows={registered} pending={false} isOwner={isOwner} />
      <TeamTable caption="Pending users" rows={pending} pending={true} isOwner={isOwner} />
    </>
  );
}
