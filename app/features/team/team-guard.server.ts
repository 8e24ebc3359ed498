/**
 * The check every team loader and action starts with: signed in, allowed this page (team-access.ts), and
 * for pages about a person, that person exists in the actor's organisation (otherwise 404).
 */
import type { RouterContextProvider } from "react-router";
import { appContext } from "../../context.ts";
import { notFound } from "../../lib/http.server.ts";
import { parseId } from "../../lib/ids.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { denyAccess, requireUser } from "../accounts/require-user.server.ts";
import { type TeamPage, teamPageAccess } from "./team-access.ts";
import { getTeamMember, type TeamMember } from "./team-service.server.ts";

export function requireTeamPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  page: "list" | "add",
): CurrentUser {
  const user = requireUser(context, request);
  if (teamPageAccess(user, page) !== "allow") denyAccess(request);
  return user;
}

export async function requireTeamMemberPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  page: Exclude<TeamPage, "list" | "add">,
  idParam: string | undefined,
): Promise<{ user: CurrentUser; member: TeamMember }> {
  const user = requireUser(context, request);
  // Refuse people without the role before looking anyone up, so ids cannot be probed.
  if (teamPageAccess(user, page, null) === "forbidden") denyAccess(request);
  const id = parseId(idParam);
  const member = id ? await getTeamMember(context.get(appContext).db, id) : null;
  const access = teamPageAccess(user, page, member);
  if (access === "not-found") notFound();
  if (access === "forbidden") denyAccess(request);
  return { user, member: member! };
}
