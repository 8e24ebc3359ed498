/**
 * Paying for placed notices (issue 12 point 6) on a real database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): a submitted notice in the basket, priced from its fee; the order's card
 * payment, purchase order or failure moving it through the workflow with its provenance, in the order's
 * transaction; taking it out of the basket giving it back as a draft; and accounts that need not pay.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import {
  discountCodes,
  noticeProvenance,
  notices,
  orderLines,
  orders,
  organisations,
  payments,
} from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { basketJson } from "../baskets/basket-json.ts";
import { NOTICE_LINE_MESSAGES } from "../baskets/basket-messages.ts";
import {
  addBasketItems,
  emptyBasket,
  readBasket,
  removeBasketItem,
  setBasketItemQuantity,
} from "../baskets/basket-service.server.ts";
import { addNoticeToBasket, sendNoticeToPayment } from "../baskets/notice-basket.server.ts";
import { withdrawMyNotice } from "../my-notices/my-notices-service.server.ts";
import { createTestNotice } from "../my-notices/test-notices.server.ts";
import { noticePaymentRoute, placeWithoutPayment } from "../placement/notice-payment-service.server.ts";
import {
  applyDiscountCode,
  checkoutSummary,
  placeOrder,
  returnFromPayment,
} from "./checkout-service.server.ts";
import { CARD_DETAILS, PURCHASE_ORDER_DETAILS } from "./order-test-fixtures.server.ts";
import { ScriptedPaymentProvider } from "./scripted-payment-provider.test-helper.server.ts";

const SITE = "https://gazette.example";

describe("paying for placed notices", () => {
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
  const deps = () => ({ payments: provider, siteUrl: SITE });

  async function placer(options: { creditLimitPence?: number; paymentNotRequired?: boolean } = {}) {
    n++;
    const email = `placer${n}@example.test`;
    const user = await createTestUser(handle.db, {
      email,
      name: `Placer ${n}`,
      organisation: { name: `Placer ${n} LLP` },
    });
    await handle.db
      .update(organisations)
      .set({
        paymentNotRequired: options.paymentNotRequired ?? false,
        ...(options.creditLimitPence !== undefined
          ? { paymentMethod: "account" as const, creditLimitPence: options.creditLimitPence }
          : {}),
      })
      .where(eq(organisations.id, user.organisationId!));
    return { user, email, owner: { userId: user.id } };
  }

  /** A Deceased Estates notice (2903, London: £96.00 inc. VAT) submitted and in its placer's basket. */
  async function noticeInBasket(email: string, edition: "london" | "edinburgh" = "london") {
    const made = await createTestNotice(handle.db, { email, status: "submitted", edition, basket: true });
    return made!.id;
  }

  const statusOf = async (id: number) =>
    (await handle.db.select({ s: notices.status }).from(notices).where(eq(notices.id, id)))[0]?.s;
  const trail = async (id: number) =>
    (
      await handle.db
        .select({ activity: noticeProvenance.activity, agent: noticeProvenance.agent })
        .from(noticeProvenance)
        .where(eq(noticeProvenance.noticeId, id))
        .orderBy(asc(noticeProvenance.id))
    ).map((row) => row.activity);
  const order = async (userId: number) =>
    (await handle.db.select().from(orders).where(eq(orders.userId, userId)))[0]!;
  /** The basket's checkout, as the checkout page submits it. */
  const checkout = (
    placed: { user: { id: number; organisationId: number | null }; owner: { userId: number } },
    details: typeof CARD_DETAILS,
  ) =>
    placeOrder(handle.db, deps(), {
      userId: placed.user.id,
      organisationId: placed.user.organisationId,
      owner: placed.owner,
      details,
      idempotencyKey: `key-${n}`,
    });
  const paymentOf = async (orderId: number) =>
    (await handle.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

  it("a submitted notice is one line priced from its fee, named by type, number and edition, quantity hidden", async () => {
    const { email, owner } = await placer();
    const id = await noticeInBasket(email);
    const view = await readBasket(handle.db, owner);
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]).toMatchObject({
      kind: "notice",
      noticeId: id,
      quantity: 1,
      name: `Deceased Estates notice ${id} (The London Gazette)`,
      unitPence: 9600,
      grossPence: 9600,
      netPence: 8000,
      vatPence: 1600,
      vatRatePercent: 20,
      problem: null,
    });
    expect(basketJson(view).items[0]).toMatchObject({ noticeId: String(id), hideQuantity: "true" });
    // Added again (a repeated submit): still one line.
    await handle.db.transaction((tx) => addNoticeToBasket(tx, owner, id));
    expect((await readBasket(handle.db, owner)).lines).toHaveLength(1);
    // Its quantity is not the customer's to change.
    await expect(setBasketItemQuantity(handle.db, owner, view.lines[0]!.id, 2)).rejects.toMatchObject({
      message: NOTICE_LINE_MESSAGES.quantity,
    });
  });

  it("only a submitted notice can go into a basket, and never into someone else's as well", async () => {
    const { email, owner } = await placer();
    const draft = await createTestNotice(handle.db, { email, status: "draft" });
    await expect(
      handle.db.transaction((tx) => addNoticeToBasket(tx, owner, draft!.id)),
    ).rejects.toMatchObject({ code: "conflict", message: NOTICE_LINE_MESSAGES.notSubmitted });
    const id = await noticeInBasket(email);
    const other = await placer();
    await expect(handle.db.transaction((tx) => addNoticeToBasket(tx, other.owner, id))).rejects.toMatchObject(
      { code: "conflict" },
    );
    expect((await readBasket(handle.db, other.owner)).lines).toHaveLength(0);
  });

  it("paid by card: awaiting payment while the card page is open, then paid and validated once, however many returns race", async () => {
    const { user, email, owner } = await placer();
    const id = await noticeInBasket(email);
    const result = await checkout({ user, owner }, CARD_DETAILS);
    expect(result.kind).toBe("pay");
    const made = await order(user.id);
    expect(made.totalPence).toBe(9600);
    const [line] = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, made.id));
    expect(line).toMatchObject({ noticeId: id, unitPricePence: 9600, vatPence: 1600, quantity: 1 });
    expect(await statusOf(id)).toBe("awaiting-payment");
    // While the provider has it, the notice cannot be taken out of the basket.
    const [item] = (await readBasket(handle.db, owner)).lines;
    await expect(removeBasketItem(handle.db, owner, item!.id)).rejects.toMatchObject({
      message: NOTICE_LINE_MESSAGES.paymentUnderWay,
    });
    expect(item!.problem).toBe(NOTICE_LINE_MESSAGES.paymentUnderWay);

    provider.finish("success");
    const { returnToken } = await paymentOf(made.id);
    await Promise.all([
      returnFromPayment(handle.db, provider, returnToken),
      returnFromPayment(handle.db, provider, returnToken),
      returnFromPayment(handle.db, provider, returnToken),
    ]);
    expect(await statusOf(id)).toBe("awaiting-approval");
    expect(await trail(id)).toEqual(["received", "payment-started", "paid", "validated"]);
    expect((await readBasket(handle.db, owner)).lines).toHaveLength(0);
  });

  it("a failed card payment returns the notice to submitted, still in the basket, to be paid again", async () => {
    const { user, email, owner } = await placer();
    const id = await noticeInBasket(email);
    await checkout({ user, owner }, CARD_DETAILS);
    provider.finish("failed");
    const made = await order(user.id);
    const back = await returnFromPayment(handle.db, provider, (await paymentOf(made.id)).returnToken);
    expect(back.order.status).toBe("failed");
    expect(await statusOf(id)).toBe("submitted");
    expect(await trail(id)).toEqual(["received", "payment-started", "payment-failed"]);
    const view = await readBasket(handle.db, owner);
    expect(view.lines.map((l) => [l.noticeId, l.problem])).toEqual([[id, null]]);
  });

  it("a purchase order on a credit account pays the notice on account and sends it on for approval", async () => {
    const { user, email, owner } = await placer({ creditLimitPence: 50_000 });
    const id = await noticeInBasket(email);
    const placed = await checkout({ user, owner }, PURCHASE_ORDER_DETAILS);
    expect(placed.kind).toBe("done");
    expect((await order(user.id)).status).toBe("paid");
    expect(await statusOf(id)).toBe("awaiting-approval");
    expect(await trail(id)).toEqual(["received", "paid", "validated"]);
    expect((await readBasket(handle.db, owner)).lines).toHaveLength(0);
  });

  it("taken out of the basket (one item, or all), a notice goes back to draft and can be added again", async () => {
    const { email, owner } = await placer();
    const first = await noticeInBasket(email);
    const second = await noticeInBasket(email);
    await addBasketItems(handle.db, owner, [{ productId: "ww1e", quantity: 1 }]);
    const lines = (await readBasket(handle.db, owner)).lines;
    const firstLine = lines.find((l) => l.noticeId === first)!;
    await removeBasketItem(handle.db, owner, firstLine.id);
    expect(await statusOf(first)).toBe("draft");
    expect(await statusOf(second)).toBe("submitted");
    expect(await trail(first)).toEqual(["received", "returned-to-draft"]);
    await emptyBasket(handle.db, owner);
    expect(await statusOf(second)).toBe("draft");
    expect((await readBasket(handle.db, owner)).lines).toHaveLength(0);
  });

  it("a notice withdrawn from My Gazette leaves the basket in the same step", async () => {
    const { user, email, owner } = await placer();
    const id = await noticeInBasket(email);
    const person = {
      id: user.id,
      role: "user",
      organisationId: user.organisationId,
      permissions: [],
      name: "P",
    };
    await withdrawMyNotice(handle.db, person, id);
    expect(await statusOf(id)).toBe("withdrawn");
    expect((await readBasket(handle.db, owner)).lines).toHaveLength(0);
  });

  it("discount codes take nothing off a notice's fee", async () => {
    const { user, email, owner } = await placer();
    await noticeInBasket(email);
    await handle.db.insert(discountCodes).values({ code: `ALL${n}OFF`, kind: "percentage", amount: 50 });
    await expect(applyDiscountCode(handle.db, owner, user.id, `all${n}off`)).rejects.toMatchObject({
      code: "invalid-input",
    });
    await addBasketItems(handle.db, owner, [{ productId: "ww1e", quantity: 1 }]);
    await applyDiscountCode(handle.db, owner, user.id, `all${n}off`);
    const { priced } = await checkoutSummary(handle.db, owner, user.id);
    const noticeLine = priced.lines.find((l) => l.kind === "notice")!;
    const shopLine = priced.lines.find((l) => l.kind !== "notice")!;
    expect(noticeLine.discountPence).toBe(0);
    expect(shopLine.discountPence).toBeGreaterThan(0);
  });

  it("an account marked payment not required skips the basket: its notice goes straight to approval", async () => {
    const free = await placer({ paymentNotRequired: true });
    const paying = await placer();
    expect(await noticePaymentRoute(handle.db, { organisationId: free.user.organisationId })).toBe(
      "not-required",
    );
    expect(await noticePaymentRoute(handle.db, { organisationId: paying.user.organisationId })).toBe(
      "basket",
    );
    expect(await noticePaymentRoute(handle.db, { organisationId: null })).toBe("basket");
    const made = await createTestNotice(handle.db, { email: free.email, status: "submitted" });
    await handle.db.transaction((tx) => placeWithoutPayment(tx, made!.id));
    expect(await statusOf(made!.id)).toBe("awaiting-approval");
    expect(await trail(made!.id)).toEqual(["received", "payment-not-required"]);
    // The submit step's part: this account's next notice skips the basket, the paying one's goes in.
    const next = await createTestNotice(handle.db, { email: free.email, status: "submitted" });
    await handle.db.transaction((tx) => sendNoticeToPayment(tx, free.user, next!.id));
    expect(await statusOf(next!.id)).toBe("awaiting-approval");
    expect((await readBasket(handle.db, free.owner)).lines).toHaveLength(0);
    const paid = await createTestNotice(handle.db, { email: paying.email, status: "submitted" });
    await handle.db.transaction((tx) => sendNoticeToPayment(tx, paying.user, paid!.id));
    expect(await statusOf(paid!.id)).toBe("submitted");
    expect((await readBasket(handle.db, paying.owner)).lines.map((l) => l.noticeId)).toEqual([paid!.id]);
    // An account that pays cannot skip it.
    const other = await createTestNotice(handle.db, { email: paying.email, status: "submitted" });
    await expect(handle.db.transaction((tx) => placeWithoutPayment(tx, other!.id))).rejects.toBeDefined();
    expect(await statusOf(other!.id)).toBe("submitted");
  });
});
