import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { jobs } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { requestUnlockEmail, resetPassword, unlockAccount } from "./account-recovery-service.server.ts";
import {
  isSignInLocked,
  pruneSignInFailures,
  recordSignInFailure,
} from "./sign-in-failure-repository.server.ts";
import { checkSignIn, SIGN_IN_LOCK_RULES, type SignInOutcome } from "./sign-in-service.server.ts";
import { createTestUser } from "./test-users.server.ts";
import { issueUserToken } from "./user-tokens.server.ts";

const SITE = "https://gazette.test";
const PASSWORD = "Test-Passw0rd!";
const ATTACKER = "203.0.113.66";
const OWNER = "198.51.100.7";

let handle: DatabaseHandle;
let counter = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function person(input: Partial<Parameters<typeof createTestUser>[1]> = {}) {
  counter++;
  const email = `lockout-${counter}@example.test`;
  const { id } = await createTestUser(handle.db, {
    email,
    name: `Person ${counter}`,
    password: PASSWORD,
    ...input,
  });
  return { id, email };
}

function attempt(email: string, password: string, client: string, now?: Date): Promise<SignInOutcome> {
  return checkSignIn(handle.db, { email, password }, { address: client, fromThisMachine: false }, now);
}

/** The outcomes of `count` wrong passwords in a row from one client. */
async function wrongPasswords(email: string, client: string, count: number): Promise<string[]> {
  const kinds: string[] = [];
  for (let i = 1; i <= count; i++) kinds.push((await attempt(email, `wrong-${i}`, client)).kind);
  return kinds;
}

/** One wrong password from each of `count` different clients (none of them reaches its own lock). */
async function spreadFailures(email: string, count: number, prefix: string): Promise<void> {
  for (let i = 1; i <= count; i++) await attempt(email, "wrong-guess", `${prefix}.${i}`);
}

async function unlockLinkFor(email: string): Promise<string> {
  const all = await handle.db.select({ payload: jobs.payload }).from(jobs);
  const mail = all
    .map((j) => j.payload as { to: string; subject: string; text: string })
    .find((m) => m.to === email && m.subject === "Unlock your Gazette account");
  if (!mail) throw new Error(`no unlock e-mail to ${email}`);
  const match = /\/my-gazette\/account\/unlock\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  return decodeURIComponent(match![1]!);
}

describe("the sign-in lock is per address and client", () => {
  it("five failures from one client lock the address for that client only; the owner elsewhere signs in", async () => {
    const victim = await person();
    expect(await wrongPasswords(victim.email, ATTACKER, 5)).toEqual([
      "invalid",
      "invalid",
      "invalid",
      "invalid",
      "locked",
    ]);
    expect(await attempt(victim.email, PASSWORD, ATTACKER)).toEqual({ kind: "locked" });
    expect(await attempt(victim.email, PASSWORD, OWNER)).toEqual({ kind: "success", userId: victim.id });
    // And the attacker's lock is still there after the owner's success.
    expect(await attempt(victim.email, PASSWORD, ATTACKER)).toEqual({ kind: "locked" });
  });

  it("an unknown address, a disabled and an invited account answer exactly like a known one", async () => {
    const known = await person();
    const disabled = await person({ status: "disabled" });
    const invited = await person({ status: "invited" });
    const expected = ["invalid", "invalid", "invalid", "invalid", "locked", "locked", "locked"];
    for (const email of [known.email, "nobody-here@example.test", disabled.email, invited.email])
      expect(await wrongPasswords(email, ATTACKER, 7), email).toEqual(expected);
    // Locked for that client, the right password of the disabled account changes nothing either.
    expect(await attempt(disabled.email, PASSWORD, ATTACKER)).toEqual({ kind: "locked" });
    // From another client, each starts again from "invalid".
    for (const email of ["nobody-here@example.test", disabled.email, invited.email])
      expect(await attempt(email, "wrong-again", OWNER)).toEqual({ kind: "invalid" });
  });

  it(`${SIGN_IN_LOCK_RULES.perAddress} failures an hour from all clients lock the address for everyone, known or not`, async () => {
    const known = await person();
    const unknown = "nobody-spread@example.test";
    for (const [email, prefix] of [
      [known.email, "10.1.1"],
      [unknown, "10.2.2"],
    ] as const) {
      await spreadFailures(email, SIGN_IN_LOCK_RULES.perAddress - 1, prefix);
      expect(await attempt(email, "wrong-last", `${prefix}.250`)).toEqual({ kind: "locked" });
      expect(await attempt(email, "wrong-fresh", "192.0.2.200")).toEqual({ kind: "locked" });
    }
    expect(await attempt(known.email, PASSWORD, OWNER)).toEqual({ kind: "locked" });
  });

  it("counts the failures from all clients in an hour's window; a lock stays when the window moves on", async () => {
    const email = "window@example.test";
    const rules = { perClient: 5, perAddress: 3, windowSeconds: 3600 };
    const start = new Date("2026-11-21T10:00:00Z");
    const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    expect(await recordSignInFailure(handle.db, email, "a", rules, start)).toBe(false);
    expect(await recordSignInFailure(handle.db, email, "b", rules, later(30))).toBe(false);
    // The first window ended: this failure counts as the first of a new one.
    expect(await recordSignInFailure(handle.db, email, "c", rules, later(61))).toBe(false);
    expect(await recordSignInFailure(handle.db, email, "d", rules, later(62))).toBe(false);
    expect(await isSignInLocked(handle.db, email, "z")).toBe(false);
    expect(await recordSignInFailure(handle.db, email, "e", rules, later(63))).toBe(true);
    expect(await recordSignInFailure(handle.db, email, "f", rules, later(200))).toBe(true);
    expect(await isSignInLocked(handle.db, email, "z")).toBe(true);
  });

  it("counts failures sent at the same moment one by one", async () => {
    const { email } = await person();
    const rules = { perClient: 5, perAddress: 50, windowSeconds: 3600 };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => recordSignInFailure(handle.db, email, ATTACKER, rules, new Date())),
    );
    expect(results.filter(Boolean).length).toBe(4);
  });
});

describe("housekeeping", () => {
  it("forgets counts older than a day that locked nothing, and keeps every lock", async () => {
    const rules = { perClient: 2, perAddress: 50, windowSeconds: 3600 };
    const old = new Date("2026-11-20T08:00:00Z");
    const now = new Date("2026-11-21T09:00:00Z");
    await recordSignInFailure(handle.db, "old-count@example.test", "a", rules, old);
    await recordSignInFailure(handle.db, "old-lock@example.test", "a", rules, old);
    await recordSignInFailure(handle.db, "old-lock@example.test", "a", rules, old);
    await recordSignInFailure(
      handle.db,
      "new-count@example.test",
      "a",
      rules,
      new Date(now.getTime() - 60_000),
    );
    await pruneSignInFailures(handle.db, now);
    // The forgotten count starts again: one more failure does not reach the lock of two.
    expect(await recordSignInFailure(handle.db, "old-count@example.test", "a", rules, now)).toBe(false);
    expect(await isSignInLocked(handle.db, "old-lock@example.test", "a")).toBe(true);
    expect(await recordSignInFailure(handle.db, "new-count@example.test", "a", rules, now)).toBe(true);
  });
});

describe("getting back in", () => {
  it("the e-mailed unlock link lifts both the client's lock and the lock for everyone", async () => {
    const owner = await person();
    await wrongPasswords(owner.email, ATTACKER, 5);
    await spreadFailures(owner.email, SIGN_IN_LOCK_RULES.perAddress, "10.3.3");
    expect(await attempt(owner.email, PASSWORD, OWNER)).toEqual({ kind: "locked" });

    await requestUnlockEmail(handle.db, owner.email, SITE);
    expect(await unlockAccount(handle.db, await unlockLinkFor(owner.email))).toBe(true);
    expect(await attempt(owner.email, PASSWORD, ATTACKER)).toEqual({ kind: "success", userId: owner.id });
    expect(await attempt(owner.email, PASSWORD, OWNER)).toEqual({ kind: "success", userId: owner.id });
  });

  it("an owner locked out on one client only is sent the unlock link; an unlocked one is not", async () => {
    const lockedHere = await person();
    const free = await person();
    await wrongPasswords(lockedHere.email, ATTACKER, 5);
    await requestUnlockEmail(handle.db, lockedHere.email, SITE);
    await requestUnlockEmail(handle.db, free.email, SITE);
    await requestUnlockEmail(handle.db, "nobody-here@example.test", SITE);
    expect(await unlockLinkFor(lockedHere.email)).toMatch(/.+/);
    await expect(unlockLinkFor(free.email)).rejects.toThrow(/no unlock e-mail/);
    await expect(unlockLinkFor("nobody-here@example.test")).rejects.toThrow(/no unlock e-mail/);
  });

  it("a password reset lifts the locks as well", async () => {
    const owner = await person();
    await wrongPasswords(owner.email, ATTACKER, 5);
    const token = await issueUserToken(handle.db, { userId: owner.id, purpose: "reset-password" });
    const password = "N3w-Secret!x";
    expect(await resetPassword(handle.db, { token, password, confirmPassword: password }, SITE)).toEqual({
      kind: "done",
    });
    expect(await attempt(owner.email, password, ATTACKER)).toEqual({ kind: "success", userId: owner.id });
  });
});
