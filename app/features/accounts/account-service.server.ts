/**
 * The signed-in person's own account: the data the page scripts read, their details, e-mail address and
 * password.
 */
import type { Database } from "../../db/client.server.ts";
import type { FieldError } from "../../lib/forms/parse-form.ts";
import { queueEmail } from "../email/send-email.server.ts";
import { selectCreditAccountStatus } from "./account-repository.server.ts";
import {
  confirmNewEmail,
  emailAlreadyRegistered,
  emailChangeRequestedNotice,
  passwordChangedEmail,
} from "./auth-emails.ts";
import {
  type AccountRecord,
  changeEmailIfFree,
  extendSession,
  findAccount,
  setPasswordHash,
  updateProfile,
} from "./auth-repository.server.ts";
import type { CurrentUser } from "./current-user.ts";
import { hashPassword, verifyPassword } from "./password-hash.server.ts";
import { newPasswordErrors } from "./password-rules.ts";
import { endAllSessions, SESSION_IDLE_MS } from "./session.server.ts";
import { consumeUserToken, issueUserToken, peekUserToken } from "./user-tokens.server.ts";

/** The account overview (My Gazette): the person's organisation and the notices it placed. */
export {
  type AccountOrganisation,
  countPlacedNotices,
  findAccountOrganisation,
  listPlacedNotices,
  type PlacedNotice,
} from "./account-repository.server.ts";
/**
 * For a password set by someone else (a super user for a team member), hashed already; it clears any lock.
 * Ending the person's sessions and telling them is the caller's part.
 */
export { setPasswordHash } from "./auth-repository.server.ts";

export interface AccountData {
  user: {
    id: number;
    name: string;
    title: string | null;
    email: string;
    role: string;
    organisation: { id: number; name: string; status: string } | null;
    permissions: string[];
    sessionExpiresAt: string;
    /** Whether purchase orders can be used (placement-api.md step 7): approved, pending, declined or none. */
    "credit-account-request-status": string;
  };
}

/** The account data of `/my-gazette/account/data.json`; reading it extends the session (spec §4). */
export async function accountDataFor(
  db: Database,
  user: CurrentUser,
  now = new Date(),
): Promise<AccountData> {
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await extendSession(db, user.sessionTokenHash, now, expiresAt);
  const account = await findAccount(db, { id: user.id });
  return {
    user: {
      id: user.id,
      name: account?.name ?? user.name,
      title: account?.title ?? null,
      email: account?.email ?? user.email,
      role: user.role,
      organisation: account?.organisation ?? null,
      permissions: [...user.permissions],
      sessionExpiresAt: expiresAt.toISOString(),
      "credit-account-request-status": account?.organisation
        ? await selectCreditAccountStatus(db, account.organisation.id)
        : "none",
    },
  };
}

export function findOwnAccount(db: Database, userId: number): Promise<AccountRecord | null> {
  return findAccount(db, { id: userId });
}

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: "Enter your current password.",
  currentWrong: "The current password you entered is incorrect.",
} as const;

export type ChangePasswordOutcome = { kind: "done" } | { kind: "invalid"; errors: FieldError[] };

/** Changes the password after checking the current one; the person's other sessions end. */
export async function changePassword(
  db: Database,
  user: CurrentUser,
  input: { currentPassword: string; password: string; confirmPassword: string },
  siteUrl: string,
  now = new Date(),
): Promise<ChangePasswordOutcome> {
  const account = await findAccount(db, { id: user.id });
  const errors: FieldError[] = [];
  if (!input.currentPassword)
    errors.push({ field: "currentPassword", message: CHANGE_PASSWORD_MESSAGES.currentRequired });
  else if (!account?.passwordHash || !(await verifyPassword(account.passwordHash, input.currentPassword)))
    errors.push({ field: "currentPassword", message: CHANGE_PASSWORD_MESSAGES.currentWrong });
  errors.push(
    ...newPasswordErrors({ password: input.password, confirm: input.confirmPassword, username: user.email }),
  );
  if (errors.length > 0 || !account) return { kind: "invalid", errors };
  await setPasswordHash(db, account.id, await hashPassword(input.password), now);
  await endAllSessions(db, account.id, user.sessionTokenHash);
  await queueEmail(db, passwordChangedEmail(account, siteUrl));
  return { kind: "done" };
}

export type DetailsOutcome = { kind: "saved" } | { kind: "email-change-sent"; email: string };

/**
 * Saves title, name and telephone at once. A new e-mail address changes nothing yet: the new address gets
 * a confirmation link (or, when it already has an account, a note saying so, which the requester cannot
 * tell apart) and the current address a notice.
 */
export async function saveDetails(
  db: Database,
  user: CurrentUser,
  values: Record<"title" | "name" | "telephone" | "email", string>,
  siteUrl: string,
  now = new Date(),
): Promise<DetailsOutcome> {
  await updateProfile(
    db,
    user.id,
    { title: values.title || null, name: values.name, telephone: values.telephone || null },
    now,
  );
  if (values.email === user.email.toLowerCase()) return { kind: "saved" };
  const recipient = { email: user.email, name: values.name };
  const existing = await findAccount(db, { email: values.email });
  if (existing) {
    await queueEmail(db, emailAlreadyRegistered(values.email, siteUrl));
  } else {
    const token = await issueUserToken(db, {
      userId: user.id,
      purpose: "change-email",
      data: { email: values.email },
      now,
    });
    await queueEmail(db, confirmNewEmail(recipient, values.email, siteUrl, token));
  }
  await queueEmail(db, emailChangeRequestedNotice(recipient, values.email));
  return { kind: "email-change-sent", email: values.email };
}

/** The new address a change-email link would confirm, or null when the link is not usable. */
export async function pendingEmailChange(db: Database, token: string): Promise<string | null> {
  const valid = await peekUserToken(db, "change-email", token);
  return valid?.data?.email ?? null;
}

export type ConfirmEmailOutcome =
  | { kind: "changed"; email: string }
  | { kind: "invalid-token" }
  | { kind: "taken" };

export async function confirmEmailChange(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ConfirmEmailOutcome> {
  const valid = await consumeUserToken(db, "change-email", token, now);
  const email = valid?.data?.email;
  if (!valid || !email) return { kind: "invalid-token" };
  if (!(await changeEmailIfFree(db, valid.userId, email, now))) return { kind: "taken" };
  return { kind: "changed", email };
}
