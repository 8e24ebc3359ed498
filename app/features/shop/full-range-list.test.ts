import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FullRangeList, type RangeProduct } from "./full-range-list.tsx";

const pin: RangeProduct = {
  id: "ww1e",
  name: "Centenary remembrance pin and card",
  description: "An enamel pin.",
  pricePence: 850,
  needsIssue: false,
  stock: 0,
};

describe("the full range", () => {
  it("shows Out of stock instead of Select item for a product with none left", () => {
    const html = renderToStaticMarkup(createElement(FullRangeList, { products: [pin] }));
    expect(html).toContain("Out of stock");
    expect(html).not.toContain("Select item");
  });

  it("offers Select item while any are left, and for products that count no stock", () => {
    for (const stock of [1, null]) {
      const html = renderToStaticMarkup(createElement(FullRangeList, { products: [{ ...pin, stock }] }));
      expect(html).toContain("Select item");
      expect(html).not.toContain("Out of stock");
    }
  });
});
