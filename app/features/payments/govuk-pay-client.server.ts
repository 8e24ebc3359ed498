/**
 * A client of GOV.UK Pay's REST API (https://docs.payments.service.gov.uk/api_reference/): create a card
 * payment, read it, cancel it, refund it, list its refunds. The built-in simulator speaks the same API, so this one client is
 * what runs against both, and what the tests drive (ADR 015).
 *
 * Failures are sorted by whose they are. Pay out of reach, too slow (every call has a timeout), busy (429)
 * or failing (5xx): the person is told card payment is unavailable and keeps the basket. A refusal that
 * follows from the payment's own state (cancelling a finished payment, refunding more than is left) is a
 * conflict with its reason. Any other 4xx is a fault of ours (a bad key, a field Pay does not accept): it is
 * logged and thrown as a PaymentProviderError, which the site answers as a 500.
 */
import { z } from "zod";
import { PAYMENT_STATES, REFUND_STATES } from "../../db/schema/shop-values.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import {
  type CreatedPayment,
  type CreatePaymentRequest,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderRefund,
  paymentUnavailable,
  type RefundRequest,
  type SubmittedRefund,
} from "./payment-provider.ts";

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export interface GovukPayClientOptions {
  /** Pay's API root (https://publicapi.payments.service.gov.uk) or the simulator's (…/payment-simulator). */
  baseUrl: string;
  apiKey: string;
  /** How requests are sent: the global fetch, or the simulator's handler in-process for tests. */
  fetch?: FetchFunction;
  /** Give up on a call after this long (connecting, waiting and reading the answer). */
  timeoutMs?: number;
  /** How payments made through this client are recorded (payments.provider). */
  name?: PaymentProvider["name"];
  /** Where faults of ours are reported. */
  log?: (message: string) => void;
}

/** Pay answers in well under a second; ten seconds means it is not going to. */
export const DEFAULT_TIMEOUT_MS = 10_000;

export const CANCEL_REFUSED_MESSAGE = "This payment has finished and can no longer be cancelled.";
export const REFUND_NOT_AVAILABLE_MESSAGE =
  "The refund was not made: the payment provider says this payment cannot be refunded by that amount (it was not paid, or less than that is left to refund).";
export const REFUND_AMOUNT_CHANGED_MESSAGE =
  "The refund was not made: the amount left to refund has changed since the page was shown. Reload the order and try again.";

// What we read of Pay's answers; anything else they carry is ignored.
const stateSchema = z.object({
  status: z.enum(PAYMENT_STATES),
  finished: z.boolean(),
  code: z.string().optional(),
  message: z.string().optional(),
});

const paymentSchema = z.object({
  payment_id: z.string().min(1),
  amount: z.number().int(),
  state: stateSchema,
  refund_summary: z.object({ amount_submitted: z.number().int().optional() }).optional(),
  _links: z
    .object({ next_url: z.object({ href: z.string() }).nullish() })
    .partial()
    .optional(),
});

const refundSchema = z.object({ refund_id: z.string().min(1), status: z.enum(REFUND_STATES) });

/** GET /v1/payments/{id}/refunds: the payment's refunds under `_embedded`. */
const refundListSchema = z.object({
  _embedded: z.object({ refunds: z.array(refundSchema.extend({ amount: z.number().int() })) }),
});

const errorSchema = z.object({ code: z.string().optional(), description: z.string().optional() });

type PayPayment = z.infer<typeof paymentSchema>;

interface Answer {
  status: number;
  body: unknown;
}

export function createGovukPayClient(options: GovukPayClientOptions): PaymentProvider {
  const base = options.baseUrl.replace(/\/+$/, "");
  const send: FetchFunction = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const log = options.log ?? ((message: string) => console.error(message));

  /** One call: its status and JSON body, or `unavailable` when Pay cannot answer. */
  async function call(
    method: "GET" | "POST",
    path: string,
    body?: object,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      const response = await send(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          Accept: "application/json",
          ...(body ? { "Content-Type": "application/json" } : {}),
          ...extraHeaders,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: controller.signal,
      });
      if (response.status >= 500 || response.status === 429) {
        await response.body?.cancel().catch(() => {});
        throw paymentUnavailable(new Error(`${method} ${path}: ${response.status}`));
      }
      const text = await response.text();
      let json: unknown = null;
      if (text !== "") {
        try {
          json = JSON.parse(text);
        } catch {
          json = text;
        }
      }
      return { status: response.status, body: json };
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // Refused connection, reset, DNS failure, our timeout: Pay is out of reach for now.
      throw paymentUnavailable(error);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A refusal that is our fault: logged with Pay's code and description (never the key), then thrown. */
  function ourFault(what: string, answer: Answer): never {
    const error = errorSchema.safeParse(answer.body);
    const code = error.success ? error.data.code : undefined;
    const description = error.success ? error.data.description : undefined;
    const message = `GOV.UK Pay refused ${what}: ${answer.status}${code ? ` ${code}` : ""}${description ? ` ${description}` : ""}`;
    log(message);
    throw new PaymentProviderError(message, answer.status, code);
  }

  function read<T>(schema: z.ZodType<T>, what: string, answer: Answer): T {
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) {
      const message = `GOV.UK Pay answered ${what} with something unexpected (${answer.status})`;
      log(`${message}: ${parsed.error.message}`);
      throw new PaymentProviderError(message, answer.status);
    }
    return parsed.data;
  }

  const paymentPath = (id: string) => `/v1/payments/${encodeURIComponent(id)}`;

  function toPayment(p: PayPayment): ProviderPayment {
    return {
      providerPaymentId: p.payment_id,
      amountPence: p.amount,
      state: p.state.status,
      finished: p.state.finished,
      failure: p.state.code ? { code: p.state.code, message: p.state.message ?? "" } : undefined,
      refundedPence: p.refund_summary?.amount_submitted ?? 0,
    };
  }

  return {
    name: options.name ?? "govuk-pay",

    async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
      const answer = await call(
        "POST",
        "/v1/payments",
        {
          amount: request.amountPence,
          reference: request.reference,
          description: request.description,
          return_url: request.returnUrl,
          ...(request.email ? { email: request.email } : {}),
          language: "en",
        },
        { "Idempotency-Key": request.idempotencyKey },
      );
      if (answer.status !== 200 && answer.status !== 201) ourFault("a new payment", answer);
      const payment = read(paymentSchema, "a new payment", answer);
      const nextUrl = payment._links?.next_url?.href;
      if (!nextUrl) ourFault("a new payment (no next_url)", answer);
      return { providerPaymentId: payment.payment_id, nextUrl, state: payment.state.status };
    },

    async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
      const answer = await call("GET", paymentPath(providerPaymentId));
      if (answer.status !== 200) ourFault(`payment ${providerPaymentId}`, answer);
      return toPayment(read(paymentSchema, `payment ${providerPaymentId}`, answer));
    },

    async cancelPayment(providerPaymentId: string): Promise<void> {
      const answer = await call("POST", `${paymentPath(providerPaymentId)}/cancel`);
      if (answer.status === 204 || answer.status === 200) return;
      // 400 P0501 / 409 P0502: the payment has already finished (paid, failed or cancelled).
      if (answer.status === 400 || answer.status === 409)
        throw new DomainError("already-decided", CANCEL_REFUSED_MESSAGE);
      ourFault(`cancelling payment ${providerPaymentId}`, answer);
    },

    async refund(providerPaymentId: string, request: RefundRequest): Promise<SubmittedRefund> {
      const answer = await call("POST", `${paymentPath(providerPaymentId)}/refunds`, {
        amount: request.amountPence,
        refund_amount_available: request.expectedAvailablePence,
      });
      if (answer.status === 200 || answer.status === 201 || answer.status === 202) {
        const refund = read(refundSchema, `a refund of ${providerPaymentId}`, answer);
        return { refundId: refund.refund_id, state: refund.status };
      }
      if (answer.status === 412) throw new DomainError("conflict", REFUND_AMOUNT_CHANGED_MESSAGE);
      const error = errorSchema.safeParse(answer.body);
      if (answer.status === 400 && error.success && error.data.code === "P0603")
        throw new DomainError("conflict", REFUND_NOT_AVAILABLE_MESSAGE);
      ourFault(`a refund of ${providerPaymentId}`, answer);
    },

    async listRefunds(providerPaymentId: string): Promise<ProviderRefund[]> {
      const what = `the refunds of ${providerPaymentId}`;
      const answer = await call("GET", `${paymentPath(providerPaymentId)}/refunds`);
      if (answer.status !== 200) ourFault(what, answer);
      return read(refundListSchema, what, answer)._embedded.refunds.map((r) => ({
        refundId: r.refund_id,
        amountPence: r.amount,
        state: r.status,
      }));
    },
  };
}
