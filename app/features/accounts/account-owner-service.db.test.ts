import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { organisations, users } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { accountOwnerData, creditAccountOf } from "./account-owner-service.server.ts";

describe("account owner data", () => {
  let handle: DatabaseHandle;
  let orgId = 0;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const [org] = await handle.db
      .insert(organisations)
      .values({
        name: "Example Insolvency LLP",
        kind: "organisation",
        telephone: "0161 496 0000",
        addressLine1: "2 Example Square",
        locality: "Manchester",
        postcode: "M1 1AA",
        country: "United Kingdom",
        paymentMethod: "account",
        creditLimitPence: 500_000,
      })
      .returning({ id: organisations.id });
    orgId = org!.id;
    await handle.db.insert(users).values([
      { email: "member@example.test", name: "Morgan Member", organisationId: orgId },
      {
        email: "own@example.test",
        name: "Olive Own",
        telephone: "020 7946 0001",
        addressLine1: "1 Own Road",
        locality: "London",
        postcode: "SW1A 1AA",
        country: "United Kingdom",
      },
    ]);
  });
  afterAll(() => handle.close());

  const idOf = async (email: string) =>
    (await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it("gives a member without an address of their own the organisation's telephone and address", async () => {
    expect(await accountOwnerData(handle.db, await idOf("member@example.test"))).toEqual({
      name: "Morgan Member",
      telephoneNumber: "0161 496 0000",
      addressLine1: "2 Example Square",
      addressLine2: "",
      locality: "Manchester",
      county: "",
      country: "United Kingdom",
      postcode: "M1 1AA",
    });
  });

  it("gives a person their own details, with empty strings for what they did not give", async () => {
    expect(await accountOwnerData(handle.db, await idOf("own@example.test"))).toEqual({
      name: "Olive Own",
      telephoneNumber: "020 7946 0001",
      addressLine1: "1 Own Road",
      addressLine2: "",
      locality: "London",
      county: "",
      country: "United Kingdom",
      postcode: "SW1A 1AA",
    });
    expect(await accountOwnerData(handle.db, 999_999)).toBeNull();
  });

  it("names the credit account of an organisation that pays on account, and no other", async () => {
    expect(await creditAccountOf(handle.db, await idOf("member@example.test"))).toEqual({
      organisationId: orgId,
      creditLimitPence: 500_000,
    });
    expect(await creditAccountOf(handle.db, await idOf("own@example.test"))).toBeNull();
    await handle.db.update(organisations).set({ paymentMethod: "card" }).where(eq(organisations.id, orgId));
    expect(await creditAccountOf(handle.db, await idOf("member@example.test"))).toBeNull();
  });
});
