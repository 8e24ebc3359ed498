import { appContext } from "../../../context.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { requireTeamMemberPage } from "../../../features/team/team-guard.server.ts";
import { resendInvitation } from "../../../features/team/team-service.server.ts";
import type { Route } from "./+types/team-resend-invitation";

/** POST `/my-gazette/team/{id}/resend-invitation`: a new link to a pending user (earlier ones stop working). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, member } = await requireTeamMemberPage(context, request, "resend-invitation", params.id);
  const { db, siteUrl, secureCookies } = context.get(appContext);
  await resendInvitation(db, user, member, siteUrl);
  return redirectWithFlash("/my-gazette/team", `The invitation has been sent again to ${member.email}.`, {
    secure: secureCookies,
  });
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireTeamMemberPage(context, request, "resend-invitation", params.id);
  return new Response(null, { status: 303, headers: { Location: "/my-gazette/team" } });
}
