/**
 * The GOV.UK Pay client — its real code — against the simulator's API, handed each request in-process,
 * on a fresh database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): a payment created, paid,
 * declined, failed, cancelled on the card page or by the service, confirmed late (a clock moved, never a
 * wait), refunded up to what was paid; idempotent creation; the key checked; Pay's errors for bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import {
  CANCEL_REFUSED_MESSAGE,
  createGovukPayClient,
  REFUND_AMOUNT_CHANGED_MESSAGE,
  REFUND_NOT_AVAILABLE_MESSAGE,
} from "./govuk-pay-client.server.ts";
import type { CreatePaymentRequest, PaymentProvider } from "./payment-provider.ts";
import { PaymentProviderError } from "./payment-provider.ts";
import { paymentOutcome } from "./payment-states.ts";
import { cardPageUrl, handleSimulatorApi, simulatorFetch } from "./simulator-api.server.ts";
import { type CardForm, DELAYED_CONFIRMATION_SECONDS } from "./simulator-cards.ts";
import { cancelOnCardPage, openCardPage, payByCard } from "./simulator-service.server.ts";

const SITE = "https://gazette.example";
const KEY = "simulator-test-key-0123456789";
const T0 = new Date("2026-11-24T10:00:00Z");

let handle: DatabaseHandle;
/** The simulator's clock: tests move it. */
let now = T0;
let client: PaymentProvider;

beforeAll(async () => {
  handle = await createTestDatabase();
  const fetch = simulatorFetch({ db: handle.db, apiKey: KEY, siteUrl: SITE, now: () => now });
  // Faults of ours are logged; the tests that cause them read the errors instead.
  client = createGovukPayClient({
    baseUrl: `${SITE}/payment-simulator`,
    apiKey: KEY,
    fetch,
    name: "simulator",
    log: () => {},
  });
});

afterAll(async () => {
  await handle.close();
});

let counter = 0;
function newPayment(over: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest {
  counter += 1;
  return {
    amountPence: 1250,
    reference: `GZ-1000${counter}`,
    description: "Certificate of a gazetted entry",
    returnUrl: `${SITE}/checkout/return/token-${counter}`,
    idempotencyKey: `order-${counter}-${Math.random().toString(36).slice(2)}`,
    ...over,
  };
}

const card = (cardNumber: string): CardForm => ({
  cardNumber,
  expiry: "10/30",
  cardholderName: "A Buyer",
  securityCode: "123",
});

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a refusal");
}

/** A payment created through the API and paid on the card page with `cardNumber`. */
async function paidWith(cardNumber: string, over: Partial<CreatePaymentRequest> = {}) {
  const created = await client.createPayment(newPayment(over));
  await openCardPage(handle.db, created.providerPaymentId, now);
  const after = await payByCard(handle.db, created.providerPaymentId, card(cardNumber), now);
  return { id: created.providerPaymentId, returnUrl: after?.returnUrl };
}

describe("a card payment through the simulator", () => {
  it("is created with its card page as next_url, started when the page opens, paid by the success card", async () => {
    const request = newPayment({ email: "buyer@example.org" });
    const created = await client.createPayment(request);
    expect(created.state).toBe("created");
    expect(created.nextUrl).toBe(cardPageUrl(SITE, created.providerPaymentId));
    expect(created.providerPaymentId).toMatch(/^[0-9a-v]{26}$/);

    expect(await client.getPayment(created.providerPaymentId)).toEqual({
      providerPaymentId: created.providerPaymentId,
      amountPence: 1250,
      state: "created",
      finished: false,
      failure: undefined,
      refundedPence: 0,
    });
    await openCardPage(handle.db, created.providerPaymentId, now);
    expect((await client.getPayment(created.providerPaymentId)).state).toBe("started");

    const paid = await payByCard(handle.db, created.providerPaymentId, card("4444333322221111"), now);
    expect(paid?.returnUrl).toBe(request.returnUrl);
    const read = await client.getPayment(created.providerPaymentId);
    expect(read).toMatchObject({ state: "success", finished: true, failure: undefined });
    expect(paymentOutcome(read.state, read.failure?.code)).toBe("paid");
  });

  it("fails with P0010 for the declined card and ends in error (P0050) for the error card", async () => {
    const declined = await client.getPayment((await paidWith("4000000000000002")).id);
    expect(declined).toMatchObject({
      state: "failed",
      finished: true,
      failure: { code: "P0010", message: "Payment method rejected" },
    });
    expect(paymentOutcome(declined.state, declined.failure?.code)).toBe("failed");
    const error = await client.getPayment((await paidWith("4000000000000119")).id);
    expect(error).toMatchObject({ state: "error", finished: true, failure: { code: "P0050" } });
  });

  it("is cancelled by the person on the card page (failed, P0030), which the shop reads as cancelled", async () => {
    const created = await client.createPayment(newPayment());
    await openCardPage(handle.db, created.providerPaymentId, now);
    await cancelOnCardPage(handle.db, created.providerPaymentId, now);
    const read = await client.getPayment(created.providerPaymentId);
    expect(read).toMatchObject({ state: "failed", finished: true, failure: { code: "P0030" } });
    expect(paymentOutcome(read.state, read.failure?.code)).toBe("cancelled");
  });

  it("cannot be paid again once it has ended: the card page leaves it as it was", async () => {
    const { id } = await paidWith("4000000000000002");
    const again = await payByCard(handle.db, id, card("4444333322221111"), now);
    expect(again?.state).toBe("failed");
    expect((await client.getPayment(id)).state).toBe("failed");
  });

  it("confirmed late stays submitted until its moment, then reads as a success", async () => {
    const { id } = await paidWith("4000000000000077");
    const start = now;
    try {
      expect(await client.getPayment(id)).toMatchObject({ state: "submitted", finished: false });
      now = new Date(start.getTime() + (DELAYED_CONFIRMATION_SECONDS - 1) * 1000);
      expect(await client.getPayment(id)).toMatchObject({ state: "submitted", finished: false });
      now = new Date(start.getTime() + DELAYED_CONFIRMATION_SECONDS * 1000);
      expect(await client.getPayment(id)).toMatchObject({ state: "success", finished: true });
    } finally {
      now = T0;
    }
    // Settled once: it stays paid.
    expect((await client.getPayment(id)).state).toBe("success");
  });
});

describe("the same Idempotency-Key", () => {
  it("returns the same payment, however often and however concurrently it is sent", async () => {
    const request = newPayment();
    const first = await client.createPayment(request);
    const again = await client.createPayment(request);
    expect(again.providerPaymentId).toBe(first.providerPaymentId);
    const racing = newPayment();
    const results = await Promise.all([1, 2, 3].map(() => client.createPayment(racing)));
    expect(new Set(results.map((r) => r.providerPaymentId)).size).toBe(1);
  });

  it("used for a different payment is refused (422 P0191), a fault of ours", async () => {
    const request = newPayment();
    await client.createPayment(request);
    const error = await refusal(client.createPayment({ ...request, amountPence: 999 }));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ providerStatus: 422, code: "P0191" });
  });
});

describe("cancelling through the API", () => {
  it("cancels an unfinished payment (P0040) and refuses to cancel it twice or to cancel a paid one", async () => {
    const created = await client.createPayment(newPayment());
    await client.cancelPayment(created.providerPaymentId);
    const read = await client.getPayment(created.providerPaymentId);
    expect(read).toMatchObject({ state: "cancelled", finished: true, failure: { code: "P0040" } });
    expect(paymentOutcome(read.state)).toBe("cancelled");
    const twice = await refusal(client.cancelPayment(created.providerPaymentId));
    expect(twice).toBeInstanceOf(DomainError);
    expect(twice).toMatchObject({ code: "already-decided", message: CANCEL_REFUSED_MESSAGE });
    const { id } = await paidWith("4444333322221111");
    expect(await refusal(client.cancelPayment(id))).toMatchObject({ code: "already-decided" });
    expect((await client.getPayment(id)).state).toBe("success");
  });

  it("a cancelled payment's card page can no longer pay it", async () => {
    const created = await client.createPayment(newPayment());
    await client.cancelPayment(created.providerPaymentId);
    await payByCard(handle.db, created.providerPaymentId, card("4444333322221111"), now);
    expect((await client.getPayment(created.providerPaymentId)).state).toBe("cancelled");
  });
});

describe("refunds", () => {
  it("are made up to what was paid, and no further", async () => {
    const { id } = await paidWith("4444333322221111", { amountPence: 1250 });
    expect(await client.refund(id, { amountPence: 500, expectedAvailablePence: 1250 })).toMatchObject({
      state: "success",
    });
    expect((await client.getPayment(id)).refundedPence).toBe(500);

    const over = await refusal(client.refund(id, { amountPence: 751, expectedAvailablePence: 750 }));
    expect(over).toMatchObject({ code: "conflict", message: REFUND_NOT_AVAILABLE_MESSAGE });
    const stale = await refusal(client.refund(id, { amountPence: 100, expectedAvailablePence: 1250 }));
    expect(stale).toMatchObject({ code: "conflict", message: REFUND_AMOUNT_CHANGED_MESSAGE });
    expect((await client.getPayment(id)).refundedPence).toBe(500);

    const rest = await client.refund(id, { amountPence: 750, expectedAvailablePence: 750 });
    expect(rest.refundId).toMatch(/^[0-9a-v]{26}$/);
    expect((await client.getPayment(id)).refundedPence).toBe(1250);
    expect(await refusal(client.refund(id, { amountPence: 1, expectedAvailablePence: 0 }))).toMatchObject({
      code: "conflict",
    });
  });

  it("are listed, oldest first, as the provider holds them; an unknown payment is our fault", async () => {
    const { id } = await paidWith("4444333322221111", { amountPence: 1250 });
    expect(await client.listRefunds(id)).toEqual([]);
    const first = await client.refund(id, { amountPence: 500, expectedAvailablePence: 1250 });
    now = new Date(now.getTime() + 1000);
    const second = await client.refund(id, { amountPence: 750, expectedAvailablePence: 750 });
    expect(await client.listRefunds(id)).toEqual([
      { refundId: first.refundId, amountPence: 500, state: "success" },
      { refundId: second.refundId, amountPence: 750, state: "success" },
    ]);
    const unknown = await refusal(client.listRefunds("0000000000000000000000000a"));
    expect(unknown).toBeInstanceOf(PaymentProviderError);
    expect(unknown).toMatchObject({ providerStatus: 404, code: "P0800" });
  });

  it("racing each other, together never take back more than was paid", async () => {
    const { id } = await paidWith("4444333322221111", { amountPence: 1000 });
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => client.refund(id, { amountPence: 600, expectedAvailablePence: 1000 })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((await client.getPayment(id)).refundedPence).toBe(600);
  });

  it("are refused for a payment that was not paid", async () => {
    const created = await client.createPayment(newPayment());
    expect(
      await refusal(
        client.refund(created.providerPaymentId, { amountPence: 100, expectedAvailablePence: 0 }),
      ),
    ).toMatchObject({ code: "conflict", message: REFUND_NOT_AVAILABLE_MESSAGE });
  });
});

describe("the simulator's API refuses", () => {
  const api = (path: string, init: RequestInit = {}, key = KEY) =>
    handleSimulatorApi(
      new Request(`${SITE}/payment-simulator${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", ...init.headers },
      }),
      { db: handle.db, apiKey: KEY, siteUrl: SITE, now: () => now },
    );
  const create = (body: unknown, headers: Record<string, string> = {}) =>
    api("/v1/payments", { method: "POST", body: JSON.stringify(body), headers });
  const valid = { amount: 100, reference: "GZ-1", description: "A copy", return_url: `${SITE}/return` };

  it("a wrong or missing key with 401, through the client too", async () => {
    expect((await api("/v1/payments/abc", {}, "wrong-key")).status).toBe(401);
    expect(
      (
        await handleSimulatorApi(new Request(`${SITE}/payment-simulator/v1/payments/abc`), {
          db: handle.db,
          apiKey: KEY,
          siteUrl: SITE,
        })
      ).status,
    ).toBe(401);
    const stranger = createGovukPayClient({
      baseUrl: `${SITE}/payment-simulator`,
      apiKey: "not-the-key",
      fetch: simulatorFetch({ db: handle.db, apiKey: KEY, siteUrl: SITE }),
      log: () => {},
    });
    expect(await refusal(stranger.createPayment(newPayment()))).toMatchObject({ providerStatus: 401 });
  });

  it.each([0, -5, 12.5, "100", 10_000_001])("an amount of %j with 422 P0102", async (amount) => {
    const answer = await create({ ...valid, amount });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ code: "P0102", field: "amount" });
  });

  it("a missing field with 400 P0101, a bad return_url with 422, JSON it cannot read with 400 P0197", async () => {
    const missing = await create({ amount: 100, reference: "GZ-1", description: "A copy" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      field: "return_url",
      code: "P0101",
      description: "Missing mandatory attribute: return_url",
    });
    const badUrl = await create({ ...valid, return_url: "javascript:alert(1)" });
    expect(badUrl.status).toBe(422);
    expect(await badUrl.json()).toMatchObject({ code: "P0102", field: "return_url" });
    const garbled = await api("/v1/payments", { method: "POST", body: "{amount:" });
    expect(garbled.status).toBe(400);
    expect(await garbled.json()).toMatchObject({ code: "P0197" });
  });

  it("an Idempotency-Key of other characters with 422", async () => {
    const answer = await create(valid, { "Idempotency-Key": "not a key!" });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ code: "P0102", field: "Idempotency-Key" });
  });

  it("an unknown payment with 404 P0200, a refund of no amount with 400 P0601", async () => {
    const unknown = await api("/v1/payments/0000000000000000000000000a");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: "P0200", description: "Not found" });
    expect((await api("/v1/payments/%E0%A4%A")).status).toBe(404);
    const noAmount = await api("/v1/payments/0000000000000000000000000a/refunds", {
      method: "POST",
      body: "{}",
    });
    expect(noAmount.status).toBe(400);
    expect(await noAmount.json()).toMatchObject({ code: "P0601" });
  });

  it("describes a payment with Pay's fields", async () => {
    const answer = await create(valid, { "Idempotency-Key": "describe-1" });
    expect(answer.status).toBe(201);
    const body = await answer.json();
    expect(body).toMatchObject({
      amount: 100,
      reference: "GZ-1",
      description: "A copy",
      language: "en",
      return_url: `${SITE}/return`,
      state: { status: "created", finished: false },
      refund_summary: { status: "pending", amount_available: 0, amount_submitted: 0 },
      _links: {
        next_url: { href: cardPageUrl(SITE, body.payment_id), method: "GET" },
        cancel: { method: "POST" },
      },
    });
    expect((await create(valid, { "Idempotency-Key": "describe-1" })).status).toBe(200);
  });
});
