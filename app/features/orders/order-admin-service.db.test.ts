/**
 * Staff's order service on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): finding
 * orders, marking one as sent, refunding by card through the scripted provider (it keeps the amount left
 * to refund as GOV.UK Pay does), refunding a purchase order without the provider, a refusal and a provider
 * that is down changing nothing, and two staff refunding the same order at once refunding it once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { orderEvents, orders } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { REFUND_AMOUNT_CHANGED_MESSAGE } from "../payments/govuk-pay-client.server.ts";
import {
  fulfilOrder,
  ORDER_ADMIN_MESSAGES,
  refundOrder,
  searchOrders,
  staffOrder,
} from "./order-admin-service.server.ts";
import { ORDER_MESSAGES } from "./order-machine.ts";
import { makePaidOrder } from "./order-test-fixtures.server.ts";
import { ScriptedPaymentProvider } from "./scripted-payment-provider.test-helper.server.ts";

describe("staff's orders", () => {
  let handle: DatabaseHandle;
  let staffId: number;
  let customerId: number;
  beforeAll(async () => {
    handle = await createTestDatabase();
    staffId = (await createTestUser(handle.db, { email: "staff@shop-admin.test", role: "staff" })).id;
    customerId = (await createTestUser(handle.db, { email: "buyer@shop-admin.test" })).id;
  });
  afterAll(() => handle.close());

  const statusOf = async (id: number) =>
    (await handle.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;
  const events = async (id: number) =>
    (
      await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id)
    ).map((e) => `${e.fromStatus ?? "-"}>${e.toStatus}:${e.event}:${e.actorUserId ?? "system"}`);

  it("finds orders by reference, status and date", async () => {
    const card = await makePaidOrder(handle.db, { userId: customerId, paymentType: "card" });
    const po = await makePaidOrder(handle.db, { userId: customerId, paymentType: "purchase-order" });
    const none = { reference: "", status: "", from: "", to: "" } as const;
    const byRef = await searchOrders(handle.db, { ...none, reference: card.reference.toLowerCase() }, 1);
    expect(byRef.orders.map((o) => o.reference)).toEqual([card.reference]);
    expect(byRef.total).toBe(1);

    await fulfilOrder(handle.db, staffId, po.reference);
    const sent = await searchOrders(handle.db, { ...none, status: "fulfilled" }, 1);
    expect(sent.orders.map((o) => o.reference)).toContain(po.reference);
    expect(sent.orders.map((o) => o.reference)).not.toContain(card.reference);

    const longAgo = await searchOrders(handle.db, { ...none, from: "2020-01-01", to: "2020-12-31" }, 1);
    expect(longAgo.total).toBe(0);
    const recent = await searchOrders(handle.db, { ...none, from: "2020-01-01", to: "2099-12-31" }, 1);
    expect(recent.orders.map((o) => o.reference)).toEqual(
      expect.arrayContaining([card.reference, po.reference]),
    );
  });

  it("marks a paid order as sent once, recording who did it", async () => {
    const order = await makePaidOrder(handle.db, { userId: customerId, paymentType: "card" });
    await fulfilOrder(handle.db, staffId, order.reference);
    expect(await statusOf(order.id)).toBe("fulfilled");
    await expect(fulfilOrder(handle.db, staffId, order.reference)).rejects.toMatchObject({
      code: "conflict",
      message: ORDER_MESSAGES.notAllowed,
    });
    expect((await events(order.id)).at(-1)).toBe(`paid>fulfilled:fulfil:${staffId}`);
    const view = await staffOrder(handle.db, order.reference);
    expect(view?.history.at(-1)?.by).toContain("staff@shop-admin.test");
    expect(view?.canFulfil).toBe(false);
    expect(view?.canRefund).toBe(true);
  });

  it("refunds a card order through the provider: the whole amount left, then the order moves", async () => {
    const order = await makePaidOrder(handle.db, {
      userId: customerId,
      paymentType: "card",
      providerPaymentId: "pay-card-1",
      totalPence: 3500,
    });
    const pay = new ScriptedPaymentProvider({ "pay-card-1": 3500 });
    const outcome = await refundOrder(handle.db, pay, staffId, order.reference);
    expect(outcome).toMatchObject({ amountPence: 3500, creditNote: false });
    expect(pay.refundCalls).toEqual([
      { id: "pay-card-1", request: { amountPence: 3500, expectedAvailablePence: 3500 } },
    ]);
    expect(await statusOf(order.id)).toBe("refunded");
    expect((await events(order.id)).at(-1)).toBe(`paid>refunded:refund:${staffId}`);
    const view = await staffOrder(handle.db, order.reference);
    expect(view?.refunds).toEqual([expect.objectContaining({ amount: "£35.00", state: "success" })]);
    expect(view?.canRefund).toBe(false);
    // Refunded is final: a second refund is refused before the provider is asked.
    await expect(refundOrder(handle.db, pay, staffId, order.reference)).rejects.toMatchObject({
      code: "conflict",
    });
    expect(pay.refundCalls).toHaveLength(1);
  });

  it("refunds a purchase order with a credit note, without the provider and without a refund row", async () => {
    const order = await makePaidOrder(handle.db, { userId: customerId, paymentType: "purchase-order" });
    await fulfilOrder(handle.db, staffId, order.reference);
    const pay = new ScriptedPaymentProvider();
    const outcome = await refundOrder(handle.db, pay, staffId, order.reference);
    expect(outcome).toMatchObject({ amountPence: 850, creditNote: true });
    expect(pay.refundCalls).toEqual([]);
    expect(await statusOf(order.id)).toBe("refunded");
    expect((await events(order.id)).at(-1)).toBe(`fulfilled>refunded:refund:${staffId}`);
    expect((await staffOrder(handle.db, order.reference))?.refunds).toEqual([]);
  });

  it("changes nothing when the provider refuses the refund or cannot be reached", async () => {
    const order = await makePaidOrder(handle.db, {
      userId: customerId,
      paymentType: "card",
      providerPaymentId: "pay-refused",
    });
    // The provider has already refunded part of it elsewhere: our idea of what is left is wrong.
    const refusing = new ScriptedPaymentProvider({ "pay-refused": 100 });
    await expect(refundOrder(handle.db, refusing, staffId, order.reference)).rejects.toMatchObject({
      code: "conflict",
      message: REFUND_AMOUNT_CHANGED_MESSAGE,
    });
    const down = new ScriptedPaymentProvider({ "pay-refused": 850 });
    down.down = true;
    await expect(refundOrder(handle.db, down, staffId, order.reference)).rejects.toMatchObject({
      code: "unavailable",
      message: ORDER_ADMIN_MESSAGES.refundUnavailable,
    });
    expect(await statusOf(order.id)).toBe("paid");
    expect((await staffOrder(handle.db, order.reference))?.refunds).toEqual([]);
    expect((await events(order.id)).at(-1)).toBe("awaiting-payment>paid:payment-succeeded:system");
  });

  it("refunds once when two staff refund the same order at the same moment", async () => {
    const order = await makePaidOrder(handle.db, {
      userId: customerId,
      paymentType: "card",
      providerPaymentId: "pay-race",
    });
    const pay = new ScriptedPaymentProvider({ "pay-race": 850 });
    pay.holdRefundsUntil(2);
    const results = await Promise.allSettled([
      refundOrder(handle.db, pay, staffId, order.reference),
      refundOrder(handle.db, pay, staffId, order.reference),
    ]);
    // Both read the order as paid and asked the provider; it accepted one.
    expect(pay.refundCalls).toHaveLength(2);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({
      reason: expect.objectContaining({ code: "conflict" }),
    });
    expect(pay.leftToRefund("pay-race")).toBe(0);
    expect(await statusOf(order.id)).toBe("refunded");
    expect((await staffOrder(handle.db, order.reference))?.refunds).toHaveLength(1);
    expect((await events(order.id)).filter((e) => e.includes(":refund:"))).toHaveLength(1);
  });

  it("refuses to refund or send an order that was never paid, and knows no unknown reference", async () => {
    await expect(fulfilOrder(handle.db, staffId, "GZ-999999999")).rejects.toMatchObject({
      code: "not-found",
    });
    await expect(fulfilOrder(handle.db, staffId, "'; drop table orders")).rejects.toMatchObject({
      code: "not-found",
    });
    expect(await staffOrder(handle.db, "GZ-999999999")).toBeNull();
    expect(await staffOrder(handle.db, "nonsense")).toBeNull();
  });
});
