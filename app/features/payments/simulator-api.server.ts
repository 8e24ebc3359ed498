/**
 * The payment simulator's REST API: the part of GOV.UK Pay's API the shop uses, served from this app under
 * `/payment-simulator/v1/…` with Pay's field names, statuses and error shape (`{ code, description }`), so
 * the GOV.UK Pay client runs against it unchanged. A plain `Request → Response` function: the route hands
 * it real requests, and the tests hand it the client's requests in-process.
 *
 *   POST /v1/payments                    201 a new payment (200 the same one again for a used Idempotency-Key)
 *   GET  /v1/payments/{id}               200 the payment
 *   POST /v1/payments/{id}/cancel        204
 *   POST /v1/payments/{id}/refunds       202 a refund
 *   GET  /v1/payments/{id}/refunds       200 the payment's refunds, under _embedded
 *
 * Every call needs `Authorization: Bearer <the simulator's key>` (401 otherwise).
 */
import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { isFinished } from "./payment-states.ts";
import {
  cancelSimulatedPayment,
  createSimulatedPayment,
  listSimulatedRefunds,
  readSimulatedPayment,
  refundAvailable,
  refundSimulatedPayment,
  refundStatus,
  type SimulatorPaymentRow,
  type SimulatorRefundRow,
} from "./simulator-service.server.ts";

export interface SimulatorApiOptions {
  db: Database;
  apiKey: string;
  /** The app's own address: the card page's and the API's links start with it. */
  siteUrl: string;
  /** The clock (tests move it to settle a delayed confirmation). */
  now?: () => Date;
}

/** Where the simulator's API and card page live on this site. */
export const SIMULATOR_BASE_PATH = "/payment-simulator";

/** Pay's largest amount, in pence (£100,000). */
export const MAX_AMOUNT_PENCE = 10_000_000;

const json = (status: number, body: unknown) => Response.json(body, { status });
const payError = (status: number, code: string, description: string, field?: string) =>
  json(status, { ...(field ? { field } : {}), code, description });

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function authorised(request: Request, apiKey: string): boolean {
  const match = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "");
  return match !== null && sameKey(match[1]!, apiKey);
}

/** The card page of a payment, on this site. */
export function cardPageUrl(siteUrl: string, paymentId: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${SIMULATOR_BASE_PATH}/card/${paymentId}`;
}

/** The API's address of a payment. */
function paymentAddress(siteUrl: string, paymentId: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${SIMULATOR_BASE_PATH}/v1/payments/${paymentId}`;
}

/** A payment as Pay describes it. */
function paymentJson(payment: SimulatorPaymentRow, siteUrl: string) {
  const self = paymentAddress(siteUrl, payment.paymentId);
  const finished = isFinished(payment.state);
  const canStillPay = payment.state === "created" || payment.state === "started";
  return {
    amount: payment.amountPence,
    description: payment.description,
    reference: payment.reference,
    language: "en",
    ...(payment.metadata.email ? { email: payment.metadata.email } : {}),
    state: {
      status: payment.state,
      finished,
      ...(payment.failureCode ? { code: payment.failureCode, message: payment.failureMessage ?? "" } : {}),
    },
    payment_id: payment.paymentId,
    payment_provider: "sandbox",
    created_date: payment.createdAt.toISOString(),
    refund_summary: {
      status: refundStatus(payment),
      amount_available: refundAvailable(payment),
      amount_submitted: payment.refundedPence,
    },
    delayed_capture: false,
    moto: false,
    return_url: payment.returnUrl,
    _links: {
      self: { href: self, method: "GET" },
      ...(canStillPay ? { next_url: { href: cardPageUrl(siteUrl, payment.paymentId), method: "GET" } } : {}),
      ...(finished ? {} : { cancel: { href: `${self}/cancel`, method: "POST" } }),
      refunds: { href: `${self}/refunds`, method: "GET" },
    },
  };
}

/** A refund as Pay describes it (the answer to a refund, and each of a payment's refunds). */
function refundJson(refund: SimulatorRefundRow, siteUrl: string) {
  const payment = paymentAddress(siteUrl, refund.paymentId);
  return {
    refund_id: refund.refundId,
    payment_id: refund.paymentId,
    amount: refund.amountPence,
    status: refund.state,
    created_date: refund.createdAt.toISOString(),
    _links: {
      self: { href: `${payment}/refunds/${refund.refundId}`, method: "GET" },
      payment: { href: payment, method: "GET" },
    },
  };
}

/** GET …/refunds: Pay lists a payment's refunds under `_embedded`, with links to itself and the payment. */
async function listRefunds(paymentId: string, options: SimulatorApiOptions, now: Date): Promise<Response> {
  const refunds = await listSimulatedRefunds(options.db, paymentId, now);
  if (!refunds) return payError(404, "P0800", "Not found");
  const payment = paymentAddress(options.siteUrl, paymentId);
  return json(200, {
    payment_id: paymentId,
    _links: {
      self: { href: `${payment}/refunds`, method: "GET" },
      payment: { href: payment, method: "GET" },
    },
    _embedded: { refunds: refunds.map((refund) => refundJson(refund, options.siteUrl)) },
  });
}

// ---------------------------------------------------------------------------------------------------
// Request bodies, checked as Pay checks them
// ---------------------------------------------------------------------------------------------------

const amount = z.number().int().min(1).max(MAX_AMOUNT_PENCE);
const AMOUNT_RULE = `Must be a whole number of pence from 1 to ${MAX_AMOUNT_PENCE}`;

function httpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** Each field of a new payment: its rule and what Pay says when it is broken. */
const CREATE_FIELDS = {
  amount: { schema: amount, rule: AMOUNT_RULE, required: true },
  reference: { schema: z.string().min(1).max(255), rule: "Must be 1 to 255 characters", required: true },
  description: {
    schema: z.string().min(1).max(255),
    rule: "Must be 1 to 255 characters",
    required: true,
  },
  return_url: {
    schema: z.string().max(2000).refine(httpUrl),
    rule: "Must be a valid URL format",
    required: true,
  },
  email: { schema: z.string().max(254), rule: "Must be 254 characters or fewer", required: false },
  language: { schema: z.enum(["en", "cy"]), rule: "Must be en or cy", required: false },
} as const;

const IDEMPOTENCY_KEY = /^[a-zA-Z0-9-]{1,255}$/;

async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = JSON.parse(await request.text());
    return body !== null && typeof body === "object" && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

async function createPayment(request: Request, options: SimulatorApiOptions, now: Date): Promise<Response> {
  const key = request.headers.get("idempotency-key");
  if (key !== null && !IDEMPOTENCY_KEY.test(key))
    return payError(
      422,
      "P0102",
      "Invalid attribute value: Idempotency-Key. Must be 1 to 255 letters, digits and dashes",
      "Idempotency-Key",
    );
  const body = await readJsonObject(request);
  if (!body) return payError(400, "P0197", "Unable to parse JSON");
  for (const [name, field] of Object.entries(CREATE_FIELDS)) {
    const value = body[name];
    if (value === undefined || value === null) {
      if (field.required) return payError(400, "P0101", `Missing mandatory attribute: ${name}`, name);
      continue;
    }
    if (!field.schema.safeParse(value).success)
      return payError(422, "P0102", `Invalid attribute value: ${name}. ${field.rule}`, name);
  }
  const result = await createSimulatedPayment(
    options.db,
    {
      amountPence: body.amount as number,
      reference: body.reference as string,
      description: body.description as string,
      returnUrl: body.return_url as string,
      email: typeof body.email === "string" ? body.email : null,
      idempotencyKey: key,
    },
    now,
  );
  if (result.kind === "key-reused")
    return payError(
      422,
      "P0191",
      "The `Idempotency-Key` you sent in the request header has already been used to create a payment.",
    );
  return json(result.kind === "created" ? 201 : 200, paymentJson(result.payment, options.siteUrl));
}

async function refund(
  request: Request,
  paymentId: string,
  options: SimulatorApiOptions,
  now: Date,
): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body) return payError(400, "P0697", "Unable to parse JSON");
  if (body.amount === undefined || body.amount === null)
    return payError(400, "P0601", "Missing mandatory attribute: amount", "amount");
  if (!amount.safeParse(body.amount).success)
    return payError(422, "P0602", `Invalid attribute value: amount. ${AMOUNT_RULE}`, "amount");
  const expected = body.refund_amount_available;
  if (expected !== undefined && expected !== null && !z.number().int().min(0).safeParse(expected).success)
    return payError(
      422,
      "P0602",
      "Invalid attribute value: refund_amount_available. Must be a whole number of pence",
      "refund_amount_available",
    );
  const result = await refundSimulatedPayment(
    options.db,
    paymentId,
    {
      amountPence: body.amount as number,
      expectedAvailablePence: typeof expected === "number" ? expected : null,
    },
    now,
  );
  switch (result.kind) {
    case "not-found":
      return payError(404, "P0600", "Not found");
    case "mismatch":
      return payError(412, "P0604", "Refund amount available mismatch.");
    case "not-available":
      return payError(
        400,
        "P0603",
        `The payment is not available for refund. Payment refund status: ${result.status}`,
      );
    case "refunded":
      return json(202, refundJson(result.refund, options.siteUrl));
  }
}

/** Answers one call of the simulator's API (any path under /payment-simulator). */
export async function handleSimulatorApi(request: Request, options: SimulatorApiOptions): Promise<Response> {
  if (!authorised(request, options.apiKey))
    return new Response(null, {
      status: 401,
      headers: { "WWW-Authenticate": 'Bearer realm="payment simulator"' },
    });
  const now = (options.now ?? (() => new Date()))();
  const path = new URL(request.url).pathname.replace(/^.*?\/payment-simulator(?=\/)/, "");
  const method = request.method.toUpperCase();

  if (path === "/v1/payments") {
    if (method === "POST") return createPayment(request, options, now);
    return payError(405, "P0920", "Method not allowed");
  }
  const match = /^\/v1\/payments\/([^/]+)(\/cancel|\/refunds)?$/.exec(path);
  if (!match) return payError(404, "P0200", "Not found");
  let paymentId: string;
  try {
    paymentId = decodeURIComponent(match[1]!);
  } catch {
    return payError(404, "P0200", "Not found");
  }
  const action = match[2];

  if (!action && method === "GET") {
    const payment = await readSimulatedPayment(options.db, paymentId, now);
    return payment ? json(200, paymentJson(payment, options.siteUrl)) : payError(404, "P0200", "Not found");
  }
  if (action === "/cancel" && method === "POST") {
    const result = await cancelSimulatedPayment(options.db, paymentId, now);
    if (result === "not-found") return payError(404, "P0500", "Not found");
    if (result === "finished") return payError(409, "P0502", "Cancellation of payment failed");
    return new Response(null, { status: 204 });
  }
  if (action === "/refunds" && method === "POST") return refund(request, paymentId, options, now);
  if (action === "/refunds" && method === "GET") return listRefunds(paymentId, options, now);
  return payError(405, "P0920", "Method not allowed");
}

/**
 * A fetch that hands every request to the simulator in this process: for tests, so the GOV.UK Pay client
 * runs its real code against the simulator without a server.
 */
export function simulatorFetch(options: SimulatorApiOptions) {
  return (input: string, init: RequestInit): Promise<Response> =>
    handleSimulatorApi(new Request(input, init), options);
}
