import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { orderHistoryPage } from "../../../features/orders/order-history-service.server.ts";
import { orderHistoryToJson, orderHistoryToXml } from "../../../features/orders/order-representations.ts";
import { pageFrom } from "../../../lib/paging.ts";
import type { Route } from "./+types/order-history-data";

/**
 * `/my-gazette/order/history/data.json|data.xml` (placement-api.md step 8): the person's orders, newest
 * first, a page at a time (`?page=`), each with its address for the whole order.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const url = new URL(request.url);
  const history = await orderHistoryPage(db, signedInUser(context).id, pageFrom(url));
  const headers = { "Cache-Control": "private, no-store" };
  return url.pathname.endsWith(".xml")
    ? new Response(orderHistoryToXml(history, siteUrl), {
        headers: { ...headers, "Content-Type": "application/xml; charset=utf-8" },
      })
    : Response.json(orderHistoryToJson(history, siteUrl), { headers });
}
