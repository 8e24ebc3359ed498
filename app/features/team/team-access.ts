/**
 * Who may open which team page (spec §6): the account owner manages the people of the organisation
 * (list, add, remove, permissions, resend an invitation); a super user sees the list and edits other
 * people's details and passwords. A page about a person outside the actor's organisation answers "not
 * found", so ids of other organisations reveal nothing; acting on oneself or on the account owner is
 * refused (their own account pages are elsewhere).
 */
import { type Actor, canEditTeamUser, canManageTeamMember, hasCapability } from "../accounts/permissions.ts";

export type TeamPage =
  | "list"
  | "add"
  | "remove"
  | "permissions"
  | "resend-invitation"
  | "details"
  | "password";

export interface TeamTarget {
  id: number;
  organisationId: number | null;
  role: string;
  status: string;
}

export type TeamAccess = "allow" | "forbidden" | "not-found";

const OWNER_PAGES: readonly TeamPage[] = ["add", "remove", "permissions", "resend-invitation"];

export function teamPageAccess(
  actor: Actor | null,
  page: TeamPage,
  target: TeamTarget | null = null,
): TeamAccess {
  const owner = hasCapability(actor, "manage-team");
  const editor = hasCapability(actor, "edit-team-users");
  if (page === "list") return owner || editor ? "allow" : "forbidden";
  if (page === "add") return owner && actor!.organisationId !== null ? "allow" : "forbidden";

  const needsOwner = OWNER_PAGES.includes(page);
  if (needsOwner ? !owner : !editor) return "forbidden";
  if (!target || target.status === "disabled" || target.organisationId !== actor!.organisationId)
    return "not-found";
  if (target.role === "account-owner") return "forbidden";
  if (page === "resend-invitation" && target.status !== "invited") return "not-found";
  const allowed = needsOwner ? canManageTeamMember(actor, target) : canEditTeamUser(actor, target);
  return allowed ? "allow" : "forbidden";
}

/** What removing a person means, asked before it is done (page and modal alike). */
export function removalDetails(member: { name: string; email: string }): string {
  return `${member.name} (${member.email}) will be signed out and will no longer be able to use your organisation's account. We will e-mail them to say so.`;
}
