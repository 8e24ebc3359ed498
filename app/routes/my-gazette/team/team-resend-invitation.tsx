import { href } from "react-router";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { teamMember, teamMemberGuard } from "../../../features/team/team-guard.server.ts";
import { resendInvitation } from "../../../features/team/team-service.server.ts";
import type { Route } from "./+types/team-resend-invitation";

export const middleware: Route.MiddlewareFunction[] = [teamMemberGuard("resend-invitation")];

/** POST `/my-gazette/team/{id}/resend-invitation`: a new link to a pending user (earlier ones stop working). */
export async function action({ context }: Route.ActionArgs) {
  const user = signedInUser(context);
  const member = teamMember(context);
  const { db, siteUrl, secureCookies } = context.get(appContext);
  await resendInvitation(db, user, member, siteUrl);
  return redirectWithFlash(
    href("/my-gazette/team"),
    `The invitation has been sent again to ${member.email}.`,
    {
      secure: secureCookies,
    },
  );
}

export function loader() {
  return new Response(null, { status: 303, headers: { Location: href("/my-gazette/team") } });
}
