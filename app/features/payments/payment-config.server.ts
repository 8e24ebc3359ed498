/**
 * Which card payment provider this server uses, from its configuration (ADR 015):
 * - PAY_API_URL and PAY_API_KEY: GOV.UK Pay itself;
 * - otherwise the built-in simulator, called at the app's own address (SITE_URL) with
 *   PAYMENT_SIMULATOR_KEY (or a fixed development key) — the same client, the same HTTP calls;
 * - neither: card payment is unavailable, and says so (the basket is kept).
 *
 * The simulator's card page lets anyone "pay" without paying, so a production server (NODE_ENV=production)
 * serves it only when told to (PAYMENT_SIMULATOR=on, or TEST_HOOKS=on as the browser tests' server runs), or,
 * for the README's `npm start` (no SITE_URL, or a localhost one), to clients on this machine alone: a
 * careless operator may leave SITE_URL unset on a public server (ADR 007), and a stranger there finds no
 * card page, so pays nothing without paying.
 * PAYMENT_SIMULATOR=off turns it off anywhere.
 */

import type { Env } from "../../config/env.server.ts";
import { isLocalSiteUrl } from "../../config/env.server.ts";
import { createGovukPayClient, type FetchFunction } from "./govuk-pay-client.server.ts";
import { type PaymentProvider, paymentUnavailable } from "./payment-provider.ts";
import { SIMULATOR_BASE_PATH } from "./simulator-api.server.ts";

/**
 * The simulator's key when none is configured. Public, and that is fine: the simulator moves no money,
 * and a production server does not serve it unless told to (then set PAYMENT_SIMULATOR_KEY).
 */
export const DEVELOPMENT_SIMULATOR_KEY = "gazette-payment-simulator-development-key";

export type PaymentEnv = Pick<
  Env,
  "NODE_ENV" | "TEST_HOOKS" | "PAY_API_URL" | "PAY_API_KEY" | "PAYMENT_SIMULATOR" | "PAYMENT_SIMULATOR_KEY"
> & { siteUrl: string };

export interface PaymentSettings {
  provider:
    | { kind: "govuk-pay"; apiUrl: string; apiKey: string }
    | { kind: "simulator"; apiKey: string }
    | { kind: "off" };
  /**
   * The simulator's routes are served, accepting this key; null: they answer 404. `thisMachineOnly`: only
   * to clients on this machine (the newcomer's browser and the app itself), 404 to anyone else.
   */
  simulator: { apiKey: string; thisMachineOnly: boolean } | null;
}

/** Read once at start-up (server/app.ts): a configuration that cannot be meant stops the server there. */
export function paymentSettings(env: PaymentEnv): PaymentSettings {
  // Half a GOV.UK Pay configuration would quietly fall back to the simulator.
  if (Boolean(env.PAY_API_URL) !== Boolean(env.PAY_API_KEY))
    throw new Error("Invalid environment:\n  PAY_API_URL and PAY_API_KEY: set both, or neither");
  const told =
    env.PAYMENT_SIMULATOR === "on" ||
    (env.PAYMENT_SIMULATOR !== "off" && (env.NODE_ENV !== "production" || env.TEST_HOOKS === "on"));
  const localDemo = !told && env.PAYMENT_SIMULATOR !== "off" && isLocalSiteUrl(env.siteUrl);
  const simulator =
    told || localDemo
      ? { apiKey: env.PAYMENT_SIMULATOR_KEY ?? DEVELOPMENT_SIMULATOR_KEY, thisMachineOnly: localDemo }
      : null;
  if (env.PAY_API_URL && env.PAY_API_KEY)
    return { provider: { kind: "govuk-pay", apiUrl: env.PAY_API_URL, apiKey: env.PAY_API_KEY }, simulator };
  return {
    provider: simulator ? { kind: "simulator", apiKey: simulator.apiKey } : { kind: "off" },
    simulator,
  };
}

/** A provider for a server without card payment: every call is "unavailable", with the message. */
export function unavailablePaymentProvider(): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw paymentUnavailable();
  };
  return {
    name: "simulator",
    createPayment: refuse,
    getPayment: refuse,
    cancelPayment: refuse,
    refund: refuse,
    listRefunds: refuse,
  };
}

export function createPaymentProvider(
  settings: PaymentSettings,
  options: { siteUrl: string; fetch?: FetchFunction },
): PaymentProvider {
  const { provider } = settings;
  switch (provider.kind) {
    case "govuk-pay":
      return createGovukPayClient({
        baseUrl: provider.apiUrl,
        apiKey: provider.apiKey,
        name: "govuk-pay",
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
    case "simulator":
      return createGovukPayClient({
        baseUrl: `${options.siteUrl.replace(/\/+$/, "")}${SIMULATOR_BASE_PATH}`,
        apiKey: provider.apiKey,
        name: "simulator",
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
    case "off":
      return unavailablePaymentProvider();
  }
}
