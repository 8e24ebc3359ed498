import { describe, expect, it } from "vitest";
import { discountCovers, priceOrder } from "../orders/order-pricing.ts";
import { basketItemJson } from "./basket-json.ts";
import { NOTICE_LINE_MESSAGES } from "./basket-messages.ts";
import { basketLine, basketView } from "./basket-view.ts";
import { type BasketNotice, noticeLineName, noticeLineSource } from "./notice-basket-line.ts";

const NOTICE: BasketNotice = {
  id: 4000123,
  status: "submitted",
  typeName: "Deceased Estates",
  editionName: "The London Gazette",
  pricePence: 9600,
  vatRatePercent: 20,
};

const ITEM = {
  id: 7,
  productId: "notice",
  noticeId: 4000123,
  quantity: 1,
  editionId: null,
  issueNumber: null,
  fullName: null,
  honour: null,
};

describe("a placed notice's basket line", () => {
  it("is named by its type, number and edition", () => {
    expect(noticeLineName(NOTICE)).toBe("Deceased Estates notice 4000123 (The London Gazette)");
  });

  it("is priced from the notice's fee and split at that fee's VAT rate", () => {
    const line = basketLine(noticeLineSource(ITEM, NOTICE));
    expect(line).toMatchObject({
      kind: "notice",
      unitPence: 9600,
      grossPence: 9600,
      netPence: 8000,
      vatPence: 1600,
      quantity: 1,
      problem: null,
    });
    // A fee at another rate (say, a change of VAT) splits at that rate.
    const reduced = basketLine(noticeLineSource(ITEM, { ...NOTICE, pricePence: 10500, vatRatePercent: 5 }));
    expect([reduced.netPence, reduced.vatPence]).toEqual([10000, 500]);
  });

  it("is one of its kind in the JSON: the quantity hidden, removable", () => {
    const json = basketItemJson(basketLine(noticeLineSource(ITEM, NOTICE)));
    expect(json).toMatchObject({
      noticeId: "4000123",
      hideQuantity: "true",
      allowRemove: "true",
      type: "notice",
      itemPrice: "96.00",
      error: "",
    });
  });

  it("cannot be paid for while its card payment is under way, or once the notice has moved on", () => {
    expect(basketLine(noticeLineSource(ITEM, { ...NOTICE, status: "awaiting-payment" })).problem).toBe(
      NOTICE_LINE_MESSAGES.paymentUnderWay,
    );
    expect(basketLine(noticeLineSource(ITEM, { ...NOTICE, status: "draft" })).problem).toBe(
      NOTICE_LINE_MESSAGES.notWaiting,
    );
    expect(basketLine(noticeLineSource(ITEM, undefined)).problem).toBe(NOTICE_LINE_MESSAGES.notWaiting);
  });

  it("is never covered by a discount code, even one for every product", () => {
    const discount = { code: "HALF", kind: "percentage" as const, amount: 50, productIds: [] };
    expect(discountCovers(discount, "notice")).toBe(false);
    const lines = basketView(1, [basketLine(noticeLineSource(ITEM, NOTICE))]).lines.map((l) => ({
      ...l,
      unitPricePence: l.unitPence,
    }));
    expect(priceOrder(lines, discount).totals).toMatchObject({ discountPence: 0, totalPence: 9600 });
  });
});
