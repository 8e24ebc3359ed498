import { describe, expect, it } from "vitest";
import { isOutOfStock, stockMessage, stockProblem, unitsByProduct } from "./stock-rules.ts";

const pin = { name: "Centenary remembrance pin and card", stock: 3 };

describe("stock rules", () => {
  it("only products that count their units can run out", () => {
    expect(isOutOfStock({ stock: null })).toBe(false);
    expect(isOutOfStock({ stock: 1 })).toBe(false);
    expect(isOutOfStock({ stock: 0 })).toBe(true);
    expect(stockProblem({ name: "A copy", stock: null }, 200)).toBeNull();
  });

  it("allows up to what is left and names the item and how many are left beyond it", () => {
    expect(stockProblem(pin, 3)).toBeNull();
    expect(stockProblem(pin, 4)).toBe(
      "Only 3 left in stock: Centenary remembrance pin and card. Please choose 3 or fewer.",
    );
    expect(stockProblem({ ...pin, stock: 0 }, 1)).toBe(
      "Out of stock: Centenary remembrance pin and card. Please remove it from your basket.",
    );
    expect(stockMessage("X", -1)).toMatch(/^Out of stock: X\./);
  });

  it("adds up the units of a product over its lines", () => {
    const units = unitsByProduct([
      { productId: "ww1e", quantity: 2 },
      { productId: "ww1c", quantity: 1 },
      { productId: "ww1e", quantity: 5 },
    ]);
    expect(Object.fromEntries(units)).toEqual({ ww1e: 7, ww1c: 1 });
  });
});
