import { describe, expect, it } from "vitest";
import { basketJson } from "./basket-json.ts";
import { basketLine, basketView, EMPTY_BASKET, type LineSource } from "./basket-view.ts";

const certificate = {
  kind: "certificate" as const,
  name: "Certificate",
  vatRatePercent: 20,
  active: true,
  stock: null,
};
const copy = {
  kind: "issue-copy" as const,
  name: "Printed copy",
  vatRatePercent: 0,
  active: true,
  stock: null,
};

function source(id: number, quantity: number, product: LineSource["product"], productId = "ce1"): LineSource {
  return {
    id,
    productId,
    noticeId: null,
    quantity,
    editionId: "london",
    issueNumber: 64941,
    fullName: null,
    honour: null,
    product,
  };
}

describe("basketJson", () => {
  it("reads an empty or missing basket as 0 items and 0.00", () => {
    const empty = {
      id: null,
      items: [],
      summary: { totalItems: "0", totalPrice: "0.00", totalPricePreVat: "0.00", totalVat: "0.00" },
    };
    expect(basketJson(EMPTY_BASKET)).toEqual(empty);
    expect(basketJson(null)).toEqual(empty);
  });

  it("writes amounts and flags as strings", () => {
    const view = basketView(7, [basketLine(source(3, 2, { ...certificate, pricePence: 3500 }))]);
    expect(basketJson(view)).toEqual({
      id: 7,
      items: [
        {
          id: 3,
          name: "Certificate",
          type: "certificate",
          quantity: 2,
          itemPrice: "35.00",
          totalPrice: "70.00",
          productId: "ce1",
          noticeId: "",
          allowRemove: "true",
          hideQuantity: "false",
          error: "",
        },
      ],
      summary: { totalItems: "2", totalPrice: "70.00", totalPricePreVat: "58.33", totalVat: "11.67" },
    });
  });

  it("splits VAT per line with each product's rate and sums the lines for the totals", () => {
    // 3 × £0.99 at 20 % = 297p: net 247.5 → 248 (half up), VAT 49. Printed copies are zero-rated.
    const view = basketView(1, [
      basketLine(source(1, 3, { ...certificate, pricePence: 99 })),
      basketLine(source(2, 1, { ...certificate, pricePence: 99 }, "ce2")),
      basketLine(source(3, 4, { ...copy, pricePence: 750 }, "gaz176")),
    ]);
    const json = basketJson(view);
    expect(view.lines.map((l) => [l.netPence, l.vatPence])).toEqual([
      [248, 49],
      [83, 16],
      [3000, 0],
    ]);
    expect(json.summary).toEqual({
      totalItems: "8",
      totalPrice: "33.96",
      totalPricePreVat: "33.31",
      totalVat: "0.65",
    });
    // Not the VAT of the total (396p at 20 % is 66p): the totals are the lines' sums.
    expect(view.totals.netPence + view.totals.vatPence).toBe(view.totals.grossPence);
  });

  it("marks a withdrawn product's line with an error and a placed notice's quantity hidden", () => {
    const withdrawn = basketLine(source(1, 1, { ...certificate, active: false, pricePence: 3500 }));
    const notice = basketLine({
      ...source(2, 1, {
        kind: "notice",
        name: "Notice",
        vatRatePercent: 20,
        active: true,
        pricePence: 8000,
        stock: null,
      }),
      noticeId: 42,
    });
    const [a, b] = basketJson(basketView(1, [withdrawn, notice])).items;
    expect(a?.error).toMatch(/no longer available/);
    expect(b).toMatchObject({ noticeId: "42", hideQuantity: "true", allowRemove: "true", error: "" });
  });
});

describe("a line of a product counted in stock", () => {
  const pin = {
    kind: "commemorative" as const,
    name: "Pin",
    vatRatePercent: 20,
    active: true,
    pricePence: 850,
  };

  it("says out of stock at 0 and how many are left when it holds more", () => {
    const none = basketLine(source(1, 1, { ...pin, stock: 0 }, "ww1e"));
    const few = basketLine(source(2, 5, { ...pin, stock: 3 }, "ww1e"));
    const enough = basketLine(source(3, 3, { ...pin, stock: 3 }, "ww1e"));
    expect(none.problem).toBe("Out of stock: Pin. Please remove it from your basket.");
    expect(few.problem).toBe("Only 3 left in stock: Pin. Please choose 3 or fewer.");
    expect(enough.problem).toBeNull();
    expect(basketJson(basketView(1, [none])).items[0]?.error).toMatch(/^Out of stock/);
  });
});
