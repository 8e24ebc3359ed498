import { appContext } from "../../context.ts";
import { readMethod, readQuantity } from "../../features/baskets/basket-forms.ts";
import { FLASH } from "../../features/baskets/basket-messages.ts";
import { removeBasketItem, setBasketItemQuantity } from "../../features/baskets/basket-service.server.ts";
import { notFound } from "../../lib/http.server.ts";
import { parseId } from "../../lib/ids.ts";
import type { Route } from "./+types/basket-item";
import { basketChangeAnswer, basketRequest } from "./basket-request.server.ts";

/**
 * Spec §7: POST /my-gazette/basket/item/{id} with _method=DELETE removes the item. The basket page's
 * quantity forms post here too, with _method=PUT and quantity (no JavaScript needed).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const itemId = parseId(params.itemId);
  if (itemId === null) notFound();
  const form = await request.formData();
  const basket = basketRequest(request, context, false);
  const { db } = context.get(appContext);
  switch (readMethod(form)) {
    case "DELETE":
      return basketChangeAnswer(
        request,
        basket,
        await removeBasketItem(db, basket.owner, itemId),
        FLASH.removed,
        form.get("returnUrl"),
      );
    case "PUT":
      return basketChangeAnswer(
        request,
        basket,
        await setBasketItemQuantity(db, basket.owner, itemId, readQuantity(form.get("quantity"))),
        FLASH.updated,
        form.get("returnUrl"),
      );
    default:
      return new Response("Bad request", { status: 400, headers: { "Content-Type": "text/plain" } });
  }
}

export function loader(): never {
  notFound();
}
