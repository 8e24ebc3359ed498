import { describe, expect, it } from "vitest";
import { STANDARD_VAT_RATE, splitVat } from "../../lib/money.ts";
import { EDITIONS } from "../publications/editions.ts";
import { NOTICE_TYPES } from "../taxonomy/taxonomy.ts";
import { FEE_BANDS, feeBand, OPENING_FEES_FROM, openingFees } from "./notice-fee-schedule.ts";
import { PLACING_CAPACITIES } from "./placing-capacities.ts";
import { placeableTypes } from "./placing-policy.ts";

const fee = (code: string, edition: string) =>
  openingFees().find((f) => f.noticeCode === code && f.editionId === edition)?.pricePence;

describe("the opening notice fees", () => {
  it("price every type anyone may place, in every edition, once, at the standard rate of VAT", () => {
    const fees = openingFees();
    const placeable = placeableTypes([...PLACING_CAPACITIES]);
    expect(fees).toHaveLength(placeable.length * EDITIONS.length);
    for (const type of placeable)
      for (const edition of EDITIONS)
        expect(fee(type.code, edition.id), `${type.code} ${edition.id}`).toBeDefined();
    expect(new Set(fees.map((f) => `${f.noticeCode} ${f.editionId}`)).size).toBe(fees.length);
    for (const f of fees) {
      expect(f.vatRatePercent).toBe(STANDARD_VAT_RATE);
      expect(f.effectiveFrom).toEqual(OPENING_FEES_FROM);
    }
  });

  it("are whole pounds before VAT, so the net and VAT are round figures", () => {
    for (const f of openingFees()) {
      const { net, vat } = splitVat(f.pricePence, f.vatRatePercent);
      expect(net % 100, `${f.noticeCode} ${f.editionId}`).toBe(0);
      expect(net + vat).toBe(f.pricePence);
      expect(vat * 5).toBe(net);
    }
  });

  it("charge the realistic figures ADR 016 writes down", () => {
    expect(fee("2903", "london")).toBe(9600); // £80 + VAT
    expect(fee("2903", "edinburgh")).toBe(9000);
    expect(fee("2903", "belfast")).toBe(9000);
    expect(fee("2450", "london")).toBe(11_400);
    expect(fee("2443", "london")).toBe(10_200);
    expect(fee("2503", "london")).toBe(9000);
    expect(fee("2901", "london")).toBe(8400);
    expect(fee("1601", "london")).toBe(15_000);
    expect(fee("1101", "london")).toBe(7200);
  });

  it("put every type in a band, Edinburgh and Belfast £5 + VAT below London", () => {
    for (const type of NOTICE_TYPES) {
      expect(Object.keys(FEE_BANDS)).toContain(feeBand(type));
      expect(fee(type.code, "london")! - fee(type.code, "belfast")!).toBe(600);
      expect(fee(type.code, "edinburgh")).toBe(fee(type.code, "belfast"));
    }
  });
});
