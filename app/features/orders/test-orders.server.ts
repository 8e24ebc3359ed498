/**
 * Test-only (reached through /__test/orders with TEST_HOOKS=on): an order placed the real way for a
 * person, without filling in the checkout page (which has journeys of its own): the items go into their
 * basket and the checkout service places the order by card, through the configured provider (the
 * simulator), answering with the card page to pay on. Purchase orders need a credit account: their
 * journeys go through the checkout page.
 */
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { findTestUser } from "../accounts/test-users.server.ts";
import { addBasketItems } from "../baskets/basket-service.server.ts";
import { type CheckoutDependencies, placeOrder } from "./checkout-service.server.ts";
import { TEST_ADDRESS } from "./order-test-fixtures.server.ts";

export const testOrderSchema = z.object({
  email: z.email(),
  /** The remembrance pin by default: no issue or name needed. */
  productId: z.string().default("ww1e"),
  quantity: z.number().int().min(1).max(200).default(1),
});

export async function placeTestOrder(
  db: Database,
  deps: CheckoutDependencies,
  input: z.input<typeof testOrderSchema>,
) {
  const parsed = testOrderSchema.parse(input);
  const user = await findTestUser(db, parsed.email);
  if (!user) return null;
  const owner = { userId: user.id };
  await addBasketItems(db, owner, [{ productId: parsed.productId, quantity: parsed.quantity }]);
  return placeOrder(db, deps, {
    userId: user.id,
    organisationId: null,
    owner,
    details: {
      paymentType: "card",
      purchaseOrderNumber: null,
      email: user.email,
      delivery: { ...TEST_ADDRESS, deliverTo: user.name },
      invoice: { ...TEST_ADDRESS, deliverTo: user.name },
    },
    idempotencyKey: `test-order-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
}
