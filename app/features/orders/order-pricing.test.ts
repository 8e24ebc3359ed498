import { describe, expect, it } from "vitest";
import { createRandom, type Random } from "../../lib/seeded-random.ts";
import {
  allocateProportionally,
  discountAmount,
  type OrderDiscount,
  type PriceLine,
  priceOrder,
} from "./order-pricing.ts";

const PRODUCTS = ["ce1", "ce2", "ce3", "ww1a", "ww1b", "ww1c", "gaz176", "gaz177"];

function line(productId: string, unitPricePence: number, quantity = 1, vatRatePercent = 20): PriceLine {
  return { productId, unitPricePence, quantity, vatRatePercent };
}

function randomLines(random: Random): PriceLine[] {
  return random
    .sample(PRODUCTS, random.int(0, 6))
    .map((productId) =>
      line(
        productId,
        random.chance(0.1) ? random.int(0, 3) : random.int(1, 20_000),
        random.int(1, 200),
        random.pick([0, 0, 5, 20, 20]),
      ),
    );
}

function randomDiscount(random: Random): OrderDiscount {
  const kind = random.pick(["percentage", "fixed"] as const);
  return {
    code: "TEST",
    kind,
    amount: kind === "percentage" ? random.int(1, 100) : random.int(1, 500_000),
    productIds: random.chance(0.3) ? [] : random.sample(PRODUCTS, random.int(1, 4)),
  };
}

describe("order pricing", () => {
  it("prices lines without a discount and splits VAT per line at its rate", () => {
    const { lines, totals } = priceOrder([line("ce1", 4500, 2), line("gaz176", 950, 3, 0)]);
    expect(
      lines.map((l) => [l.subtotalPence, l.discountPence, l.grossPence, l.netPence, l.vatPence]),
    ).toEqual([
      [9000, 0, 9000, 7500, 1500],
      [2850, 0, 2850, 2850, 0],
    ]);
    expect(totals).toEqual({
      subtotalPence: 11_850,
      discountPence: 0,
      netPence: 10_350,
      vatPence: 1500,
      totalPence: 11_850,
      totalItems: 5,
    });
  });

  it("takes a percentage off only the products a code covers", () => {
    const { lines, totals } = priceOrder([line("ce1", 4500), line("gaz176", 950, 1, 0)], {
      code: "CERT10",
      kind: "percentage",
      amount: 10,
      productIds: ["ce1"],
    });
    expect(lines.map((l) => l.discountPence)).toEqual([450, 0]);
    expect(lines[0]).toMatchObject({ grossPence: 4050, netPence: 3375, vatPence: 675 });
    expect(totals).toMatchObject({ subtotalPence: 5450, discountPence: 450, totalPence: 5000 });
  });

  it("rounds a percentage half a penny up", () => {
    const discount: OrderDiscount = { code: "X", kind: "percentage", amount: 15, productIds: [] };
    expect(discountAmount(discount, 10)).toBe(2); // 1.5 → 2
    expect(discountAmount(discount, 9)).toBe(1); // 1.35 → 1
    expect(discountAmount({ ...discount, amount: 100 }, 12_345)).toBe(12_345);
  });

  it("never takes a fixed amount beyond what the covered lines cost", () => {
    const { lines, totals } = priceOrder([line("ce1", 1000), line("ww1a", 500)], {
      code: "BIG",
      kind: "fixed",
      amount: 5000,
      productIds: ["ce1"],
    });
    expect(lines.map((l) => l.grossPence)).toEqual([0, 500]);
    expect(totals).toMatchObject({ discountPence: 1000, totalPence: 500, netPence: 417, vatPence: 83 });
  });

  it("shares a discount in proportion, leftover pennies to the largest remainders", () => {
    // 100 over 1:1:1 is 33.33 each: one penny left, the tie goes to the first line.
    expect(allocateProportionally(100, [300, 300, 300])).toEqual([34, 33, 33]);
    // 10 over 700:200:100 is 7, 2, 1 exactly.
    expect(allocateProportionally(10, [700, 200, 100])).toEqual([7, 2, 1]);
    // 5 over 10:20 is 1.67 and 3.33: the 0.67 remainder wins the penny.
    expect(allocateProportionally(5, [10, 20])).toEqual([2, 3]);
    // Ties in remainder: the larger line first.
    expect(allocateProportionally(1, [100, 300, 100])).toEqual([0, 1, 0]);
    expect(allocateProportionally(0, [])).toEqual([]);
    expect(() => allocateProportionally(11, [5, 5])).toThrow(RangeError);
  });

  it("holds its properties on 5,000 random orders", () => {
    const random = createRandom("order-pricing");
    for (let run = 0; run < 5000; run++) {
      const lines = randomLines(random);
      const discount = random.chance(0.8) ? randomDiscount(random) : null;
      const { lines: priced, totals } = priceOrder(lines, discount);
      const label = JSON.stringify({ lines, discount });
      const sum = (pick: (l: (typeof priced)[number]) => number) => priced.reduce((s, l) => s + pick(l), 0);

      expect(totals.subtotalPence, label).toBe(sum((l) => l.subtotalPence));
      expect(totals.discountPence, label).toBe(sum((l) => l.discountPence));
      expect(totals.netPence, label).toBe(sum((l) => l.netPence));
      expect(totals.vatPence, label).toBe(sum((l) => l.vatPence));
      expect(totals.totalPence, label).toBe(sum((l) => l.grossPence));
      expect(totals.netPence + totals.vatPence, label).toBe(totals.totalPence);
      expect(totals.subtotalPence - totals.discountPence, label).toBe(totals.totalPence);
      expect(totals.totalPence, label).toBeGreaterThanOrEqual(0);

      let eligible = 0;
      for (const l of priced) {
        const covered =
          discount !== null &&
          (discount.productIds.length === 0 || discount.productIds.includes(l.productId));
        if (covered) eligible += l.subtotalPence;
        else expect(l.discountPence, label).toBe(0);
        expect(l.subtotalPence, label).toBe(l.unitPricePence * l.quantity);
        expect(l.netPence + l.vatPence, label).toBe(l.grossPence);
        expect(l.grossPence, label).toBe(l.subtotalPence - l.discountPence);
        expect(l.discountPence, label).toBeGreaterThanOrEqual(0);
        expect(l.discountPence, label).toBeLessThanOrEqual(l.subtotalPence);
        expect(l.vatPence, label).toBeGreaterThanOrEqual(0);
        if (l.vatRatePercent === 0) expect(l.vatPence, label).toBe(0);
      }
      expect(totals.discountPence, label).toBeLessThanOrEqual(eligible);
      if (discount?.kind === "fixed")
        expect(totals.discountPence, label).toBe(Math.min(discount.amount, eligible));
      if (discount?.kind === "percentage" && discount.amount === 100) {
        expect(totals.discountPence, label).toBe(eligible);
        if (discount.productIds.length === 0) expect(totals.totalPence, label).toBe(0);
      }
    }
  });

  it("makes a whole order free with a 100 % code on every product", () => {
    const random = createRandom("free");
    for (let run = 0; run < 500; run++) {
      const { lines, totals } = priceOrder(randomLines(random), {
        code: "FREE",
        kind: "percentage",
        amount: 100,
        productIds: [],
      });
      expect(totals).toMatchObject({ totalPence: 0, netPence: 0, vatPence: 0 });
      for (const l of lines) expect([l.grossPence, l.netPence, l.vatPence]).toEqual([0, 0, 0]);
    }
  });
});
