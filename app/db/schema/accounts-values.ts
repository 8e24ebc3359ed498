/**
 * The fixed words of the accounts tables (CHECKs in accounts.ts keep the columns to them). Pure, so the
 * role rules and the pages can use them without loading the schema.
 */

/** What a person is in the service (spec §6); what each may do is in features/accounts/permissions.ts. */
export const USER_ROLES = [
  "user",
  "account-owner",
  "super-user",
  "company-admin",
  "account-admin",
  "staff",
] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * unconfirmed (e-mail not yet confirmed) | invited (no password chosen yet) | active | disabled.
 * Waiting for approval is the organisation's status; a lock is users.locked_at.
 */
export const USER_STATUSES = ["unconfirmed", "invited", "active", "disabled"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** What an e-mailed single-use token is for. */
export const TOKEN_PURPOSES = [
  "confirm-email",
  "reset-password",
  "invite",
  "unlock",
  "change-email",
] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];
