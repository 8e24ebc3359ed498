/**
 * Where the simulator is off (a production server unless told), its API and card page are not there:
 * 404, before anything is read. Its API is exempt from the CSRF check (a key, not a session), its card
 * page is not.
 */
import { describe, expect, it } from "vitest";
import { appContext, requestInfoContext } from "../../context.ts";
import type { Database } from "../../db/client.server.ts";
import { unavailablePaymentProvider } from "../../features/payments/payment-config.server.ts";
import { isCsrfExempt } from "../../features/security/csrf.server.ts";
import { testRouterContext } from "../../lib/test-router-context.server.ts";
import { action as cardAction, loader as cardLoader } from "./card-page.tsx";
import { action as apiAction, loader as apiLoader } from "./simulator-api.tsx";

/** A database no request may reach: the simulator being off, or the key wrong, must answer first. */
const untouchable = new Proxy(
  {},
  {
    get() {
      throw new Error("the database was used");
    },
  },
) as Database;

type Simulator = { apiKey: string; thisMachineOnly: boolean } | null;

function context(simulator: Simulator, fromThisMachine = false) {
  const ctx = testRouterContext(untouchable, "192.0.2.1");
  ctx.set(appContext, {
    ...ctx.get(appContext),
    payments: unavailablePaymentProvider(),
    paymentSimulator: simulator,
  });
  ctx.set(requestInfoContext, { ip: "192.0.2.1", fromThisMachine });
  return ctx;
}

const PAYMENT_ID = "0123456789abcdefghijklmnop";

function args(path: string, simulator: Simulator, init: RequestInit = {}, fromThisMachine = false) {
  return {
    request: new Request(`https://gazette.example${path}`, init),
    context: context(simulator, fromThisMachine),
    params: { paymentId: PAYMENT_ID, "*": "payments" },
  } as never;
}

async function statusOf(run: () => unknown): Promise<number> {
  try {
    const result = await run();
    return result instanceof Response ? result.status : 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? (thrown as Response).status;
  }
}

describe("the payment simulator switched off", () => {
  it("answers 404 for its card page, shown or posted", async () => {
    expect(await statusOf(() => cardLoader(args(`/payment-simulator/card/${PAYMENT_ID}`, null)))).toBe(404);
    const post = args(`/payment-simulator/card/${PAYMENT_ID}`, null, {
      method: "POST",
      body: new URLSearchParams({ cardNumber: "4444333322221111" }),
    });
    expect(await statusOf(() => cardAction(post))).toBe(404);
  });

  it("answers 404 for its API, even with the right key", async () => {
    const headers = { Authorization: "Bearer k", "Content-Type": "application/json" };
    expect(await statusOf(() => apiLoader(args("/payment-simulator/v1/payments/x", null, { headers })))).toBe(
      404,
    );
    const post = args("/payment-simulator/v1/payments", null, { method: "POST", headers, body: "{}" });
    expect(await statusOf(() => apiAction(post))).toBe(404);
  });
});

describe("the payment simulator switched on", () => {
  it("refuses its API without the key (401) before reading anything", async () => {
    const on = { apiKey: "the-simulator-key-0123", thisMachineOnly: false };
    const headers = { Authorization: "Bearer another-key" };
    expect(await statusOf(() => apiLoader(args("/payment-simulator/v1/payments/x", on, { headers })))).toBe(
      401,
    );
  });
});

describe("the payment simulator of the local demo (npm start, no SITE_URL)", () => {
  const local = { apiKey: "the-simulator-key-0123", thisMachineOnly: true };
  const headers = { Authorization: "Bearer another-key" };

  it("is not there for anyone else: a stranger reaching a careless public server pays nothing", async () => {
    expect(await statusOf(() => cardLoader(args(`/payment-simulator/card/${PAYMENT_ID}`, local)))).toBe(404);
    expect(
      await statusOf(() => apiLoader(args("/payment-simulator/v1/payments/x", local, { headers }))),
    ).toBe(404);
  });

  it("answers this machine (the newcomer's browser, the app itself) as the simulator does", async () => {
    expect(
      await statusOf(() => apiLoader(args("/payment-simulator/v1/payments/x", local, { headers }, true))),
    ).toBe(401);
  });
});

describe("CSRF", () => {
  it("is not asked of the simulator's API (key-authenticated JSON), but is of its card page", () => {
    expect(isCsrfExempt("/payment-simulator/v1/payments")).toBe(true);
    expect(isCsrfExempt("/payment-simulator/v1/payments/abc/refunds")).toBe(true);
    expect(isCsrfExempt(`/payment-simulator/card/${PAYMENT_ID}`)).toBe(false);
    expect(isCsrfExempt("/payment-simulator/v1")).toBe(false);
  });
});
