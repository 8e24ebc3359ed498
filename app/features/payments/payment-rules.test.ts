/**
 * The pure rules of card payment: what a state means for an order, the return token, which provider a
 * configuration selects (and that a production server keeps the simulator off unless told), and the
 * simulator's card checks.
 */
import { describe, expect, it } from "vitest";
import { PAYMENT_STATES } from "../../db/schema/shop-values.ts";
import { parseForm } from "../../lib/forms/parse-form.ts";
import { DEVELOPMENT_SIMULATOR_KEY, type PaymentEnv, paymentSettings } from "./payment-config.server.ts";
import { RETURN_TOKEN_PATTERN, returnToken } from "./payment-service.server.ts";
import { isFinished, paymentOutcome } from "./payment-states.ts";
import {
  CARD_MESSAGES,
  cardFormSchema,
  cardOutcome,
  parseExpiry,
  passesLuhn,
  TEST_CARDS,
} from "./simulator-cards.ts";

describe("paymentOutcome", () => {
  it("maps every Pay state", () => {
    const outcomes = Object.fromEntries(PAYMENT_STATES.map((s) => [s, paymentOutcome(s)]));
    expect(outcomes).toEqual({
      created: "pending",
      started: "pending",
      submitted: "pending",
      capturable: "pending",
      success: "paid",
      failed: "failed",
      cancelled: "cancelled",
      error: "failed",
    });
  });

  it("reads a failure the person cancelled on the card page (P0030) as cancelled, a decline as failed", () => {
    expect(paymentOutcome("failed", "P0030")).toBe("cancelled");
    expect(paymentOutcome("failed", "P0010")).toBe("failed");
    expect(paymentOutcome("error", "P0050")).toBe("failed");
  });

  it("counts as finished exactly the states whose outcome is not pending", () => {
    for (const state of PAYMENT_STATES)
      expect(isFinished(state), state).toBe(paymentOutcome(state) !== "pending");
  });
});

describe("returnToken", () => {
  it("is random and URL-safe", () => {
    const tokens = new Set(Array.from({ length: 50 }, returnToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(RETURN_TOKEN_PATTERN);
      expect(encodeURIComponent(token)).toBe(token);
    }
  });
});

describe("paymentSettings", () => {
  const env = (over: Partial<PaymentEnv>): PaymentEnv => ({
    NODE_ENV: "development",
    TEST_HOOKS: "off",
    siteUrl: "https://www.thegazette.example",
    ...over,
  });

  it("uses GOV.UK Pay when its address and key are set", () => {
    const settings = paymentSettings(
      env({ PAY_API_URL: "https://publicapi.payments.service.gov.uk", PAY_API_KEY: "k" }),
    );
    expect(settings.provider).toEqual({
      kind: "govuk-pay",
      apiUrl: "https://publicapi.payments.service.gov.uk",
      apiKey: "k",
    });
  });

  it("refuses half a GOV.UK Pay configuration rather than quietly using the simulator", () => {
    expect(() => paymentSettings(env({ PAY_API_URL: "https://publicapi.payments.service.gov.uk" }))).toThrow(
      /PAY_API_URL and PAY_API_KEY/,
    );
    expect(() => paymentSettings(env({ PAY_API_KEY: "k" }))).toThrow(/set both, or neither/);
  });

  it("otherwise uses the simulator in development, with the development key unless one is set", () => {
    expect(paymentSettings(env({}))).toEqual({
      provider: { kind: "simulator", apiKey: DEVELOPMENT_SIMULATOR_KEY },
      simulator: { apiKey: DEVELOPMENT_SIMULATOR_KEY, thisMachineOnly: false },
    });
    expect(paymentSettings(env({ PAYMENT_SIMULATOR_KEY: "a-key-of-our-own-0123" })).simulator).toEqual({
      apiKey: "a-key-of-our-own-0123",
      thisMachineOnly: false,
    });
  });

  it("keeps the simulator off on a production server: card payment is then unavailable", () => {
    expect(paymentSettings(env({ NODE_ENV: "production" }))).toEqual({
      provider: { kind: "off" },
      simulator: null,
    });
  });

  it("serves it on a production server when told (PAYMENT_SIMULATOR=on) or for the browser tests (TEST_HOOKS=on)", () => {
    expect(paymentSettings(env({ NODE_ENV: "production", PAYMENT_SIMULATOR: "on" })).provider.kind).toBe(
      "simulator",
    );
    expect(paymentSettings(env({ NODE_ENV: "production", TEST_HOOKS: "on" })).provider.kind).toBe(
      "simulator",
    );
  });

  it("serves it on a production server whose address is this machine's (the README's npm start), to this machine only", () => {
    for (const siteUrl of ["http://localhost:3000", "http://127.0.0.1:8080"])
      expect(paymentSettings(env({ NODE_ENV: "production", siteUrl })).simulator).toEqual({
        apiKey: DEVELOPMENT_SIMULATOR_KEY,
        thisMachineOnly: true,
      });
    expect(
      paymentSettings(
        env({ NODE_ENV: "production", siteUrl: "http://localhost:3000", PAYMENT_SIMULATOR: "off" }),
      ).simulator,
    ).toBeNull();
  });

  it("turns it off anywhere with PAYMENT_SIMULATOR=off", () => {
    expect(paymentSettings(env({ PAYMENT_SIMULATOR: "off", TEST_HOOKS: "on" }))).toEqual({
      provider: { kind: "off" },
      simulator: null,
    });
  });
});

describe("the simulator's cards", () => {
  it("are all valid card numbers with the outcomes of Pay's test cards", () => {
    for (const card of TEST_CARDS) expect(passesLuhn(card.number), card.number).toBe(true);
    expect(cardOutcome("4444333322221111")).toBe("success");
    expect(cardOutcome("4000000000000002")).toBe("declined");
    expect(cardOutcome("4000000000000119")).toBe("error");
    expect(cardOutcome("4000000000000077")).toBe("delayed");
    expect(cardOutcome("5555555555554444")).toBe("success");
  });

  it("refuses a mistyped number (Luhn)", () => {
    expect(passesLuhn("4444333322221112")).toBe(false);
  });

  it("reads expiry dates as MM/YY or MM/YYYY", () => {
    expect(parseExpiry("10/30")).toEqual({ year: 2030, month: 10 });
    expect(parseExpiry("1 / 2031")).toEqual({ year: 2031, month: 1 });
    expect(parseExpiry("13/30")).toBeNull();
    expect(parseExpiry("1030")).toBeNull();
  });

  const now = new Date("2026-11-24T12:00:00Z");
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    return parseForm(cardFormSchema(now), data);
  };

  it("accepts a card with spaces in its number, valid to the end of its expiry month", () => {
    const parsed = form({
      cardNumber: "4444 3333 2222 1111",
      expiry: "11/26",
      cardholderName: " A Buyer ",
      securityCode: "123",
    });
    expect(parsed.ok && parsed.data).toEqual({
      cardNumber: "4444333322221111",
      expiry: "11/26",
      cardholderName: "A Buyer",
      securityCode: "123",
    });
  });

  it("gives each field its message, in the order of the form", () => {
    const parsed = form({ cardNumber: "1234", expiry: "10/26", cardholderName: "", securityCode: "12" });
    expect(parsed.ok ? [] : parsed.errors).toEqual([
      { field: "cardNumber", message: CARD_MESSAGES.cardNumber },
      { field: "expiry", message: CARD_MESSAGES.expired },
      { field: "cardholderName", message: CARD_MESSAGES.cardholderName },
      { field: "securityCode", message: CARD_MESSAGES.securityCode },
    ]);
    const empty = form({});
    expect(empty.ok ? [] : empty.errors.map((e) => e.message)).toEqual([
      CARD_MESSAGES.cardNumber,
      CARD_MESSAGES.expiry,
      CARD_MESSAGES.cardholderName,
      CARD_MESSAGES.securityCode,
    ]);
  });
});
