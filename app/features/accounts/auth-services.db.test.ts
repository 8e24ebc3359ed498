import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { creditApplications, jobs, organisations, users } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import {
  requestPasswordReset,
  requestUnlockEmail,
  resetPassword,
  unlockAccount,
} from "./account-recovery-service.server.ts";
import {
  accountDataFor,
  changePassword,
  confirmEmailChange,
  pendingEmailChange,
  saveDetails,
} from "./account-service.server.ts";
import type { CurrentUser } from "./current-user.ts";
import { verifyPassword } from "./password-hash.server.ts";
import { createSession, loadSessionUser } from "./session.server.ts";
import { countUserSessions } from "./session-repository.server.ts";
import { checkSignIn } from "./sign-in-service.server.ts";
import { createTestUser } from "./test-users.server.ts";
import { issueUserToken } from "./user-tokens.server.ts";

const SITE = "https://gazette.test";
const CLIENT = { address: "198.51.100.1", fromThisMachine: false };
const PASSWORD = "Test-Passw0rd!";
const NEW_PASSWORD = "N3w-Secret!x";

let handle: DatabaseHandle;
let counter = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function person(input: Partial<Parameters<typeof createTestUser>[1]> = {}) {
  counter++;
  const email = `person-${counter}@example.test`;
  const { id } = await createTestUser(handle.db, {
    email,
    name: `Person ${counter}`,
    password: PASSWORD,
    ...input,
  });
  return { id, email };
}

async function row(id: number) {
  const [r] = await handle.db.select().from(users).where(eq(users.id, id));
  return r!;
}

/** The e-mails queued for `to` (the job runner is not running in these tests). */
async function mailTo(to: string): Promise<{ subject: string; text: string }[]> {
  const all = await handle.db.select({ payload: jobs.payload }).from(jobs);
  return all
    .map((j) => j.payload as { to: string; subject: string; text: string })
    .filter((m) => m.to === to);
}

function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path.replace("/", "\\/")}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in ${text}`);
  return decodeURIComponent(match[1]!);
}

async function signedIn(userId: number): Promise<CurrentUser> {
  const { setCookies } = await createSession(handle.db, userId, new Request("http://x/"), false);
  const cookie = setCookies.map((c) => c.split(";")[0]).join("; ");
  return (await loadSessionUser(handle.db, new Request("http://x/", { headers: { cookie } })))!;
}

describe("checkSignIn", () => {
  it("signs in with the right password, ending the client's run of failures and noting the time", async () => {
    const { id, email } = await person();
    for (let i = 1; i <= 4; i++)
      expect(await checkSignIn(handle.db, { email, password: `wrong-${i}` }, CLIENT)).toEqual({
        kind: "invalid",
      });
    const now = new Date("2026-11-21T10:00:00Z");
    expect(
      await checkSignIn(handle.db, { email: email.toUpperCase(), password: PASSWORD }, CLIENT, now),
    ).toEqual({ kind: "success", userId: id });
    expect((await row(id)).lastSignInAt).toEqual(now);
    // Four more failures are four, not eight: the run started again at the success.
    for (let i = 1; i <= 4; i++)
      expect(await checkSignIn(handle.db, { email, password: `wrong-${i}` }, CLIENT)).toEqual({
        kind: "invalid",
      });
  });

  it("gives unknown addresses, disabled and invited people the same answer", async () => {
    expect(
      await checkSignIn(handle.db, { email: "nobody@example.test", password: PASSWORD }, CLIENT),
    ).toEqual({
      kind: "invalid",
    });
    const disabled = await person({ status: "disabled" });
    const invited = await person({ status: "invited" });
    expect(await checkSignIn(handle.db, { email: disabled.email, password: PASSWORD }, CLIENT)).toEqual({
      kind: "invalid",
    });
    expect(await checkSignIn(handle.db, { email: invited.email, password: PASSWORD }, CLIENT)).toEqual({
      kind: "invalid",
    });
  });

  it("tells unconfirmed people and those whose organisation is pending or declined (right password only)", async () => {
    const unconfirmed = await person({ status: "unconfirmed" });
    const pending = await person({
      role: "account-owner",
      organisation: { name: "Pending Ltd", status: "pending" },
    });
    const declined = await person({ organisation: { name: "Declined Ltd", status: "declined" } });
    expect(await checkSignIn(handle.db, { email: unconfirmed.email, password: PASSWORD }, CLIENT)).toEqual({
      kind: "unconfirmed",
    });
    expect(await checkSignIn(handle.db, { email: unconfirmed.email, password: "wrong-one" }, CLIENT)).toEqual(
      {
        kind: "invalid",
      },
    );
    expect(await checkSignIn(handle.db, { email: pending.email, password: PASSWORD }, CLIENT)).toEqual({
      kind: "organisation-pending",
    });
    expect(await checkSignIn(handle.db, { email: declined.email, password: PASSWORD }, CLIENT)).toEqual({
      kind: "organisation-declined",
    });
  });

  it("locks the account at the fifth failure in a row; then even the right password meets the lock", async () => {
    const { email } = await person();
    for (let i = 1; i <= 4; i++)
      expect(await checkSignIn(handle.db, { email, password: `wrong-${i}` }, CLIENT)).toEqual({
        kind: "invalid",
      });
    expect(await checkSignIn(handle.db, { email, password: "wrong-5" }, CLIENT)).toEqual({ kind: "locked" });
    expect(await checkSignIn(handle.db, { email, password: PASSWORD }, CLIENT)).toEqual({ kind: "locked" });
  });
});

describe("unlocking by e-mail", () => {
  it("sends a link only to a locked account, and the link unlocks once", async () => {
    const free = await person();
    await requestUnlockEmail(handle.db, free.email, SITE);
    await requestUnlockEmail(handle.db, "nobody@example.test", SITE);
    expect(await mailTo(free.email)).toEqual([]);

    const locked = await person({ locked: true });
    await requestUnlockEmail(handle.db, locked.email, SITE);
    const [mail] = await mailTo(locked.email);
    expect(mail?.subject).toBe("Unlock your Gazette account");
    const token = tokenIn(mail!.text, "/my-gazette/account/unlock");
    expect(await unlockAccount(handle.db, token)).toBe(true);
    const after = await row(locked.id);
    expect(after.lockedAt).toBeNull();
    expect(await unlockAccount(handle.db, token)).toBe(false);
    expect(await checkSignIn(handle.db, { email: locked.email, password: PASSWORD }, CLIENT)).toMatchObject({
      kind: "success",
    });
  });
});

describe("password reset", () => {
  it("sends a one-hour, single-use link that sets the password, lifts a lock and ends all sessions", async () => {
    const { id, email } = await person({ locked: true });
    await signedIn(id);
    await requestPasswordReset(handle.db, email, SITE);
    await requestPasswordReset(handle.db, "nobody@example.test", SITE);
    expect(await mailTo("nobody@example.test")).toEqual([]);
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe("Reset your Gazette password");
    const token = tokenIn(mail!.text, "/new-password");

    // A weak password is refused without using the link up.
    expect(
      await resetPassword(handle.db, { token, password: "weak", confirmPassword: "weak" }, SITE),
    ).toMatchObject({
      kind: "invalid-password",
      errors: [{ field: "password", message: expect.stringContaining("strong") }],
    });
    expect(
      await resetPassword(handle.db, { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, SITE),
    ).toEqual({ kind: "done" });
    const after = await row(id);
    expect(await verifyPassword(after.passwordHash!, NEW_PASSWORD)).toBe(true);
    expect(after.lockedAt).toBeNull();
    expect(after.passwordChangedAt).not.toBeNull();
    expect(await countUserSessions(handle.db, id)).toBe(0);
    expect((await mailTo(email)).map((m) => m.subject)).toContain("Your Gazette password has been changed");
    expect(
      await resetPassword(
        handle.db,
        { token, password: "An0ther-Pass!", confirmPassword: "An0ther-Pass!" },
        SITE,
      ),
    ).toEqual({ kind: "invalid-token" });
  });

  it("refuses an expired link", async () => {
    const { id } = await person();
    const token = await issueUserToken(handle.db, {
      userId: id,
      purpose: "reset-password",
      now: new Date(Date.now() - 3_600_001),
    });
    expect(
      await resetPassword(handle.db, { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, SITE),
    ).toEqual({ kind: "invalid-token" });
  });
});

describe("own account", () => {
  it("changes the password only with the right current one and ends the other sessions", async () => {
    const { id } = await person();
    const other = await signedIn(id);
    const me = await signedIn(id);
    const input = { currentPassword: "wrong-one", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect(await changePassword(handle.db, me, input, SITE)).toEqual({
      kind: "invalid",
      errors: [{ field: "currentPassword", message: "The current password you entered is incorrect." }],
    });
    expect(await changePassword(handle.db, me, { ...input, currentPassword: PASSWORD }, SITE)).toEqual({
      kind: "done",
    });
    expect(await countUserSessions(handle.db, id)).toBe(1);
    expect(other.sessionTokenHash).not.toBe(me.sessionTokenHash);
    expect(await verifyPassword((await row(id)).passwordHash!, NEW_PASSWORD)).toBe(true);
  });

  it("saves details at once and changes the address only when the new one confirms", async () => {
    const { id, email } = await person();
    const me = await signedIn(id);
    const values = {
      title: "Dr",
      name: "Dana New",
      telephone: "+44 20 7946 0000",
      email: "dana.new@example.test",
    };
    expect(await saveDetails(handle.db, me, values, SITE)).toEqual({
      kind: "email-change-sent",
      email: "dana.new@example.test",
    });
    const saved = await row(id);
    expect(saved).toMatchObject({ title: "Dr", name: "Dana New", telephone: "+44 20 7946 0000", email });
    expect((await mailTo(email)).map((m) => m.subject)).toContain(
      "A change of your Gazette email address was requested",
    );
    const [confirm] = await mailTo("dana.new@example.test");
    const token = tokenIn(confirm!.text, "/my-gazette/account/confirm-email");
    expect(await pendingEmailChange(handle.db, token)).toBe("dana.new@example.test");
    expect(await confirmEmailChange(handle.db, token)).toEqual({
      kind: "changed",
      email: "dana.new@example.test",
    });
    expect((await row(id)).email).toBe("dana.new@example.test");
    expect(await confirmEmailChange(handle.db, token)).toEqual({ kind: "invalid-token" });
  });

  it("answers the same for a taken address, telling only its owner, and re-checks at confirmation", async () => {
    const taken = await person();
    const later = await person();
    const { id, email } = await person();
    const me = await signedIn(id);
    const base = { title: "", name: "Me", telephone: "" };
    expect(await saveDetails(handle.db, me, { ...base, email: taken.email }, SITE)).toEqual({
      kind: "email-change-sent",
      email: taken.email,
    });
    const [toTaken] = await mailTo(taken.email);
    expect(toTaken?.text).toContain("an account already exists");
    expect(toTaken?.text).not.toContain("confirm-email");

    // Free when asked, taken by the time the link is followed.
    const futureAddress = "future@example.test";
    await saveDetails(handle.db, me, { ...base, email: futureAddress }, SITE);
    const token = tokenIn((await mailTo(futureAddress))[0]!.text, "/my-gazette/account/confirm-email");
    await handle.db.update(users).set({ email: futureAddress }).where(eq(users.id, later.id));
    expect(await confirmEmailChange(handle.db, token)).toEqual({ kind: "taken" });
    expect((await row(id)).email).toBe(email);
  });

  it("account data extends the session", async () => {
    const { id } = await person({ organisation: { name: "Data Org", status: "approved" } });
    const me = await signedIn(id);
    const now = new Date(Date.now() + 10_000);
    const data = await accountDataFor(handle.db, me, now);
    expect(data.user).toMatchObject({ id, organisation: { name: "Data Org", status: "approved" } });
    expect(new Date(data.user.sessionExpiresAt).getTime()).toBe(now.getTime() + 30 * 60_000);
    // Whether the placer's software may check out by purchase order (placement-api.md step 7).
    expect(data.user["credit-account-request-status"]).toBe("none");
    const organisationId = me.organisationId!;
    await handle.db.insert(creditApplications).values({ organisationId, details: {} });
    expect((await accountDataFor(handle.db, me, now)).user["credit-account-request-status"]).toBe("pending");
    await handle.db
      .update(organisations)
      .set({ paymentMethod: "account" })
      .where(eq(organisations.id, organisationId));
    expect((await accountDataFor(handle.db, me, now)).user["credit-account-request-status"]).toBe("approved");
  });
});
