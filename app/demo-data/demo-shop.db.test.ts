/**
 * The shop's demo data: the demo organisation pays by purchase order on a £5,000 credit account, and
 * DEMO10 takes 10% off at checkout; neither exists on a server started without demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Env } from "../config/env.server.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { createTestDatabase } from "../db/test-database.server.ts";
import { creditAccountOf } from "../features/accounts/account-owner-service.server.ts";
import { findTestUser } from "../features/accounts/test-users.server.ts";
import { canPayByAccount } from "../features/companies/company-admin-service.server.ts";
import { findDiscountCodeByCode } from "../features/discounts/discount-service.server.ts";
import { checkoutBuyer, creditAvailable } from "../features/orders/checkout-service.server.ts";
import { createDemoAccounts } from "./demo-accounts.server.ts";
import { createDemoShopData, DEMO_DISCOUNT_CODE } from "./demo-shop.server.ts";
import { prepareDatabase } from "./first-start.server.ts";

describe("the shop's demo data", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("is not made on a first start without demo data", async () => {
    await prepareDatabase(handle.db, { SEED_NOTICES: 0, DEMO_ACCOUNTS: "on" } as unknown as Env, () => {});
    expect(await findDiscountCodeByCode(handle.db, DEMO_DISCOUNT_CODE)).toBeNull();
  });

  it("gives the demo organisation a £5,000 credit account and a 10% discount code", async () => {
    await createDemoAccounts(handle.db);
    await createDemoShopData(handle.db);
    const owner = await findTestUser(handle.db, "owner@demo.gazette.localhost");
    expect(await creditAvailable(handle.db, owner!.id, new Date())).toBe(500_000);
    const account = await creditAccountOf(handle.db, owner!.id);
    expect(account?.creditLimitPence).toBe(500_000);
    // As if its credit application had been approved: the company pages agree it may pay by account.
    expect(await canPayByAccount(handle.db, account!.organisationId)).toBe(true);
    const individual = await findTestUser(handle.db, "individual@demo.gazette.localhost");
    expect(await creditAvailable(handle.db, individual!.id, new Date())).toBeNull();
    // The checkout page reads the same from one read of the person and their organisation.
    expect(await checkoutBuyer(handle.db, owner!.id, new Date())).toMatchObject({
      prefill: { name: "Olivia Owner", addressLine1: "1 Demo Street", postcode: "SW1A 2AA" },
      creditLeftPence: 500_000,
    });
    expect(await checkoutBuyer(handle.db, individual!.id, new Date())).toMatchObject({
      prefill: { name: "Ivy Individual" },
      creditLeftPence: null,
    });
    expect(await findDiscountCodeByCode(handle.db, DEMO_DISCOUNT_CODE)).toMatchObject({
      kind: "percentage",
      amount: 10,
      disabledAt: null,
    });
  });
});
