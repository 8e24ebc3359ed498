import { describe, expect, it } from "vitest";
import { initialCreditLimit, MINIMUM_CREDIT_LIMIT } from "./credit-limit.ts";

describe("initialCreditLimit", () => {
  it("is the expected monthly spend, never less than £500", () => {
    expect(initialCreditLimit({ monthlySpend: "2500.00" })).toBe(250_000);
    expect(initialCreditLimit({ monthlySpend: "120.00" })).toBe(MINIMUM_CREDIT_LIMIT);
    expect(initialCreditLimit({})).toBe(MINIMUM_CREDIT_LIMIT);
    expect(initialCreditLimit({ monthlySpend: "not money" })).toBe(MINIMUM_CREDIT_LIMIT);
  });
});
