import { describe, expect, it } from "vitest";
import {
  formatPounds,
  lineTotal,
  parsePounds,
  penceToDecimal,
  STANDARD_VAT_RATE,
  splitVat,
  sumPence,
} from "./money.ts";

/** A small deterministic generator, so the properties are checked on the same 20,000 prices every run. */
function* prices(count: number, seed = 1665): Generator<number> {
  let state = seed;
  for (let i = 0; i < count; i++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    // Mostly everyday prices, some large ones.
    yield i % 10 === 0 ? state * 37 : state % 100_000;
  }
}

describe("VAT in a price that includes it", () => {
  it("splits known prices by the written rule (net rounded half a penny up)", () => {
    expect(splitVat(1200)).toEqual({ net: 1000, vat: 200 });
    expect(splitVat(100)).toEqual({ net: 83, vat: 17 }); // 83.33… → 83
    expect(splitVat(3)).toEqual({ net: 3, vat: 0 }); // 2.5 → 3: half a penny up
    expect(splitVat(9)).toEqual({ net: 8, vat: 1 }); // 7.5 → 8
    expect(splitVat(0)).toEqual({ net: 0, vat: 0 });
    expect(splitVat(1050, 5)).toEqual({ net: 1000, vat: 50 });
    expect(splitVat(999, 0)).toEqual({ net: 999, vat: 0 });
  });

  it("always adds back up to the gross price, and is one sixth of it to the penny at 20%", () => {
    for (const gross of prices(20_000)) {
      const { net, vat } = splitVat(gross);
      expect(net + vat).toBe(gross);
      expect(Number.isInteger(net) && Number.isInteger(vat)).toBe(true);
      expect(vat).toBeGreaterThanOrEqual(0);
      expect(Math.abs(vat - gross / 6)).toBeLessThanOrEqual(0.5);
      // The net price is the closest whole penny to gross ÷ 1.2.
      expect(Math.abs(net - (gross * 100) / (100 + STANDARD_VAT_RATE))).toBeLessThanOrEqual(0.5);
    }
  });

  it("never falls as the price rises", () => {
    let previous = splitVat(0).vat;
    for (let gross = 1; gross <= 5_000; gross++) {
      const { vat } = splitVat(gross);
      expect(vat).toBeGreaterThanOrEqual(previous);
      previous = vat;
    }
  });

  it("mirrors a refund", () => {
    for (const gross of prices(2_000)) expect(splitVat(-gross).vat).toBe(-splitVat(gross).vat || 0);
  });

  it("refuses what is not pence or not a rate", () => {
    expect(() => splitVat(12.5)).toThrow(RangeError);
    expect(() => splitVat(100, 12.5)).toThrow(RangeError);
    expect(() => splitVat(100, -1)).toThrow(RangeError);
  });
});

describe("adding up", () => {
  it("multiplies and sums exactly", () => {
    expect(lineTotal(1999, 200)).toBe(399_800);
    expect(sumPence([10, 20, 30])).toBe(60);
    // What floating-point pounds get wrong: 0.1 + 0.2.
    expect(sumPence([10, 20])).toBe(30);
    expect(() => lineTotal(100, 1.5)).toThrow(RangeError);
    expect(() => lineTotal(100, -1)).toThrow(RangeError);
    expect(() => sumPence([0.5])).toThrow(RangeError);
  });
});

describe("money as text", () => {
  it("writes pounds for people and plain decimals for the basket's JSON", () => {
    expect(formatPounds(123_450)).toBe("£1,234.50");
    expect(formatPounds(5)).toBe("£0.05");
    expect(formatPounds(100_000_000)).toBe("£1,000,000.00");
    expect(formatPounds(-250)).toBe("-£2.50");
    expect(penceToDecimal(0)).toBe("0.00");
    expect(penceToDecimal(123_450)).toBe("1234.50");
    expect(penceToDecimal(-5)).toBe("-0.05");
  });

  it("reads amounts without floating point", () => {
    expect(parsePounds("0.29")).toBe(29);
    expect(parsePounds("12")).toBe(1200);
    expect(parsePounds("12.5")).toBe(1250);
    expect(parsePounds(" £1,234.50 ")).toBe(123_450);
    expect(parsePounds("-2.50")).toBe(-250);
    for (const bad of ["", "£", "1.234", "12,34", "1,2345.00", "abc", "1e3", "12.5.0", "£ 1 000"])
      expect(parsePounds(bad), bad).toBeNull();
  });

  it("reads back what it writes", () => {
    for (const pence of prices(5_000)) {
      expect(parsePounds(formatPounds(pence))).toBe(pence);
      expect(parsePounds(penceToDecimal(pence))).toBe(pence);
    }
  });
});
