/**
 * The GOV.UK Pay client against a fake fetch: what it sends (paths, methods, headers, bodies), what it
 * reads back, and how it sorts failures — out of reach, slow, busy or failing is "unavailable" with the
 * message; a refusal caused by the payment's state is a conflict; any other 4xx is our fault (logged).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { DomainError } from "../../lib/domain-errors.ts";
import {
  CANCEL_REFUSED_MESSAGE,
  createGovukPayClient,
  REFUND_AMOUNT_CHANGED_MESSAGE,
  REFUND_NOT_AVAILABLE_MESSAGE,
} from "./govuk-pay-client.server.ts";
import { PAYMENT_UNAVAILABLE_MESSAGE, PaymentProviderError } from "./payment-provider.ts";

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

const PAYMENT = {
  amount: 1250,
  description: "Certificate of a gazetted entry",
  reference: "GZ-100001",
  language: "en",
  state: { status: "created", finished: false },
  payment_id: "hu20sqlact5260q2nanm0q8u93",
  payment_provider: "sandbox",
  created_date: "2026-11-24T10:00:00.000Z",
  refund_summary: { status: "pending", amount_available: 0, amount_submitted: 0 },
  return_url: "https://gazette.example/checkout/return/abc",
  _links: {
    self: { href: "https://pay.example/v1/payments/hu20sqlact5260q2nanm0q8u93", method: "GET" },
    next_url: { href: "https://pay.example/secure/7c0b2d", method: "GET" },
  },
};

/** A client whose every call is answered by `respond`, and the list of what it sent. */
function clientAnswering(respond: (sent: Sent) => Response | Promise<Response>, timeoutMs?: number) {
  const sent: Sent[] = [];
  const log = vi.fn();
  const client = createGovukPayClient({
    baseUrl: "https://pay.example/",
    apiKey: "api_test_secret",
    ...(timeoutMs ? { timeoutMs } : {}),
    log,
    fetch: async (url, init) => {
      const call = {
        url,
        method: init.method ?? "GET",
        headers: new Headers(init.headers),
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      };
      sent.push(call);
      return respond(call);
    },
  });
  return { client, sent, log };
}

const NEW_PAYMENT = {
  amountPence: 1250,
  reference: "GZ-100001",
  description: "Certificate of a gazetted entry",
  returnUrl: "https://gazette.example/checkout/return/abc",
  idempotencyKey: "order-7f3a",
};

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a refusal");
}

describe("creating a payment", () => {
  it("posts Pay's fields with the key, JSON and the Idempotency-Key, and reads the card page's address", async () => {
    const { client, sent } = clientAnswering(() => Response.json(PAYMENT, { status: 201 }));
    const created = await client.createPayment({ ...NEW_PAYMENT, email: "buyer@example.org" });
    expect(created).toEqual({
      providerPaymentId: "hu20sqlact5260q2nanm0q8u93",
      nextUrl: "https://pay.example/secure/7c0b2d",
      state: "created",
    });
    const [call] = sent;
    expect(call?.url).toBe("https://pay.example/v1/payments");
    expect(call?.method).toBe("POST");
    expect(call?.headers.get("authorization")).toBe("Bearer api_test_secret");
    expect(call?.headers.get("content-type")).toBe("application/json");
    expect(call?.headers.get("accept")).toBe("application/json");
    expect(call?.headers.get("idempotency-key")).toBe("order-7f3a");
    expect(call?.body).toEqual({
      amount: 1250,
      reference: "GZ-100001",
      description: "Certificate of a gazetted entry",
      return_url: "https://gazette.example/checkout/return/abc",
      email: "buyer@example.org",
      language: "en",
    });
  });

  it("leaves the e-mail out when there is none", async () => {
    const { client, sent } = clientAnswering(() => Response.json(PAYMENT, { status: 201 }));
    await client.createPayment(NEW_PAYMENT);
    expect(sent[0]?.body).not.toHaveProperty("email");
  });

  it("takes Pay's 200 for a repeated Idempotency-Key as the same payment", async () => {
    const { client } = clientAnswering(() => Response.json(PAYMENT, { status: 200 }));
    expect((await client.createPayment(NEW_PAYMENT)).providerPaymentId).toBe("hu20sqlact5260q2nanm0q8u93");
  });

  it("treats a refused field as our fault: logged with Pay's code, a PaymentProviderError, never the key", async () => {
    const { client, log } = clientAnswering(() =>
      Response.json(
        { field: "amount", code: "P0102", description: "Invalid attribute value: amount." },
        { status: 422 },
      ),
    );
    const error = await refusal(client.createPayment(NEW_PAYMENT));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).not.toBeInstanceOf(DomainError);
    expect((error as PaymentProviderError).code).toBe("P0102");
    expect((error as PaymentProviderError).providerStatus).toBe(422);
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0]?.[0])).toContain("P0102");
    expect(String(log.mock.calls[0]?.[0])).not.toContain("api_test_secret");
  });

  it("treats a wrong key (401) as our fault", async () => {
    const { client } = clientAnswering(() => new Response(null, { status: 401 }));
    expect(await refusal(client.createPayment(NEW_PAYMENT))).toBeInstanceOf(PaymentProviderError);
  });

  it("treats an answer without a card page address as a fault, not as a payment", async () => {
    const { client } = clientAnswering(() =>
      Response.json({ ...PAYMENT, _links: { self: PAYMENT._links.self } }, { status: 201 }),
    );
    expect(await refusal(client.createPayment(NEW_PAYMENT))).toBeInstanceOf(PaymentProviderError);
  });
});

describe("a provider that cannot take payments now", () => {
  afterEach(() => vi.useRealTimers());

  const expectUnavailable = (error: unknown) => {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe("unavailable");
    expect((error as DomainError).status).toBe(503);
    expect((error as DomainError).message).toBe(PAYMENT_UNAVAILABLE_MESSAGE);
  };

  it.each([500, 502, 503, 504, 429])("answering %i is unavailable", async (status) => {
    const { client } = clientAnswering(() =>
      Response.json({ code: "P0198", description: "Downstream system error" }, { status }),
    );
    expectUnavailable(await refusal(client.createPayment(NEW_PAYMENT)));
    expectUnavailable(await refusal(client.getPayment("abc")));
  });

  it("out of reach (connection refused) is unavailable", async () => {
    const { client } = clientAnswering(() => {
      throw new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:443") });
    });
    expectUnavailable(await refusal(client.createPayment(NEW_PAYMENT)));
  });

  it("gives up after the timeout: the request is aborted and it is unavailable", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const sent: Sent[] = [];
    const client = createGovukPayClient({
      baseUrl: "https://pay.example",
      apiKey: "k",
      timeoutMs: 5_000,
      fetch: (_url, init) => {
        signal = init.signal ?? undefined;
        sent.push({ url: _url, method: init.method ?? "GET", headers: new Headers(), body: undefined });
        // Never answers; gives up only when aborted, as fetch does.
        return new Promise((_resolve, reject) =>
          signal?.addEventListener("abort", () => reject(signal?.reason)),
        );
      },
    });
    const pending = refusal(client.getPayment("abc"));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expectUnavailable(await pending);
  });
});

describe("reading a payment", () => {
  it("gets it by id and reads the state, its failure and what was refunded", async () => {
    const { client, sent } = clientAnswering(() =>
      Response.json({
        ...PAYMENT,
        state: { status: "failed", finished: true, code: "P0010", message: "Payment method rejected" },
        refund_summary: { status: "unavailable", amount_available: 0, amount_submitted: 0 },
      }),
    );
    expect(await client.getPayment("hu20sqlact5260q2nanm0q8u93")).toEqual({
      providerPaymentId: "hu20sqlact5260q2nanm0q8u93",
      amountPence: 1250,
      state: "failed",
      finished: true,
      failure: { code: "P0010", message: "Payment method rejected" },
      refundedPence: 0,
    });
    expect(sent[0]?.url).toBe("https://pay.example/v1/payments/hu20sqlact5260q2nanm0q8u93");
    expect(sent[0]?.method).toBe("GET");
    expect(sent[0]?.headers.get("authorization")).toBe("Bearer api_test_secret");
    expect(sent[0]?.headers.has("content-type")).toBe(false);
  });

  it("reads the refunds submitted from refund_summary", async () => {
    const { client } = clientAnswering(() =>
      Response.json({
        ...PAYMENT,
        state: { status: "success", finished: true },
        refund_summary: { status: "available", amount_available: 250, amount_submitted: 1000 },
      }),
    );
    const payment = await client.getPayment("hu20sqlact5260q2nanm0q8u93");
    expect(payment).toMatchObject({ state: "success", finished: true, refundedPence: 1000 });
    expect(payment.failure).toBeUndefined();
  });

  it("escapes the id in the path", async () => {
    const { client, sent } = clientAnswering(() => Response.json(PAYMENT));
    await client.getPayment("../admin?x=1");
    expect(sent[0]?.url).toBe("https://pay.example/v1/payments/..%2Fadmin%3Fx%3D1");
  });

  it("treats an unknown payment (404) or a state it does not know as our fault", async () => {
    const notFound = clientAnswering(() =>
      Response.json({ code: "P0200", description: "Not found" }, { status: 404 }),
    );
    expect(await refusal(notFound.client.getPayment("x"))).toBeInstanceOf(PaymentProviderError);
    const strange = clientAnswering(() =>
      Response.json({ ...PAYMENT, state: { status: "paid", finished: true } }),
    );
    expect(await refusal(strange.client.getPayment("x"))).toBeInstanceOf(PaymentProviderError);
  });
});

describe("cancelling a payment", () => {
  it("posts to its cancel address and takes 204", async () => {
    const { client, sent } = clientAnswering(() => new Response(null, { status: 204 }));
    await client.cancelPayment("hu20sqlact5260q2nanm0q8u93");
    expect(sent[0]?.url).toBe("https://pay.example/v1/payments/hu20sqlact5260q2nanm0q8u93/cancel");
    expect(sent[0]?.method).toBe("POST");
  });

  it("says a finished payment can no longer be cancelled (Pay's 409 P0502, 400 P0501)", async () => {
    for (const [status, code] of [
      [409, "P0502"],
      [400, "P0501"],
    ] as const) {
      const { client } = clientAnswering(() =>
        Response.json({ code, description: "Cancellation of payment failed" }, { status }),
      );
      const error = await refusal(client.cancelPayment("x"));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: "already-decided", message: CANCEL_REFUSED_MESSAGE });
    }
  });
});

describe("refunding a payment", () => {
  it("posts the amount and what we believe is left, and reads the refund", async () => {
    const { client, sent } = clientAnswering(() =>
      Response.json(
        { refund_id: "act4c33g40j3edfmi8jknab84x", amount: 500, status: "submitted", created_date: "x" },
        { status: 202 },
      ),
    );
    expect(
      await client.refund("hu20sqlact5260q2nanm0q8u93", { amountPence: 500, expectedAvailablePence: 1250 }),
    ).toEqual({ refundId: "act4c33g40j3edfmi8jknab84x", state: "submitted" });
    expect(sent[0]?.url).toBe("https://pay.example/v1/payments/hu20sqlact5260q2nanm0q8u93/refunds");
    expect(sent[0]?.method).toBe("POST");
    expect(sent[0]?.body).toEqual({ amount: 500, refund_amount_available: 1250 });
  });

  it("turns Pay's refusals into conflicts with a reason: amount left changed (412), not available (P0603)", async () => {
    const changed = clientAnswering(() =>
      Response.json({ code: "P0604", description: "Refund amount available mismatch." }, { status: 412 }),
    );
    expect(
      await refusal(changed.client.refund("x", { amountPence: 1, expectedAvailablePence: 2 })),
    ).toMatchObject({
      code: "conflict",
      message: REFUND_AMOUNT_CHANGED_MESSAGE,
    });
    const notAvailable = clientAnswering(() =>
      Response.json(
        {
          code: "P0603",
          description: "The payment is not available for refund. Payment refund status: full",
        },
        { status: 400 },
      ),
    );
    expect(
      await refusal(notAvailable.client.refund("x", { amountPence: 1, expectedAvailablePence: 0 })),
    ).toMatchObject({ code: "conflict", message: REFUND_NOT_AVAILABLE_MESSAGE });
  });

  it("lists a payment's refunds from _embedded; a provider that fails is unavailable", async () => {
    const refund = (refund_id: string, amount: number, status: string) => ({
      refund_id,
      amount,
      status,
      created_date: "2026-11-24T10:00:00.000Z",
      settlement_summary: {},
      _links: { self: { href: "https://pay.example/x", method: "GET" } },
    });
    const { client, sent } = clientAnswering(() =>
      Response.json({
        payment_id: "hu20sqlact5260q2nanm0q8u93",
        _links: { self: { href: "https://pay.example/x", method: "GET" } },
        _embedded: { refunds: [refund("r1", 500, "success"), refund("r2", 250, "submitted")] },
      }),
    );
    expect(await client.listRefunds("hu20sqlact5260q2nanm0q8u93")).toEqual([
      { refundId: "r1", amountPence: 500, state: "success" },
      { refundId: "r2", amountPence: 250, state: "submitted" },
    ]);
    expect(sent[0]?.url).toBe("https://pay.example/v1/payments/hu20sqlact5260q2nanm0q8u93/refunds");
    expect(sent[0]?.method).toBe("GET");

    const failing = clientAnswering(() => new Response("", { status: 503 }));
    expect(await refusal(failing.client.listRefunds("x"))).toMatchObject({
      code: "unavailable",
      message: PAYMENT_UNAVAILABLE_MESSAGE,
    });
  });

  it("treats a refused amount (422 P0602) as our fault", async () => {
    const { client } = clientAnswering(() =>
      Response.json({ code: "P0602", description: "Invalid attribute value: amount." }, { status: 422 }),
    );
    expect(await refusal(client.refund("x", { amountPence: 0, expectedAvailablePence: 1 }))).toBeInstanceOf(
      PaymentProviderError,
    );
  });
});
