import { appContext } from "../../context.ts";
import { readMethod, readQuantity } from "../../features/baskets/basket-forms.ts";
import { FLASH } from "../../features/baskets/basket-messages.ts";
import { setBasketItemQuantity } from "../../features/baskets/basket-service.server.ts";
import { notFound } from "../../lib/http.server.ts";
import { parseId } from "../../lib/ids.ts";
import type { Route } from "./+types/basket-item-quantity";
import { basketChangeAnswer, basketRequest } from "./basket-request.server.ts";

/**
 * Spec §7: POST /my-gazette/basket/item/{id}/quantity/data.json with _method=PUT, quantity and basketId
 * (which must be the asker's basket). Answers the basket's JSON; a plain form goes back to the basket.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const itemId = parseId(params.itemId);
  if (itemId === null) notFound();
  const form = await request.formData();
  if (readMethod(form) !== "PUT")
    return new Response("Bad request", { status: 400, headers: { "Content-Type": "text/plain" } });
  const basket = basketRequest(request, context, false);
  const basketIdText = form.get("basketId");
  const basketId = basketIdText === null || basketIdText === "" ? null : parseId(basketIdText);
  if (basketId === null && basketIdText) notFound();
  const view = await setBasketItemQuantity(
    context.get(appContext).db,
    basket.owner,
    itemId,
    readQuantity(form.get("quantity")),
    basketId,
  );
  return basketChangeAnswer(request, basket, view, FLASH.updated, form.get("returnUrl"));
}

export function loader(): never {
  notFound();
}
