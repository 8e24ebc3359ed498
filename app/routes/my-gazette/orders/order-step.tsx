import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { apiRefusal, readCallValue } from "../../../features/api-access/api-call.server.ts";
import { orderPath } from "../../../features/orders/order-representations.ts";
import {
  assignPurchaseOrderNumber,
  cancelPurchaseOrder,
  confirmPurchaseOrder,
} from "../../../features/orders/purchase-order-service.server.ts";
import { notFound } from "../../../lib/http.server.ts";
import type { Route } from "./+types/order-step";

/**
 * The steps of a purchase order waiting for confirmation (placement-api.md step 7), each a 302 when done:
 * `PUT …/assign-po-number` with `poNumber` (up to 10 digits) back to the order, `POST …/confirm` to its
 * confirmation, `POST …/cancel` back to the order. `{id}` is the order's reference. A refusal (plain text,
 * or JSON when asked for) changes nothing: a bad number, confirming without one, an order already dealt
 * with (409), or someone else's (404, as an unknown one).
 */
const STEPS = {
  "assign-po-number": { methods: ["PUT", "POST"] },
  confirm: { methods: ["POST"] },
  cancel: { methods: ["POST"] },
} as const;

function stepOf(request: Request): keyof typeof STEPS {
  const step = new URL(request.url).pathname.split("/").pop() ?? "";
  if (!(step in STEPS)) notFound();
  return step as keyof typeof STEPS;
}

const found = (location: string) => new Response(null, { status: 302, headers: { Location: location } });

export async function action({ request, context, params }: Route.ActionArgs) {
  const step = stepOf(request);
  if (!(STEPS[step].methods as readonly string[]).includes(request.method))
    return new Response("Method Not Allowed", {
      status: 405,
      headers: { Allow: STEPS[step].methods.join(", "), "Content-Type": "text/plain; charset=utf-8" },
    });
  const { db } = context.get(appContext);
  const userId = signedInUser(context).id;
  const reference = params.reference;
  try {
    switch (step) {
      case "assign-po-number":
        await assignPurchaseOrderNumber(db, userId, reference, await readCallValue(request, "poNumber"));
        return found(orderPath(reference.toUpperCase()));
      case "confirm":
        await confirmPurchaseOrder(db, userId, reference);
        return found(`${orderPath(reference.toUpperCase())}/confirmation`);
      case "cancel":
        await cancelPurchaseOrder(db, userId, reference);
        return found(orderPath(reference.toUpperCase()));
    }
  } catch (error) {
    return apiRefusal(error, request);
  }
}
