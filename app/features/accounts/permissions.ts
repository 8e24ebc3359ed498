/**
 * Who may do what (spec §6), as pure rules that loaders, actions, the navigation and the permission-matrix
 * test all share. Roles say what a person is in the service; permissions are the per-user switches the
 * account owner sets in the permissions form.
 */
import { USER_ROLES, type UserRole } from "../../db/schema/accounts-values.ts";

// The roles are stored words: the list lives with the users table, whose CHECK is built from it.
export { USER_ROLES, type UserRole };

export const ROLE_LABELS: Record<UserRole, string> = {
  user: "User",
  "account-owner": "Account owner",
  "super-user": "Super user",
  "company-admin": "Company administrator",
  "account-admin": "Account admin",
  staff: "Gazette staff",
};

/** Roles an account owner may give the people of their organisation. */
export const TEAM_ROLES = ["user", "super-user", "company-admin"] as const satisfies readonly UserRole[];

/** Per-user switches an account owner sets for each person of the organisation. */
export const USER_PERMISSIONS = [
  "place-notices",
  "buy-products",
  "manage-images",
  "view-team-notices",
] as const;
export type UserPermission = (typeof USER_PERMISSIONS)[number];

export const PERMISSION_LABELS: Record<UserPermission, string> = {
  "place-notices": "Place notices",
  "buy-products": "Buy issues and products",
  "manage-images": "Manage images",
  "view-team-notices": "See notices placed by the whole team",
};

/** What a newly added person may do until the account owner changes it. */
export const DEFAULT_PERMISSIONS: readonly UserPermission[] = [
  "place-notices",
  "buy-products",
  "manage-images",
];

/** Capabilities that follow from a role, whatever the per-user permissions say. */
export type Capability =
  | "use-my-gazette" // saved notices and searches, own profile and password
  | "manage-team" // see registered and pending users, add, remove, edit permissions
  | "edit-team-users" // edit other users' details and passwords (super user)
  | "manage-company" // adjust payment, company logo, statement, credit application
  | "decide-approvals" // approve or decline accounts, director claims, customisation
  | "read-outbox" // the development outbox: every e-mail the site wrote instead of sending (see ADR 007)
  | "manage-shop" // the shop's back office: orders and refunds, products and prices, discount codes
  | "manage-notice-fees" // what placing each notice type costs in each edition, and when that changes
  | "decide-notices" // approve or reject placed notices, withdraw a published one permanently
  | "manage-api-clients" // register and revoke the placement API's clients (issue 13 point 6)
  | "manage-injunctions"; // record, change and end court injunctions that stop petitions (issue 13)

const ROLE_CAPABILITIES: Record<UserRole, readonly Capability[]> = {
  user: ["use-my-gazette"],
  "super-user": ["use-my-gazette", "edit-team-users"],
  "company-admin": ["use-my-gazette", "manage-company"],
  // The account owner holds the account: everything the organisation's roles can do.
  "account-owner": ["use-my-gazette", "manage-team", "edit-team-users", "manage-company"],
  // Court injunctions are recorded by account admins (issue 13), and by Gazette staff.
  "account-admin": ["use-my-gazette", "decide-approvals", "manage-injunctions"],
  // Only staff may read the development outbox: it holds every person's reset and invitation links.
  // The shop moves money (refunds) and sets prices: Gazette staff only, not the account admins.
  // Notice fees and the editorial decisions on notices are Gazette staff's too (issue 12).
  staff: [
    "use-my-gazette",
    "decide-approvals",
    "read-outbox",
    "manage-shop",
    "manage-notice-fees",
    "decide-notices",
    "manage-api-clients",
    "manage-injunctions",
  ],
};

/** The parts of a signed-in user the rules look at. */
export interface Actor {
  id: number;
  role: string;
  organisationId: number | null;
  permissions: readonly string[];
}

export function isUserRole(value: string): value is UserRole {
  return (USER_ROLES as readonly string[]).includes(value);
}

export function hasCapability(actor: Actor | null, capability: Capability): boolean {
  if (!actor || !isUserRole(actor.role)) return false;
  return ROLE_CAPABILITIES[actor.role].includes(capability);
}

/**
 * A per-user permission. Account owners, and people without an organisation (individuals), always hold
 * every permission over their own work; members hold what the owner granted.
 */
export function hasPermission(actor: Actor | null, permission: UserPermission): boolean {
  if (!actor) return false;
  if (actor.role === "account-owner" || actor.organisationId === null) return true;
  return actor.permissions.includes(permission);
}

/** May the actor act on this other person of the team (remove, set permissions)? Never on themselves. */
export function canManageTeamMember(
  actor: Actor | null,
  target: Pick<Actor, "id" | "organisationId">,
): boolean {
  return (
    hasCapability(actor, "manage-team") &&
    actor!.organisationId !== null &&
    actor!.organisationId === target.organisationId &&
    actor!.id !== target.id
  );
}

/** May the actor edit this other person's details and password (super user, account owner)? */
export function canEditTeamUser(actor: Actor | null, target: Pick<Actor, "id" | "organisationId">): boolean {
  return (
    hasCapability(actor, "edit-team-users") &&
    actor!.organisationId !== null &&
    actor!.organisationId === target.organisationId &&
    actor!.id !== target.id
  );
}
