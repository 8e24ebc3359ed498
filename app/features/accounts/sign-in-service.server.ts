/**
 * Checking a sign-in attempt. Every attempt costs one argon2 verification, also for an unknown address
 * (against a dummy hash), and then the same lock look-up and the same failure count, so neither the
 * answer nor the time taken tells which addresses have accounts: unknown addresses, wrong passwords and
 * accounts that may not sign in get the same answer, and lock the same way.
 *
 * Locks are per (address, client) so that one client cannot lock somebody out everywhere; a much higher
 * count per address across all clients stops guessing spread over many clients (rules below).
 */
import type { Database } from "../../db/client.server.ts";
import {
  findSignInCandidate,
  recordSuccessfulSignIn,
  type SignInCandidate,
} from "./auth-repository.server.ts";
import { isDemoAccountEmail } from "./demo-account-rule.ts";
import { hashPassword, verifyPassword } from "./password-hash.server.ts";
import {
  forgetClientFailures,
  isSignInLocked,
  recordSignInFailure,
  type SignInLockRules,
} from "./sign-in-failure-repository.server.ts";
import { LOCK_AFTER_FAILED_SIGN_INS } from "./sign-in-messages.ts";

/** For the hourly housekeeping: old failure counts that locked nothing are forgotten. */
export { pruneSignInFailures } from "./sign-in-failure-repository.server.ts";

/**
 * Not multiplied by RATE_LIMIT_FACTOR: the lock is a rule people see ("five attempts"), not a load limit.
 * 50 an hour across all clients is ten times what locks one client, so the owner's own typing mistakes
 * never reach it, while guessing from many clients is held to 50 passwords an hour, then stopped.
 */
export const SIGN_IN_LOCK_RULES: SignInLockRules = {
  perClient: LOCK_AFTER_FAILED_SIGN_INS,
  perAddress: 50,
  windowSeconds: 60 * 60,
};

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

/** People who may never sign in with a password (disabled, or invited and not yet set up). */
function passwordSignInBarred(user: SignInCandidate): boolean {
  return !user.passwordHash || user.status === "disabled" || user.status === "invited";
}

/** Who is signing in, as the server sees them (RequestInfo). */
export interface SignInClient {
  /** The client's address: failures are counted per (e-mail address, client). */
  address: string;
  /** On the machine the app runs on: the demo accounts sign in only from there. */
  fromThisMachine: boolean;
}

/**
 * The demo accounts' password is published in the README, so they are a way in for anyone who reaches a
 * server started with the defaults: from any other machine they are refused exactly as a wrong password
 * is (ADR 007).
 */
function barredFromHere(user: SignInCandidate, client: SignInClient): boolean {
  return isDemoAccountEmail(user.email) && !client.fromThisMachine;
}

export async function checkSignIn(
  db: Database,
  input: { email: string; password: string },
  client: SignInClient,
  now = new Date(),
): Promise<SignInOutcome> {
  const user = await findSignInCandidate(db, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  const lockedHere = await isSignInLocked(db, input.email, client.address);
  if (lockedHere || user?.lockedAt) return { kind: "locked" };
  if (!user || !passwordOk || passwordSignInBarred(user) || barredFromHere(user, client)) {
    const locked = await recordSignInFailure(db, input.email, client.address, SIGN_IN_LOCK_RULES, now);
    return locked ? { kind: "locked" } : { kind: "invalid" };
  }
  if (user.status === "unconfirmed") return { kind: "unconfirmed" };
  if (user.organisationStatus === "pending") return { kind: "organisation-pending" };
  if (user.organisationStatus === "declined") return { kind: "organisation-declined" };
  await forgetClientFailures(db, input.email, client.address);
  await recordSuccessfulSignIn(db, user.id, now);
  return { kind: "success", userId: user.id };
}
