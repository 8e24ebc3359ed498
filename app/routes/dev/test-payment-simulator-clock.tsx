import { z } from "zod";
import { appContext } from "../../context.ts";
import { readSimulatedPayment } from "../../features/payments/simulator-service.server.ts";
import type { Route } from "./+types/test-payment-simulator-clock";

/**
 * Test-only (TEST_HOOKS=on): reads a simulator payment as it will be `seconds` from now, so a delayed
 * confirmation (settled 20 s after the card is used) settles at once and a browser journey need not wait
 * for the real clock. The simulator's functions take the moment they run at; this only moves it on.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { db, testHooks } = context.get(appContext);
  if (!testHooks) return new Response("Not found", { status: 404 });
  const parsed = z
    .object({ seconds: z.number().int().min(0).max(86_400) })
    .safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "seconds required" }, { status: 400 });
  const payment = await readSimulatedPayment(
    db,
    params.paymentId,
    new Date(Date.now() + parsed.data.seconds * 1000),
  );
  if (!payment) return Response.json({ error: "no such payment" }, { status: 404 });
  return Response.json({ state: payment.state });
}

export function loader() {
  return new Response("Not found", { status: 404 });
}
