/**
 * The guards of the team area (route middleware): the area lets in whoever may see the team list
 * (team-access.ts); a page may ask more (adding people), and a page about a person also needs that person
 * to exist in the actor's organisation (otherwise 404), which its guard looks up once for loader and action.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { appContext } from "../../context.ts";
import { parseId } from "../../lib/ids.ts";
import { areaGuard } from "../accounts/area-guard.server.ts";
import { type TeamPage, teamPageAccess } from "./team-access.ts";
import { getTeamMember, type TeamMember } from "./team-service.server.ts";

const teamMemberContext = createContext<TeamMember>();

/** A team page that is about no one in particular (`add`: account owners of an organisation). */
export function teamPageGuard(page: "list" | "add"): MiddlewareFunction<Response> {
  return areaGuard((user) => teamPageAccess(user, page));
}

/** The layout of all team pages: whoever may see the team list (account owners and super users). */
export const teamAreaGuard = teamPageGuard("list");

/** A team page about one person, named by the route's `:id`. */
export function teamMemberGuard(page: Exclude<TeamPage, "list" | "add">): MiddlewareFunction<Response> {
  return areaGuard(async (user, { params, context }) => {
    // Refuse people without the role before looking anyone up, so ids cannot be probed.
    if (teamPageAccess(user, page, null) === "forbidden") return "forbidden";
    const id = parseId(params.id);
    const member = id ? await getTeamMember(context.get(appContext).db, id) : null;
    const access = teamPageAccess(user, page, member);
    if (access === "allow") context.set(teamMemberContext, member!);
    return access;
  });
}

/** The person a team member page is about, as its guard found them. */
export function teamMember(context: Readonly<RouterContextProvider>): TeamMember {
  return context.get(teamMemberContext);
}
