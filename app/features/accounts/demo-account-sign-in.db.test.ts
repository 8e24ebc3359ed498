import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { createDemoAccounts, DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../demo-data/demo-accounts.server.ts";
import { isDemoAccountEmail } from "./demo-account-rule.ts";
import { LOCK_AFTER_FAILED_SIGN_INS } from "./sign-in-messages.ts";
import { checkSignIn } from "./sign-in-service.server.ts";

/**
 * The demo accounts' password is in the README: on a server started with the defaults, anyone could sign in
 * as the demo staff member and read every e-mail (issue 8). They work only from the machine itself.
 */
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await createDemoAccounts(handle.db);
});
afterAll(() => handle.close());

const local = { address: "127.0.0.1", fromThisMachine: true };

describe("demo accounts", () => {
  it("sign in from this machine", async () => {
    for (const account of DEMO_ACCOUNTS)
      expect(
        await checkSignIn(handle.db, { email: account.email, password: DEMO_PASSWORD }, local),
      ).toMatchObject({
        kind: "success",
      });
  });

  it("are refused from anywhere else exactly like a wrong password, and lock the same way", async () => {
    const remote = { address: "203.0.113.7", fromThisMachine: false };
    const staff = "staff@demo.gazette.localhost";
    const outcomes: string[] = [];
    for (let i = 0; i < LOCK_AFTER_FAILED_SIGN_INS; i++)
      outcomes.push((await checkSignIn(handle.db, { email: staff, password: DEMO_PASSWORD }, remote)).kind);
    const unknown = { address: "203.0.113.8", fromThisMachine: false };
    const wrong: string[] = [];
    for (let i = 0; i < LOCK_AFTER_FAILED_SIGN_INS; i++)
      wrong.push(
        (await checkSignIn(handle.db, { email: "nobody@demo.gazette.localhost", password: "x" }, unknown))
          .kind,
      );
    expect(outcomes).toEqual(wrong);
    expect(outcomes.at(-1)).toBe("locked");
    // The lock is that client's only: the machine itself still signs in.
    expect((await checkSignIn(handle.db, { email: staff, password: DEMO_PASSWORD }, local)).kind).toBe(
      "success",
    );
  });

  it("are told by their reserved domain, in any case", () => {
    expect(isDemoAccountEmail("STAFF@Demo.Gazette.Localhost")).toBe(true);
    expect(isDemoAccountEmail("staff@demo.gazette.localhost.example.org")).toBe(false);
    expect(isDemoAccountEmail("someone@example.com")).toBe(false);
  });
});
