import { describe, expect, it } from "vitest";
import {
  isOutOfStock,
  shortBy,
  shortByMessage,
  stockMessage,
  stockProblem,
  unitsByProduct,
  unitsStillToTake,
} from "./stock-rules.ts";

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

  it("count against stock only the paid units their payment could not take, and say by how many it is short", () => {
    // Every unit paid for was taken: stock is what is left to sell, nothing is short.
    const covered = { inStock: 0, awaitingDispatch: 4, setAside: 4 };
    expect(unitsStillToTake(covered)).toBe(0);
    expect(shortBy(covered)).toBe(0);
    // One unit of a shortfall and nothing in stock: short by one; with stock added, covered again.
    expect(shortBy({ inStock: 0, awaitingDispatch: 4, setAside: 3 })).toBe(1);
    expect(shortBy({ inStock: 5, awaitingDispatch: 4, setAside: 3 })).toBe(0);
    expect(unitsStillToTake({ inStock: 2, awaitingDispatch: 7, setAside: 0 })).toBe(7);
    expect(shortBy({ inStock: 2, awaitingDispatch: 7, setAside: 0 })).toBe(5);
    expect(shortByMessage(5)).toBe("Short by 5");
  });
});
