import { describe, expect, it } from "vitest";
import type { BasketItemJson } from "../baskets/basket-json.ts";
import { basketJoinedAddress, basketStillShows, isBasketJoined } from "./checkout-after-sign-in.ts";

const item = (id: number, quantity: number) => ({ id, quantity }) as BasketItemJson;

describe("after a sign-in at checkout", () => {
  const page = [
    { id: 7, quantity: 1 },
    { id: 9, quantity: 3 },
  ];

  it("carries on when the basket holds just the page's lines, in any order", () => {
    expect(basketStillShows(page, { items: [item(9, 3), item(7, 1)] })).toBe(true);
  });

  it("draws the page again when the account's basket added a line", () => {
    expect(basketStillShows(page, { items: [item(7, 1), item(9, 3), item(12, 1)] })).toBe(false);
  });

  it("draws the page again when a joined line's quantity grew", () => {
    expect(basketStillShows(page, { items: [item(7, 2), item(9, 3)] })).toBe(false);
  });

  it("draws the page again when a line is gone or is another", () => {
    expect(basketStillShows(page, { items: [item(7, 1)] })).toBe(false);
    expect(basketStillShows(page, { items: [item(7, 1), item(10, 3)] })).toBe(false);
    expect(basketStillShows(page, { items: [] })).toBe(false);
  });

  it("reads the quantity the JSON may send as a string", () => {
    expect(basketStillShows([{ id: 7, quantity: 2 }], { items: [{ id: 7, quantity: "2" } as never] })).toBe(
      true,
    );
  });

  it("says so in the checkout's address, and reads only that", () => {
    const address = basketJoinedAddress("/checkout");
    expect(address).toBe("/checkout?basket=joined");
    expect(isBasketJoined(new URL(address, "http://x").searchParams)).toBe(true);
    expect(isBasketJoined(new URLSearchParams("basket=other"))).toBe(false);
    expect(isBasketJoined(new URLSearchParams())).toBe(false);
  });
});
