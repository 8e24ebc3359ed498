/**
 * Checkout by purchase order in steps (placement-api.md step 7) on a real database (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set): the order made from the basket waits, "created", for its
 * number and confirmation; confirming pays its notices on account in one transaction; cancelling leaves
 * the basket as it was; the credit account, the address, the number's form and the order's owner are all
 * checked, and a refusal changes nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { jobs, notices, orders, organisations } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { isDomainError } from "../../lib/domain-errors.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { readBasket } from "../baskets/basket-service.server.ts";
import { createTestNotice } from "../my-notices/test-notices.server.ts";
import { PURCHASE_ORDER_MESSAGE } from "./checkout-schema.ts";
import { ORDER_MESSAGES } from "./order-machine.ts";
import {
  assignPurchaseOrderNumber,
  cancelPurchaseOrder,
  confirmPurchaseOrder,
  PURCHASE_ORDER_MESSAGES,
  startPurchaseOrder,
} from "./purchase-order-service.server.ts";
import { ScriptedPaymentProvider } from "./scripted-payment-provider.test-helper.server.ts";

describe("checkout by purchase order in steps", () => {
  let handle: DatabaseHandle;
  let n = 0;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());
  const deps = () => ({ payments: new ScriptedPaymentProvider(), siteUrl: "https://gazette.example" });

  async function placer(options: { creditLimitPence?: number; address?: boolean } = {}) {
    n++;
    const email = `po-placer${n}@example.test`;
    const user = await createTestUser(handle.db, {
      email,
      name: `PO Placer ${n}`,
      organisation: { name: `PO ${n} LLP` },
    });
    await handle.db
      .update(organisations)
      .set({
        ...(options.address === false
          ? {}
          : { addressLine1: "1 Fleet Street", locality: "London", postcode: "EC4Y 1AA" }),
        ...(options.creditLimitPence !== undefined
          ? { paymentMethod: "account" as const, creditLimitPence: options.creditLimitPence }
          : {}),
      })
      .where(eq(organisations.id, user.organisationId!));
    const buyer = { id: user.id, email, organisationId: user.organisationId };
    const notice = await createTestNotice(handle.db, { email, status: "submitted", basket: true });
    return { buyer, noticeId: notice!.id };
  }
  const orderOf = async (reference: string) =>
    (await handle.db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
  const statusOf = async (id: number) =>
    (await handle.db.select({ s: notices.status }).from(notices).where(eq(notices.id, id)))[0]?.s;
  const refusal = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      if (isDomainError(error)) return { code: error.code, message: error.message };
      throw error;
    }
    throw new Error("expected a refusal");
  };

  it("makes a waiting order, takes its number, and confirming pays its notice on account", async () => {
    const { buyer, noticeId } = await placer({ creditLimitPence: 500_000 });
    const reference = await startPurchaseOrder(handle.db, deps(), buyer, "PurchaseOrder", null);
    const made = await orderOf(reference);
    expect(made).toMatchObject({
      status: "created",
      paymentType: "purchase-order",
      purchaseOrderNumber: null,
    });
    expect(made.invoiceAddress).toMatchObject({ street1: "1 Fleet Street", postalCode: "EC4Y 1AA" });
    expect(made.deliveryAddress).toBeNull();
    expect(await statusOf(noticeId)).toBe("submitted");
    expect((await readBasket(handle.db, { userId: buyer.id })).lines).toHaveLength(1);

    expect(await refusal(() => confirmPurchaseOrder(handle.db, buyer.id, reference))).toEqual({
      code: "invalid-input",
      message: PURCHASE_ORDER_MESSAGES.numberNeeded,
    });
    for (const bad of ["", "12345678901", "12AB"])
      expect(await refusal(() => assignPurchaseOrderNumber(handle.db, buyer.id, reference, bad))).toEqual({
        code: "invalid-input",
        message: PURCHASE_ORDER_MESSAGE,
      });
    await assignPurchaseOrderNumber(handle.db, buyer.id, reference, "1234567890");
    expect((await orderOf(reference)).purchaseOrderNumber).toBe("1234567890");

    await confirmPurchaseOrder(handle.db, buyer.id, reference);
    expect((await orderOf(reference)).status).toBe("paid");
    expect(await statusOf(noticeId)).toBe("awaiting-approval");
    expect((await readBasket(handle.db, { userId: buyer.id })).lines).toHaveLength(0);
    const confirmation = await handle.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `order-confirmation:${made.id}`));
    expect(confirmation).toHaveLength(1);

    // Done: a second confirmation, a new number or a cancellation is refused and changes nothing.
    for (const again of [
      () => confirmPurchaseOrder(handle.db, buyer.id, reference),
      () => assignPurchaseOrderNumber(handle.db, buyer.id, reference, "1"),
      () => cancelPurchaseOrder(handle.db, buyer.id, reference),
    ])
      expect(await refusal(again)).toEqual({ code: "conflict", message: PURCHASE_ORDER_MESSAGES.notWaiting });
    expect(await orderOf(reference)).toMatchObject({ status: "paid", purchaseOrderNumber: "1234567890" });
  });

  it("cancelling before confirmation leaves the notice submitted and in the basket", async () => {
    const { buyer, noticeId } = await placer({ creditLimitPence: 500_000 });
    const reference = await startPurchaseOrder(handle.db, deps(), buyer, "PurchaseOrder", null);
    await assignPurchaseOrderNumber(handle.db, buyer.id, reference, "42");
    await cancelPurchaseOrder(handle.db, buyer.id, reference);
    expect((await orderOf(reference)).status).toBe("cancelled");
    expect(await statusOf(noticeId)).toBe("submitted");
    expect((await readBasket(handle.db, { userId: buyer.id })).lines.map((l) => l.noticeId)).toEqual([
      noticeId,
    ]);
    expect(await refusal(() => confirmPurchaseOrder(handle.db, buyer.id, reference))).toMatchObject({
      code: "conflict",
    });
  });

  it("refuses without a credit account, over the credit left, without an address, or another payment type", async () => {
    const noCredit = await placer();
    expect(
      await refusal(() => startPurchaseOrder(handle.db, deps(), noCredit.buyer, "PurchaseOrder", null)),
    ).toEqual({
      code: "invalid-input",
      message: ORDER_MESSAGES.noCreditAccount,
    });
    const small = await placer({ creditLimitPence: 100 });
    expect(
      await refusal(() => startPurchaseOrder(handle.db, deps(), small.buyer, "PurchaseOrder", null)),
    ).toEqual({
      code: "invalid-input",
      message: ORDER_MESSAGES.overCreditLimit,
    });
    const homeless = await placer({ creditLimitPence: 500_000, address: false });
    expect(
      await refusal(() => startPurchaseOrder(handle.db, deps(), homeless.buyer, "PurchaseOrder", null)),
    ).toMatchObject({ message: PURCHASE_ORDER_MESSAGES.noAddress });
    expect(
      await refusal(() => startPurchaseOrder(handle.db, deps(), small.buyer, "Card", null)),
    ).toMatchObject({
      message: PURCHASE_ORDER_MESSAGES.paymentType,
    });
    for (const who of [noCredit, small, homeless])
      expect(await handle.db.select().from(orders).where(eq(orders.userId, who.buyer.id))).toHaveLength(0);
  });

  it("the same idempotency key makes one order; someone else's order is not found", async () => {
    const { buyer } = await placer({ creditLimitPence: 500_000 });
    const first = await startPurchaseOrder(handle.db, deps(), buyer, "PurchaseOrder", "key-1");
    expect(await startPurchaseOrder(handle.db, deps(), buyer, "PurchaseOrder", "key-1")).toBe(first);
    const stranger = await placer({ creditLimitPence: 500_000 });
    for (const call of [
      () => assignPurchaseOrderNumber(handle.db, stranger.buyer.id, first, "1"),
      () => confirmPurchaseOrder(handle.db, stranger.buyer.id, first),
      () => cancelPurchaseOrder(handle.db, stranger.buyer.id, first),
    ])
      expect(await refusal(call)).toEqual({ code: "not-found", message: PURCHASE_ORDER_MESSAGES.notFound });
    expect((await orderOf(first)).status).toBe("created");
  });

  it("a notice paid by another order meanwhile refuses the confirmation, and the credit is asked again", async () => {
    const { buyer, noticeId } = await placer({ creditLimitPence: 500_000 });
    const first = await startPurchaseOrder(handle.db, deps(), buyer, "PurchaseOrder", null);
    const second = await startPurchaseOrder(handle.db, deps(), buyer, "PurchaseOrder", null);
    for (const reference of [first, second])
      await assignPurchaseOrderNumber(handle.db, buyer.id, reference, "7");
    await confirmPurchaseOrder(handle.db, buyer.id, first);
    const refused = await refusal(() => confirmPurchaseOrder(handle.db, buyer.id, second));
    expect(refused.code).toBe("conflict");
    expect(refused.message).toContain(`Notice ${noticeId} in this order can no longer be paid for`);
    expect((await orderOf(second)).status).toBe("created");

    const later = await placer({ creditLimitPence: 500_000 });
    const waiting = await startPurchaseOrder(handle.db, deps(), later.buyer, "PurchaseOrder", null);
    await assignPurchaseOrderNumber(handle.db, later.buyer.id, waiting, "8");
    await handle.db
      .update(organisations)
      .set({ creditLimitPence: 100 })
      .where(eq(organisations.id, later.buyer.organisationId!));
    expect(await refusal(() => confirmPurchaseOrder(handle.db, later.buyer.id, waiting))).toEqual({
      code: "invalid-input",
      message: ORDER_MESSAGES.overCreditLimit,
    });
    expect(await statusOf(later.noticeId)).toBe("submitted");
  });
});
