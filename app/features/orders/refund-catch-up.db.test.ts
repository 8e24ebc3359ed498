/**
 * The refund catch-up on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), run the
 * way the server runs it: a job row queued before the provider is asked, taken later by a job worker (a
 * new one, as after a restart) registered as server/jobs.ts registers it. The scripted provider keeps the
 * payment's refunds as GOV.UK Pay does. The crash: the provider accepts the refund and the server dies
 * before recording it; the job records it once (again: still once), moves the order to refunded and puts
 * its units back. The normal path: the job finds the refund recorded and changes nothing; the other way
 * round (the job first, the provider's answer late), the staff refund finds it recorded. The provider
 * down: the job fails its attempt, is due again later, and nothing has changed.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { jobs, orderEvents, orders, payments, products, refunds } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { enqueueJob } from "../jobs/enqueue-job.server.ts";
import { handlersOf, registerJob } from "../jobs/job-definition.ts";
import { startJobWorker } from "../jobs/job-worker.server.ts";
import { PAYMENT_UNAVAILABLE_MESSAGE } from "../payments/payment-provider.ts";
import { refundOrder } from "./order-admin-service.server.ts";
import { placePaidCardOrder } from "./order-test-fixtures.server.ts";
import { REFUND_CATCH_UP_AFTER_MS, refundCatchUpJob } from "./refund-catch-up-job.server.ts";
import { refundCatchUp } from "./refund-recording.server.ts";
import { ScriptedPaymentProvider } from "./scripted-payment-provider.test-helper.server.ts";

const KILLED = "the server was killed";

describe("the refund catch-up", () => {
  let handle: DatabaseHandle;
  let staffId: number;
  beforeAll(async () => {
    handle = await createTestDatabase();
    staffId = (await createTestUser(handle.db, { email: "staff@refund-catch-up.test", role: "staff" })).id;
  });
  afterAll(() => handle.close());

  const stockOf = async (id: string) =>
    (await handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
  const statusOf = async (orderId: number) =>
    (await handle.db.select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.s;
  const paymentOf = async (orderId: number) =>
    (await handle.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
  const refundRows = async (paymentId: number) =>
    handle.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
  const refundEvents = async (orderId: number) =>
    handle.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.event, "refund")));
  const catchUpJobs = (paymentId: number) =>
    handle.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.queue, "refund-catch-up"), sql`${jobs.payload}->>'paymentId' = ${String(paymentId)}`),
      );

  /** Minutes pass: the payment's catch-up jobs fall due. */
  const minutesPass = (paymentId: number) =>
    handle.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(
        and(
          eq(jobs.queue, "refund-catch-up"),
          eq(jobs.state, "queued"),
          sql`${jobs.payload}->>'paymentId' = ${String(paymentId)}`,
        ),
      );

  /** A job worker as a (re)started server has it, running what is due until nothing is. */
  async function workerRuns(provider: ScriptedPaymentProvider): Promise<number> {
    const worker = startJobWorker(
      handle.db,
      handlersOf([registerJob(refundCatchUpJob, refundCatchUp(provider))]),
      {
        autoStart: false,
      },
    );
    try {
      return await worker.drain();
    } finally {
      await worker.stop();
    }
  }

  /** A paid card order of two pins, and a staff refund that the provider accepts as the server dies. */
  async function refundLostInACrash(provider: ScriptedPaymentProvider) {
    const order = await placePaidCardOrder(handle.db, provider, [{ productId: "ww1e", quantity: 2 }]);
    const payment = await paymentOf(order.id);
    const queuedFirst: unknown[] = [];
    provider.afterRefund = async () => {
      // What was committed before the provider answered: the job that will catch up on it.
      queuedFirst.push(...(await catchUpJobs(payment.id)));
      throw new Error(KILLED);
    };
    const stockBefore = await stockOf("ww1e");
    await expect(refundOrder(handle.db, provider, staffId, order.reference)).rejects.toThrow(KILLED);
    provider.afterRefund = null;
    expect(provider.leftToRefund(payment.providerPaymentId!)).toBe(0);
    expect(queuedFirst).toEqual([
      expect.objectContaining({ state: "queued", payload: { paymentId: payment.id, requestedBy: staffId } }),
    ]);
    const { runAt } = queuedFirst[0] as { runAt: Date };
    expect(runAt.getTime()).toBeGreaterThan(Date.now() + REFUND_CATCH_UP_AFTER_MS - 60_000);
    // Our books know nothing of it.
    expect(await refundRows(payment.id)).toEqual([]);
    expect(await statusOf(order.id)).toBe("paid");
    return { order, payment, stockBefore: stockBefore! };
  }

  it("records a refund the provider accepted as the server died: once, however often it runs", async () => {
    const provider = new ScriptedPaymentProvider();
    const { order, payment, stockBefore } = await refundLostInACrash(provider);
    const [held] = provider.payments.get(payment.providerPaymentId!)!.refunds;

    // Not before its time: the normal path gets a few minutes to record the refund itself.
    expect(await workerRuns(provider)).toBe(0);
    await minutesPass(payment.id);
    expect(await workerRuns(provider)).toBe(1);

    expect(await refundRows(payment.id)).toEqual([
      expect.objectContaining({
        providerRefundId: held!.refundId,
        amountPence: order.totalPence,
        state: "success",
        actorUserId: staffId,
      }),
    ]);
    expect(await statusOf(order.id)).toBe("refunded");
    const [event] = await refundEvents(order.id);
    expect(event).toMatchObject({
      fromStatus: "paid",
      toStatus: "refunded",
      actorUserId: staffId,
      detail: { paymentId: payment.id, refundId: held!.refundId, recordedBy: "refund catch-up" },
    });
    // Refunded before it was sent: the two pins are back in stock.
    expect(await stockOf("ww1e")).toBe(stockBefore + 2);
    expect((await catchUpJobs(payment.id)).map((j) => j.state)).toEqual(["done"]);

    // Run again (a second job for the same payment): nothing more is recorded, nothing more restocked.
    await enqueueJob(handle.db, refundCatchUpJob, { paymentId: payment.id, requestedBy: staffId });
    expect(await workerRuns(provider)).toBe(1);
    expect(await refundRows(payment.id)).toHaveLength(1);
    expect(await refundEvents(order.id)).toHaveLength(1);
    expect(await stockOf("ww1e")).toBe(stockBefore + 2);
  });

  it("finds nothing to do when the staff refund recorded it", async () => {
    const provider = new ScriptedPaymentProvider();
    const order = await placePaidCardOrder(handle.db, provider, [{ productId: "ww1e", quantity: 1 }]);
    const payment = await paymentOf(order.id);
    const stockBefore = await stockOf("ww1e");
    await refundOrder(handle.db, provider, staffId, order.reference);
    const recorded = await refundRows(payment.id);
    expect(recorded).toHaveLength(1);
    expect(await stockOf("ww1e")).toBe(stockBefore! + 1);

    await minutesPass(payment.id);
    expect(await workerRuns(provider)).toBe(1);
    expect((await catchUpJobs(payment.id)).map((j) => j.state)).toEqual(["done"]);
    expect(await refundRows(payment.id)).toEqual(recorded);
    const events = await refundEvents(order.id);
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).not.toHaveProperty("recordedBy");
    expect(await stockOf("ww1e")).toBe(stockBefore! + 1);
  });

  it("records once when the job gets there first and the staff refund's answer comes after", async () => {
    const provider = new ScriptedPaymentProvider();
    const order = await placePaidCardOrder(handle.db, provider, [{ productId: "ww1e", quantity: 1 }]);
    const payment = await paymentOf(order.id);
    const stockBefore = await stockOf("ww1e");
    // The provider's answer is slow: the job falls due and records the refund before it arrives.
    provider.afterRefund = async () => {
      await minutesPass(payment.id);
      expect(await workerRuns(provider)).toBe(1);
    };
    await expect(refundOrder(handle.db, provider, staffId, order.reference)).resolves.toMatchObject({
      amountPence: order.totalPence,
    });
    expect(await refundRows(payment.id)).toHaveLength(1);
    expect(await refundEvents(order.id)).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ recordedBy: "refund catch-up" }) }),
    ]);
    expect(await stockOf("ww1e")).toBe(stockBefore! + 1);
  });

  it("tries again later when the provider cannot be reached, changing nothing meanwhile", async () => {
    const provider = new ScriptedPaymentProvider();
    const { order, payment, stockBefore } = await refundLostInACrash(provider);
    provider.down = true;
    await minutesPass(payment.id);
    expect(await workerRuns(provider)).toBe(1);

    const [job] = await catchUpJobs(payment.id);
    expect(job).toMatchObject({ state: "queued", attempts: 1 });
    expect(job?.lastError).toContain(PAYMENT_UNAVAILABLE_MESSAGE);
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await refundRows(payment.id)).toEqual([]);
    expect(await statusOf(order.id)).toBe("paid");
    expect(await stockOf("ww1e")).toBe(stockBefore);

    // The provider back, the retry falls due and records the refund.
    provider.down = false;
    await minutesPass(payment.id);
    expect(await workerRuns(provider)).toBe(1);
    expect(await refundRows(payment.id)).toHaveLength(1);
    expect(await statusOf(order.id)).toBe("refunded");
    expect(await stockOf("ww1e")).toBe(stockBefore + 2);
  });
});
