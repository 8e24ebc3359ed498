/**
 * Stock through the basket and the checkout on a real database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set, where the races below really run side by side): refusals change nothing,
 * units go only when an order is paid, never below zero, and a refund puts them back only when nothing
 * was sent. Its own database: the tests set the catalogue's stock.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { orderEvents, orders, organisations, payments, products } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { addBasketItems, readBasket, setBasketItemQuantity } from "../baskets/basket-service.server.ts";
import {
  type CheckoutDetails,
  placeOrder,
  restockRefundedOrder,
  returnFromPayment,
} from "./checkout-service.server.ts";
import { CARD_DETAILS, PURCHASE_ORDER_DETAILS } from "./order-test-fixtures.server.ts";
import { ScriptedPaymentProvider } from "./scripted-payment-provider.test-helper.server.ts";

const PIN = "Centenary remembrance pin and card";

describe("stock", () => {
  let handle: DatabaseHandle;
  let n = 0;
  let provider: ScriptedPaymentProvider;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());
  beforeEach(() => {
    provider = new ScriptedPaymentProvider();
  });
  const deps = () => ({ payments: provider, siteUrl: "https://gazette.example" });

  const setStock = (id: string, stock: number | null) =>
    handle.db.update(products).set({ stock }).where(eq(products.id, id));
  const stockOf = async (id: string) =>
    (await handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

  async function buyer(creditLimitPence?: number) {
    n++;
    const user = await createTestUser(handle.db, {
      email: `stock${n}@example.test`,
      organisation: { name: `Stock ${n} Ltd` },
    });
    if (creditLimitPence !== undefined)
      await handle.db
        .update(organisations)
        .set({ paymentMethod: "account", creditLimitPence })
        .where(eq(organisations.id, user.organisationId!));
    const owner = { userId: user.id };
    const order = (details: CheckoutDetails, key = `stock-${user.id}-${details.paymentType}`) =>
      placeOrder(handle.db, deps(), {
        userId: user.id,
        organisationId: user.organisationId,
        owner,
        details,
        idempotencyKey: key,
      });
    const orderRows = () => handle.db.select().from(orders).where(eq(orders.userId, user.id));
    return { user, owner, order, orderRows };
  }

  const paidEventOf = async (orderId: number) =>
    (await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).find(
      (e) => e.toStatus === "paid",
    );

  async function settle(orderId: number) {
    const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, orderId));
    return returnFromPayment(handle.db, provider, payment!.returnToken);
  }

  it("the basket refuses a product out of stock, and more than is left, changing nothing", async () => {
    await setStock("ww1e", 0);
    const { owner } = await buyer();
    await expect(
      addBasketItems(handle.db, owner, [{ productId: "ww1e", quantity: 1 }]),
    ).rejects.toMatchObject({
      code: "invalid-input",
      message: `Out of stock: ${PIN}. Please remove it from your basket.`,
    });
    expect((await readBasket(handle.db, owner)).id).toBeNull();

    await setStock("ww1e", 3);
    await addBasketItems(handle.db, owner, [{ productId: "ww1e", quantity: 2 }]);
    // 2 in the basket and 2 more wanted: 3 are left.
    await expect(
      addBasketItems(handle.db, owner, [{ productId: "ww1e", quantity: 2 }]),
    ).rejects.toMatchObject({
      message: `Only 3 left in stock: ${PIN}. Please choose 3 or fewer.`,
    });
    const [line] = (await readBasket(handle.db, owner)).lines;
    expect(line?.quantity).toBe(2);
    await expect(setBasketItemQuantity(handle.db, owner, line!.id, 4)).rejects.toMatchObject({
      message: `Only 3 left in stock: ${PIN}. Please choose 3 or fewer.`,
    });
    expect((await readBasket(handle.db, owner)).lines[0]?.quantity).toBe(2);
    expect((await setBasketItemQuantity(handle.db, owner, line!.id, 3)).lines[0]?.quantity).toBe(3);
    // Products without a stock are never refused for it.
    await addBasketItems(handle.db, owner, [
      { productId: "ww1a", quantity: 200, editionId: "london", issueNumber: 29000, fullName: "A Soldier" },
    ]);
  });

  it("the checkout refuses an order for more than is left, naming the item, and changes nothing", async () => {
    await setStock("ww1c", 10);
    const { owner, order, orderRows } = await buyer(100_000);
    await addBasketItems(handle.db, owner, [{ productId: "ww1c", quantity: 4 }]);
    await setStock("ww1c", 3);
    for (const details of [CARD_DETAILS, PURCHASE_ORDER_DETAILS])
      await expect(order(details)).rejects.toMatchObject({
        code: "invalid-input",
        message: "Only 3 left in stock: Facsimile issue: 4 August 1914. Please choose 3 or fewer.",
      });
    expect(await orderRows()).toHaveLength(0);
    expect(await stockOf("ww1c")).toBe(3);
    expect((await readBasket(handle.db, owner)).lines[0]?.quantity).toBe(4);
  });

  it("a card order takes its units only when paid, once, and the paid event says how many", async () => {
    await setStock("ww1d", 5);
    const { owner, order, orderRows } = await buyer();
    await addBasketItems(handle.db, owner, [{ productId: "ww1d", quantity: 2 }]);
    await order(CARD_DETAILS);
    const [made] = await orderRows();
    expect(made?.status).toBe("awaiting-payment");
    expect(await stockOf("ww1d")).toBe(5);
    provider.finish();
    await Promise.all([settle(made!.id), settle(made!.id)]);
    expect(await stockOf("ww1d")).toBe(3);
    expect((await paidEventOf(made!.id))?.detail).toMatchObject({ stockTaken: { ww1d: 2 } });
  });

  it("a purchase order takes its units at once; of two racing for the last units one is refused", async () => {
    await setStock("ww1e", 3);
    const a = await buyer(100_000);
    const b = await buyer(100_000);
    await addBasketItems(handle.db, a.owner, [{ productId: "ww1e", quantity: 2 }]);
    await addBasketItems(handle.db, b.owner, [{ productId: "ww1e", quantity: 2 }]);
    const results = await Promise.allSettled([
      a.order(PURCHASE_ORDER_DETAILS),
      b.order(PURCHASE_ORDER_DETAILS),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      code: "invalid-input",
      message: `Only 1 left in stock: ${PIN}. Please choose 1 or fewer.`,
    });
    expect(await stockOf("ww1e")).toBe(1);
    const made = [...(await a.orderRows()), ...(await b.orderRows())];
    expect(made.map((o) => o.status)).toEqual(["paid"]);
    expect((await paidEventOf(made[0]!.id))?.detail).toMatchObject({
      purchaseOrderNumber: "4500012345",
      stockTaken: { ww1e: 2 },
    });
  });

  it("two card orders paid for the last units: stock stops at zero and the shortfall is recorded", async () => {
    await setStock("ww1c", 3);
    const a = await buyer();
    const b = await buyer();
    await addBasketItems(handle.db, a.owner, [{ productId: "ww1c", quantity: 2 }]);
    await addBasketItems(handle.db, b.owner, [{ productId: "ww1c", quantity: 2 }]);
    // Both pass the check at the checkout (nothing is taken until payment), and both customers pay.
    await a.order(CARD_DETAILS);
    await b.order(CARD_DETAILS);
    const [orderA] = await a.orderRows();
    const [orderB] = await b.orderRows();
    provider.finish();
    const settled = await Promise.all([settle(orderA!.id), settle(orderB!.id)]);
    expect(settled.map((s) => s.order.status)).toEqual(["paid", "paid"]);
    expect(await stockOf("ww1c")).toBe(0);
    const details = [(await paidEventOf(orderA!.id))!.detail, (await paidEventOf(orderB!.id))!.detail];
    const short = details.filter((d) => "stockShortfall" in d);
    expect(short).toHaveLength(1);
    expect(short[0]).toMatchObject({
      stockTaken: { ww1c: 1 },
      stockShortfall: [
        { productId: "ww1c", name: "Facsimile issue: 4 August 1914", wanted: 2, taken: 1, short: 1 },
      ],
    });
    expect(details.filter((d) => !("stockShortfall" in d))).toEqual([
      expect.objectContaining({ stockTaken: { ww1c: 2 } }),
    ]);
  });

  it("a refund puts the units back only when the order was never fulfilled", async () => {
    await setStock("ww1e", 10);
    const { owner, order, orderRows } = await buyer(100_000);
    await addBasketItems(handle.db, owner, [{ productId: "ww1e", quantity: 4 }]);
    await order(PURCHASE_ORDER_DETAILS);
    const [made] = await orderRows();
    expect(await stockOf("ww1e")).toBe(6);
    await handle.db.transaction((tx) => restockRefundedOrder(tx, made!.id, "fulfilled"));
    expect(await stockOf("ww1e")).toBe(6);
    await handle.db.transaction((tx) => restockRefundedOrder(tx, made!.id, "paid"));
    expect(await stockOf("ww1e")).toBe(10);
  });
});
