import { appContext } from "../../context.ts";
import { placeTestOrder, testOrderSchema } from "../../features/orders/test-orders.server.ts";
import type { Route } from "./+types/test-orders";

/**
 * Test-only (TEST_HOOKS=on): POST `{ email, productId?, quantity? }` to place a card order for that person
 * through the checkout service; answers the order's reference and the card page to pay on. 404 otherwise.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { db, testHooks, payments, siteUrl } = context.get(appContext);
  if (!testHooks) return new Response("Not found", { status: 404 });
  const parsed = testOrderSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: parsed.error.issues }, { status: 400 });
  const placed = await placeTestOrder(db, { payments, siteUrl }, parsed.data);
  if (!placed) return Response.json({ error: "no such user" }, { status: 404 });
  return Response.json(placed, { status: 201 });
}

export function loader() {
  return new Response("Not found", { status: 404 });
}
