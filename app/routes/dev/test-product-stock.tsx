import { z } from "zod";
import { appContext } from "../../context.ts";
import { productForStaff, saveProductDetails } from "../../features/shop/catalogue-admin-service.server.ts";
import type { Route } from "./+types/test-product-stock";

/**
 * Test-only (TEST_HOOKS=on): POST `{ stock }` (a whole number, or null where stock does not apply) to set
 * a product's stock as staff's product form would, so a browser journey can see a product run out without
 * buying it out. Answers the stock it had before, for the journey to put back. 404 otherwise.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { db, testHooks } = context.get(appContext);
  if (!testHooks) return new Response("Not found", { status: 404 });
  const parsed = z
    .object({ stock: z.number().int().min(0).nullable() })
    .safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "stock required" }, { status: 400 });
  const found = await productForStaff(db, params.id);
  if (!found) return Response.json({ error: "no such product" }, { status: 404 });
  const { name, description, active, stock: previous } = found.product;
  await saveProductDetails(db, params.id, { name, description, active, stock: parsed.data.stock });
  return Response.json({ id: params.id, stock: parsed.data.stock, previous });
}

export function loader() {
  return new Response("Not found", { status: 404 });
}
