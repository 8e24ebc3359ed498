/**
 * The team forms (add a user, permissions, user details), one zod schema each, shared by the pages and
 * their actions. Messages are the spec's catalogue (§8).
 */
import { z } from "zod";
import { choice, choices, email, requiredText, telephone, title } from "../../lib/forms/field-schemas.ts";
import { TEAM_ROLES, USER_PERMISSIONS, type UserPermission } from "../accounts/permissions.ts";

export const TEAM_MESSAGES = {
  emailTaken: "A user with this email address already exists.",
} as const;

const role = choice(TEAM_ROLES);
const permissions = choices(USER_PERMISSIONS);

export const addUserSchema = z.object({
  title: title(),
  name: requiredText(120),
  email: email(),
  role,
  permissions,
});
export const permissionsSchema = z.object({ role, permissions });
export const userDetailsSchema = z.object({
  title: title(),
  name: requiredText(120),
  email: email(),
  telephone: telephone(),
});

export type AddUserInput = z.output<typeof addUserSchema>;
export type PermissionsInput = z.output<typeof permissionsSchema>;
export type UserDetailsInput = z.output<typeof userDetailsSchema>;

export function permissionList(values: readonly string[]): UserPermission[] {
  return USER_PERMISSIONS.filter((p) => values.includes(p));
}
