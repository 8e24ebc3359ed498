/**
 * Checking a sign-in attempt. Every attempt costs one argon2 verification, also for an unknown address
 * (against a dummy hash), so the time taken does not tell which addresses have accounts; unknown
 * addresses, wrong passwords and accounts that may not sign in get the same answer.
 */
import type { Database } from "../../db/client.server.ts";
import { hashPassword, verifyPassword } from "../accounts/password-hash.server.ts";
import { findSignInCandidate, recordFailedSignIn, recordSuccessfulSignIn } from "./auth-repository.server.ts";
import { LOCK_AFTER_FAILED_SIGN_INS } from "./sign-in-messages.ts";

export type SignInOutcome =
  | { kind: "success"; userId: number }
  | { kind: "invalid" }
  | { kind: "locked" }
  | { kind: "unconfirmed" }
  | { kind: "organisation-pending" }
  | { kind: "organisation-declined" };

let dummyHash: Promise<string> | null = null;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("no-such-account-timing-guard");
  return dummyHash;
}

export async function checkSignIn(
  db: Database,
  input: { email: string; password: string },
  now = new Date(),
): Promise<SignInOutcome> {
  const user = await findSignInCandidate(db, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user?.passwordHash) return { kind: "invalid" };
  // People who may not sign in at all learn nothing about their account.
  if (user.status === "disabled" || user.status === "invited") return { kind: "invalid" };
  if (user.lockedAt) return { kind: "locked" };
  if (!passwordOk) {
    const locked = await recordFailedSignIn(db, user.id, LOCK_AFTER_FAILED_SIGN_INS, now);
    return locked ? { kind: "locked" } : { kind: "invalid" };
  }
  if (user.status === "unconfirmed") return { kind: "unconfirmed" };
  if (user.organisationStatus === "pending") return { kind: "organisation-pending" };
  if (user.organisationStatus === "declined") return { kind: "organisation-declined" };
  await recordSuccessfulSignIn(db, user.id, now);
  return { kind: "success", userId: user.id };
}
