/**
 * Shared by the out-of-stock journeys: a product's stock set through the test hook (as staff's product
 * form sets it) and put back afterwards, so the journeys that buy the product find it as they expect.
 */
import { type APIRequestContext, expect } from "./fixtures.ts";

async function setStock(request: APIRequestContext, productId: string, stock: number | null) {
  const response = await request.post(`/__test/products/${productId}/stock`, { data: { stock } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { previous: number | null }).previous;
}

/** Runs `journey`, which sets the product's stock with `set`, then puts the stock back, whatever happened. */
export async function withStockOf(
  request: APIRequestContext,
  productId: string,
  journey: (set: (stock: number | null) => Promise<void>) => Promise<void>,
): Promise<void> {
  let before: { stock: number | null } | null = null;
  const set = async (stock: number | null) => {
    const previous = await setStock(request, productId, stock);
    before ??= { stock: previous };
  };
  try {
    await journey(set);
  } finally {
    if (before) await setStock(request, productId, (before as { stock: number | null }).stock);
  }
}

/** What the basket answers for a product with none left. */
export const outOfStockMessage = (name: string) =>
  `Out of stock: ${name}. Please remove it from your basket.`;
