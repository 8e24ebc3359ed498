/**
 * The checkout's service on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), with
 * the scripted card provider (scripted-payment-provider.test-helper.server.ts): the browser journeys and
 * payments tests drive the real GOV.UK Pay client against the simulator; here the provider's answers are
 * chosen to reach every branch.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { discountCodes, jobs, orderEvents, orders, organisations, payments } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { addBasketItems, readBasket } from "../baskets/basket-service.server.ts";
import {
  applyDiscountCode,
  CARD_PAYMENTS_OFF,
  checkoutSummary,
  paymentReconciler,
  placeOrder,
  returnFromPayment,
} from "./checkout-service.server.ts";
import { CARD_DETAILS, PURCHASE_ORDER_DETAILS } from "./order-test-fixtures.server.ts";
import { ScriptedPaymentProvider } from "./scripted-payment-provider.test-helper.server.ts";

const SITE = "https://gazette.example";

describe("checkout", () => {
  let handle: DatabaseHandle;
  let n = 0;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  async function buyer(options: { creditLimitPence?: number } = {}) {
    n++;
    const user = await createTestUser(handle.db, {
      email: `buyer${n}@example.test`,
      organisation: { name: `Buyer ${n} Ltd` },
    });
    if (options.creditLimitPence !== undefined)
      await handle.db
        .update(organisations)
        .set({ paymentMethod: "account", creditLimitPence: options.creditLimitPence })
        .where(eq(organisations.id, user.organisationId!));
    const owner = { userId: user.id };
    return { user, owner };
  }

  const orderRows = (userId: number) => handle.db.select().from(orders).where(eq(orders.userId, userId));
  const eventsOf = async (orderId: number) =>
    (
      await handle.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(orderEvents.id)
    ).map((e) => `${e.fromStatus ?? "-"}>${e.toStatus}:${e.event}`);
  const confirmationJobs = async (orderId: number) =>
    (
      await handle.db
        .select()
        .from(jobs)
        .where(sql`${jobs.queue} = 'order-confirmation' and ${jobs.payload}->>'orderId' = ${String(orderId)}`)
    ).length;

  let provider: ScriptedPaymentProvider;
  beforeEach(() => {
    provider = new ScriptedPaymentProvider();
  });
  const deps = () => ({ payments: provider, siteUrl: SITE });

  it("a card order waits for its payment, and the return from a successful payment marks it paid once", async () => {
    const { user, owner } = await buyer();
    await addBasketItems(handle.db, owner, [
      { productId: "ww1e", quantity: 2 },
      { productId: "gaz176", quantity: 1, editionId: "london", issueNumber: 64941 },
    ]);
    const result = await placeOrder(handle.db, deps(), {
      userId: user.id,
      organisationId: user.organisationId,
      owner,
      details: CARD_DETAILS,
      idempotencyKey: `key-${n}`,
    });
    expect(result.kind).toBe("pay");
    const [order] = await orderRows(user.id);
    expect(order).toMatchObject({ status: "awaiting-payment", subtotalPence: 2450, totalPence: 2450 });
    // 2 × £8.50 at 20 % VAT and £7.50 zero-rated.
    expect(order!.vatPence).toBe(283);
    // The basket is kept until the payment succeeds.
    expect((await readBasket(handle.db, owner)).lines).toHaveLength(2);

    provider.finish("success");
    const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, order!.id));
    const back = await returnFromPayment(handle.db, provider, payment!.returnToken);
    expect(back.outcome).toBe("paid");
    expect(back.order.status).toBe("paid");
    // A replayed return changes nothing more.
    await returnFromPayment(handle.db, provider, payment!.returnToken);
    expect(await eventsOf(order!.id)).toEqual([
      "->created:create",
      "created>awaiting-payment:start-payment",
      "awaiting-payment>paid:payment-succeeded",
    ]);
    expect((await readBasket(handle.db, owner)).lines).toHaveLength(0);
    expect(await confirmationJobs(order!.id)).toBe(1);
  });

  it("a forged return token neither pays nor finds anything", async () => {
    await expect(
      returnFromPayment(handle.db, provider, "forged-token-that-is-long-enough"),
    ).rejects.toMatchObject({
      code: "not-found",
    });
  });

  it("a declined or cancelled payment keeps the basket, and the same submission twice makes one order", async () => {
    const { user, owner } = await buyer();
    await addBasketItems(handle.db, owner, [{ productId: "ww1c", quantity: 1 }]);
    const input = {
      userId: user.id,
      organisationId: user.organisationId,
      owner,
      details: CARD_DETAILS,
      idempotencyKey: `dup-${n}`,
    };
    const [first, second] = await Promise.all([
      placeOrder(handle.db, deps(), input),
      placeOrder(handle.db, deps(), input),
    ]);
    expect(first).toEqual(second);
    expect(await orderRows(user.id)).toHaveLength(1);
    provider.finish("failed");
    const [payment] = await handle.db
      .select()
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.userId, user.id));
    const back = await returnFromPayment(handle.db, provider, payment!.payments.returnToken);
    expect(back).toMatchObject({ outcome: "failed", order: { status: "failed" } });
    expect((await readBasket(handle.db, owner)).lines).toHaveLength(1);
  });

  it("a provider that is down gives the clear message, makes no order and keeps the basket", async () => {
    const { user, owner } = await buyer();
    await addBasketItems(handle.db, owner, [{ productId: "ww1d", quantity: 3 }]);
    provider.down = true;
    await expect(
      placeOrder(handle.db, deps(), {
        userId: user.id,
        organisationId: user.organisationId,
        owner,
        details: CARD_DETAILS,
        idempotencyKey: `down-${n}`,
      }),
    ).rejects.toMatchObject({ code: "unavailable", message: CARD_PAYMENTS_OFF });
    expect(await orderRows(user.id)).toHaveLength(0);
    expect((await readBasket(handle.db, owner)).lines).toHaveLength(1);
    // Back up, the same submission goes through.
    provider.down = false;
    const again = await placeOrder(handle.db, deps(), {
      userId: user.id,
      organisationId: user.organisationId,
      owner,
      details: CARD_DETAILS,
      idempotencyKey: `down-${n}`,
    });
    expect(again.kind).toBe("pay");
  });

  it("the reconciling job settles a payment whose customer never came back", async () => {
    const { user, owner } = await buyer();
    await addBasketItems(handle.db, owner, [{ productId: "ww1e", quantity: 1 }]);
    await placeOrder(handle.db, deps(), {
      userId: user.id,
      organisationId: user.organisationId,
      owner,
      details: CARD_DETAILS,
      idempotencyKey: `rec-${n}`,
    });
    const [order] = await orderRows(user.id);
    const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, order!.id));
    const reconciler = paymentReconciler(provider);
    expect(await reconciler.settle(handle.db, payment!.id)).toMatchObject({ outcome: "pending" });
    provider.finish("success");
    expect(await reconciler.settle(handle.db, payment!.id)).toMatchObject({ outcome: "paid" });
    expect((await orderRows(user.id))[0]!.status).toBe("paid");
  });

  it("a purchase order is paid on account within the credit left, and refused beyond it with nothing made", async () => {
    const { user, owner } = await buyer({ creditLimitPence: 10_000 });
    await addBasketItems(handle.db, owner, [
      { productId: "ce3", quantity: 1, editionId: "london", issueNumber: 64941, fullName: "Ada Example" },
    ]);
    const placed = await placeOrder(handle.db, deps(), {
      userId: user.id,
      organisationId: user.organisationId,
      owner,
      details: PURCHASE_ORDER_DETAILS,
      idempotencyKey: `po-${n}`,
    });
    expect(placed.kind).toBe("done");
    const [order] = await orderRows(user.id);
    expect(order).toMatchObject({ status: "paid", purchaseOrderNumber: "4500012345", totalPence: 9500 });
    expect(provider.payments.size).toBe(0);
    // £5 left of £100: a second £95 certificate is over the limit.
    await addBasketItems(handle.db, owner, [
      { productId: "ce3", quantity: 1, editionId: "london", issueNumber: 64941, fullName: "Bo Example" },
    ]);
    await expect(
      placeOrder(handle.db, deps(), {
        userId: user.id,
        organisationId: user.organisationId,
        owner,
        details: PURCHASE_ORDER_DETAILS,
        idempotencyKey: `po2-${n}`,
      }),
    ).rejects.toMatchObject({ code: "invalid-input" });
    expect(await orderRows(user.id)).toHaveLength(1);
    expect((await readBasket(handle.db, owner)).lines).toHaveLength(1);
  });

  it("a purchase order without a credit account is refused", async () => {
    const { user, owner } = await buyer();
    await addBasketItems(handle.db, owner, [{ productId: "ww1e", quantity: 1 }]);
    await expect(
      placeOrder(handle.db, deps(), {
        userId: user.id,
        organisationId: user.organisationId,
        owner,
        details: { ...CARD_DETAILS, paymentType: "purchase-order", purchaseOrderNumber: "1" },
        idempotencyKey: `nocredit-${n}`,
      }),
    ).rejects.toMatchObject({ code: "invalid-input" });
    expect(await orderRows(user.id)).toHaveLength(0);
  });

  it("a discount code comes off the summary and the order; a code used up is refused and changes nothing", async () => {
    await handle.db.insert(discountCodes).values([
      { code: "TENOFF", kind: "percentage", amount: 10 },
      { code: "ONCEONLY", kind: "fixed", amount: 500, maxUses: 1 },
    ]);
    const { user, owner } = await buyer();
    await addBasketItems(handle.db, owner, [{ productId: "ww1c", quantity: 2 }]);
    await applyDiscountCode(handle.db, owner, user.id, " tenoff ");
    const summary = await checkoutSummary(handle.db, owner, user.id);
    expect(summary.discountCode).toBe("TENOFF");
    expect(summary.priced.totals).toMatchObject({
      subtotalPence: 2500,
      discountPence: 250,
      totalPence: 2250,
    });
    await expect(applyDiscountCode(handle.db, owner, user.id, "NOSUCHCODE")).rejects.toMatchObject({
      code: "invalid-input",
    });
    expect((await checkoutSummary(handle.db, owner, user.id)).discountCode).toBe("TENOFF");

    await placeOrder(handle.db, deps(), {
      userId: user.id,
      organisationId: user.organisationId,
      owner,
      details: CARD_DETAILS,
      idempotencyKey: `disc-${n}`,
    });
    const [order] = await orderRows(user.id);
    expect(order).toMatchObject({ discountCode: "TENOFF", discountPence: 250, totalPence: 2250 });

    // The one use of ONCEONLY is taken by one buyer; the next is told.
    const a = await buyer();
    await addBasketItems(handle.db, a.owner, [{ productId: "ww1c", quantity: 1 }]);
    await applyDiscountCode(handle.db, a.owner, a.user.id, "ONCEONLY");
    await placeOrder(handle.db, deps(), {
      userId: a.user.id,
      organisationId: a.user.organisationId,
      owner: a.owner,
      details: CARD_DETAILS,
      idempotencyKey: `once-${n}`,
    });
    const b = await buyer();
    await addBasketItems(handle.db, b.owner, [{ productId: "ww1c", quantity: 1 }]);
    await expect(applyDiscountCode(handle.db, b.owner, b.user.id, "ONCEONLY")).rejects.toMatchObject({
      message: "This discount code has already been used the maximum number of times.",
    });
  });

  it("an empty basket cannot be checked out", async () => {
    const { user, owner } = await buyer();
    await expect(
      placeOrder(handle.db, deps(), {
        userId: user.id,
        organisationId: user.organisationId,
        owner,
        details: CARD_DETAILS,
        idempotencyKey: `empty-${n}`,
      }),
    ).rejects.toMatchObject({ code: "invalid-input", message: "There are no items in your basket." });
  });
});
