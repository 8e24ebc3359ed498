/**
 * Getting back into an account: the unlock e-mail after a lockout and the password reset. Both answer
 * the same whether or not the address has an account, and their links are single-use tokens.
 */
import type { Database } from "../../db/client.server.ts";
import type { FieldError } from "../../lib/forms/parse-form.ts";
import { queueEmail } from "../email/send-email.server.ts";
import { passwordChangedEmail, resetPasswordEmail, unlockEmail } from "./auth-emails.ts";
import { clearLock, findAccount, setPasswordHash } from "./auth-repository.server.ts";
import { hashPassword } from "./password-hash.server.ts";
import { newPasswordErrors } from "./password-rules.ts";
import { endAllSessions } from "./session.server.ts";
import { clearSignInFailures, hasAnySignInLock } from "./sign-in-failure-repository.server.ts";
import { consumeUserToken, issueUserToken, peekUserToken } from "./user-tokens.server.ts";

/**
 * Sends the unlock link when the address belongs to an account that some client meets a lock on (the
 * owner may be locked out on one device only); otherwise nothing.
 */
export async function requestUnlockEmail(db: Database, email: string, siteUrl: string): Promise<void> {
  const account = await findAccount(db, { email });
  if (!account || account.status === "disabled") return;
  if (!account.lockedAt && !(await hasAnySignInLock(db, account.email))) return;
  const token = await issueUserToken(db, { userId: account.id, purpose: "unlock" });
  await queueEmail(db, unlockEmail(account, siteUrl, token));
}

export async function isUnlockTokenValid(db: Database, token: string): Promise<boolean> {
  return (await peekUserToken(db, "unlock", token)) !== null;
}

/**
 * Uses the token and lifts every lock on the account: each client's and the one for everyone. False when
 * the token is unknown, used or expired.
 */
export async function unlockAccount(db: Database, token: string, now = new Date()): Promise<boolean> {
  const valid = await consumeUserToken(db, "unlock", token, now);
  if (!valid) return false;
  await clearLock(db, valid.userId, now);
  const account = await findAccount(db, { id: valid.userId });
  if (account) await clearSignInFailures(db, account.email);
  return true;
}

/** Sends the reset link when the address belongs to an account that has a password. */
export async function requestPasswordReset(db: Database, email: string, siteUrl: string): Promise<void> {
  const account = await findAccount(db, { email });
  if (!account?.passwordHash || account.status === "disabled" || account.status === "invited") return;
  const token = await issueUserToken(db, { userId: account.id, purpose: "reset-password" });
  await queueEmail(db, resetPasswordEmail(account, siteUrl, token));
}

/** The address the reset link belongs to (for the password rules), or null when it is not usable. */
export async function resetTokenEmail(db: Database, token: string): Promise<string | null> {
  const valid = await peekUserToken(db, "reset-password", token);
  if (!valid) return null;
  return (await findAccount(db, { id: valid.userId }))?.email ?? null;
}

export type ResetOutcome =
  | { kind: "done" }
  | { kind: "invalid-token" }
  | { kind: "invalid-password"; errors: FieldError[] };

/**
 * Sets a new password from a reset link: checks the rules first (so a mistake does not use the link up),
 * then uses the token, sets the password, lifts any lock and ends every session of the account.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string; confirmPassword: string },
  siteUrl: string,
  now = new Date(),
): Promise<ResetOutcome> {
  const email = await resetTokenEmail(db, input.token);
  if (!email) return { kind: "invalid-token" };
  const errors = newPasswordErrors({
    password: input.password,
    confirm: input.confirmPassword,
    username: email,
  });
  if (errors.length > 0) return { kind: "invalid-password", errors };
  const valid = await consumeUserToken(db, "reset-password", input.token, now);
  if (!valid) return { kind: "invalid-token" };
  const account = await findAccount(db, { id: valid.userId });
  if (!account) return { kind: "invalid-token" };
  await setPasswordHash(db, account.id, await hashPassword(input.password), now);
  await clearSignInFailures(db, account.email);
  await endAllSessions(db, account.id);
  await queueEmail(db, passwordChangedEmail(account, siteUrl));
  return { kind: "done" };
}
