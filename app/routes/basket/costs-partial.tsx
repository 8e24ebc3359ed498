import { appContext } from "../../context.ts";
import { readProductId, readQuantity } from "../../features/baskets/basket-forms.ts";
import { UNKNOWN_PRODUCT_MESSAGE } from "../../features/baskets/basket-messages.ts";
import { costsErrorHtml, costsFragmentHtml } from "../../features/baskets/costs-fragment.tsx";
import { getProduct, isPurchasable } from "../../features/shop/catalogue-service.server.ts";
import { isDomainError } from "../../lib/domain-errors.ts";
import type { Route } from "./+types/costs-partial";

function fragment(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * GET /assets/gazettesShopWidget/views/costsPartial.html?item=<productId>&quantity=<n>: the widget's
 * cost summary, no page around it. Bad input is a 400 fragment with the message (the widget shows it).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  try {
    const productId = readProductId(url.searchParams.get("item"));
    const quantity = readQuantity(url.searchParams.get("quantity"), 1);
    const product = await getProduct(context.get(appContext).db, productId);
    if (!isPurchasable(product)) return fragment(costsErrorHtml(UNKNOWN_PRODUCT_MESSAGE), 400);
    return fragment(costsFragmentHtml(product, quantity));
  } catch (error) {
    if (isDomainError(error)) return fragment(costsErrorHtml(error.message), 400);
    throw error;
  }
}
