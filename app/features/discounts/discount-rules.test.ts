import { describe, expect, it } from "vitest";
import { priceOrder } from "../orders/order-pricing.ts";
import {
  DISCOUNT_MESSAGES,
  DISCOUNT_REFUSALS,
  type DiscountCodeRow,
  type DiscountRefusal,
  decideDiscount,
  normaliseDiscountCode,
} from "./discount-rules.ts";

const NOW = new Date("2026-11-24T12:00:00Z");
const BASKET = ["ce1", "gaz176"];
const NO_USES = { overall: 0, byAccount: 0 };

const row: DiscountCodeRow = {
  code: "CERT10",
  kind: "percentage",
  amount: 10,
  validFrom: new Date("2026-11-01T00:00:00Z"),
  validUntil: new Date("2026-12-01T00:00:00Z"),
  productIds: ["ce1", "ce2", "ce3"],
  maxUses: 100,
  maxUsesPerAccount: 1,
  disabledAt: null,
};

describe("discount rules", () => {
  it("accept a code in its dates, within its limits, that covers something in the basket", () => {
    expect(decideDiscount(row, { overall: 99, byAccount: 0 }, BASKET, NOW)).toEqual({
      ok: true,
      discount: { code: "CERT10", kind: "percentage", amount: 10, productIds: ["ce1", "ce2", "ce3"] },
    });
    const open = {
      ...row,
      validFrom: null,
      validUntil: null,
      maxUses: null,
      maxUsesPerAccount: null,
      productIds: [],
    };
    expect(decideDiscount(open, { overall: 10_000, byAccount: 50 }, ["ww1a"], NOW)).toMatchObject({
      ok: true,
    });
  });

  const refusals: [DiscountRefusal, string, Parameters<typeof decideDiscount>][] = [
    ["unknown", DISCOUNT_MESSAGES.unknown, [null, NO_USES, BASKET, NOW]],
    [
      "disabled",
      DISCOUNT_MESSAGES.disabled,
      [{ ...row, disabledAt: new Date("2026-11-20T09:00:00Z") }, NO_USES, BASKET, NOW],
    ],
    [
      "not-yet-valid",
      "This discount code cannot be used until 1 December 2026.",
      [{ ...row, validFrom: new Date("2026-12-01T09:00:00Z"), validUntil: null }, NO_USES, BASKET, NOW],
    ],
    [
      "expired",
      "This discount code expired on 24 November 2026.",
      [{ ...row, validUntil: NOW }, NO_USES, BASKET, NOW],
    ],
    ["used-up", DISCOUNT_MESSAGES.usedUp, [row, { overall: 100, byAccount: 0 }, BASKET, NOW]],
    [
      "used-up-by-account",
      DISCOUNT_MESSAGES.usedUpByAccount,
      [row, { overall: 3, byAccount: 1 }, BASKET, NOW],
    ],
    ["nothing-covered", DISCOUNT_MESSAGES.nothingCovered, [row, NO_USES, ["gaz176", "ww1a"], NOW]],
    ["nothing-covered", DISCOUNT_MESSAGES.nothingCovered, [{ ...row, productIds: [] }, NO_USES, [], NOW]],
  ];

  for (const [refusal, message, args] of refusals)
    it(`refuse with a clear message: ${refusal}`, () => {
      expect(decideDiscount(...args)).toEqual({ ok: false, refusal, message });
    });

  it("have a case for every refusal", () => {
    expect(new Set(refusals.map(([refusal]) => refusal))).toEqual(new Set(DISCOUNT_REFUSALS));
  });

  it("take the valid-from moment as valid and the valid-until moment as expired", () => {
    expect(decideDiscount({ ...row, validFrom: NOW }, NO_USES, BASKET, NOW).ok).toBe(true);
    expect(decideDiscount({ ...row, validUntil: new Date(NOW.getTime() + 1) }, NO_USES, BASKET, NOW).ok).toBe(
      true,
    );
    expect(
      decideDiscount({ ...row, disabledAt: new Date(NOW.getTime() + 60_000) }, NO_USES, BASKET, NOW).ok,
    ).toBe(true);
  });

  it("give a discount the pricing takes off the covered lines only", () => {
    const decision = decideDiscount(row, NO_USES, BASKET, NOW);
    if (!decision.ok) throw new Error(decision.message);
    const { totals } = priceOrder(
      [
        { productId: "ce1", unitPricePence: 4500, quantity: 1, vatRatePercent: 20 },
        { productId: "gaz176", unitPricePence: 950, quantity: 1, vatRatePercent: 0 },
      ],
      decision.discount,
    );
    expect(totals).toMatchObject({ discountPence: 450, totalPence: 5000 });
  });

  it("read a typed code as stored: trimmed, in capitals", () => {
    expect(normaliseDiscountCode("  cert10 ")).toBe("CERT10");
  });
});
