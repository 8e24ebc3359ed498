import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { apiRefusal, readCallValue } from "../../../features/api-access/api-call.server.ts";
import { orderPath } from "../../../features/orders/order-representations.ts";
import { startPurchaseOrder } from "../../../features/orders/purchase-order-service.server.ts";
import type { Route } from "./+types/basket-checkout";

/**
 * `POST /my-gazette/basket/checkout` with `paymentType=PurchaseOrder` (placement-api.md step 7): the
 * basket becomes a purchase order waiting for its number and confirmation; 302 to the order. A refusal
 * (no credit account, over the credit left, an empty basket, another payment type) changes nothing. An
 * `Idempotency-Key` header makes a repeated call find the same order. People at a browser check out on
 * the checkout page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, payments, siteUrl } = context.get(appContext);
  const user = signedInUser(context);
  try {
    const reference = await startPurchaseOrder(
      db,
      { payments, siteUrl },
      { id: user.id, email: user.email, organisationId: user.organisationId },
      await readCallValue(request, "paymentType"),
      request.headers.get("idempotency-key"),
    );
    return new Response(null, { status: 302, headers: { Location: orderPath(reference) } });
  } catch (error) {
    return apiRefusal(error, request);
  }
}
