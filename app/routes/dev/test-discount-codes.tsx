import { z } from "zod";
import { appContext } from "../../context.ts";
import { DISCOUNT_KINDS } from "../../db/schema/shop-values.ts";
import { insertDiscountCode } from "../../features/discounts/discount-service.server.ts";
import type { Route } from "./+types/test-discount-codes";

/** A code as the staff pages would make it; every limit optional. */
const testDiscountCodeSchema = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9-]{3,40}$/)
    .transform((code) => code.toUpperCase()),
  description: z.string().default("Test code"),
  kind: z.enum(DISCOUNT_KINDS).default("percentage"),
  amount: z.number().int().positive(),
  validFrom: z.iso.datetime().nullable().default(null),
  validUntil: z.iso.datetime().nullable().default(null),
  productIds: z.array(z.string()).default([]),
  maxUses: z.number().int().positive().nullable().default(null),
  maxUsesPerAccount: z.number().int().positive().nullable().default(null),
});

/**
 * Test-only (TEST_HOOKS=on): POST a JSON discount code to create it, so the checkout's journeys can use
 * valid, expired and used-up codes without the staff pages. 201 with its id; 409 when the code is taken.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { db, testHooks } = context.get(appContext);
  if (!testHooks) return new Response("Not found", { status: 404 });
  const parsed = testDiscountCodeSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: parsed.error.issues }, { status: 400 });
  const { validFrom, validUntil, ...code } = parsed.data;
  const id = await insertDiscountCode(db, {
    ...code,
    validFrom: validFrom ? new Date(validFrom) : null,
    validUntil: validUntil ? new Date(validUntil) : null,
    createdBy: null,
  });
  if (id === null) return Response.json({ error: "code taken" }, { status: 409 });
  return Response.json({ id, code: code.code }, { status: 201 });
}

export function loader() {
  return new Response("Not found", { status: 404 });
}
