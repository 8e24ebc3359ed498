import { href, Link } from "react-router";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { SimplePagination } from "../../../features/my-gazette/confirm-removal.tsx";
import { ordersPageOf } from "../../../features/orders/order-history-service.server.ts";
import { OrdersTable } from "../../../features/orders/orders-table.tsx";
import { lastPageOf, pageFrom } from "../../../lib/paging.ts";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => [{ title: "Your orders - My Gazette - The Gazette" }];

/** `/my-gazette/orders`: the person's orders, newest first, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageFrom(new URL(request.url));
  const { orders, total } = await ordersPageOf(context.get(appContext).db, signedInUser(context).id, page);
  return { orders, total, page, lastPage: lastPageOf(total) };
}

export default function MyOrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders, total, page, lastPage } = loaderData;
  return (
    <>
      <h1 className="govuk-heading-l">Your orders</h1>
      {total === 0 ? (
        <p className="govuk-body">
          You have not bought anything yet.{" "}
          <Link className="govuk-link" to={href("/shop")}>
            Visit the shop
          </Link>
        </p>
      ) : (
        <>
          <p className="govuk-body">{total === 1 ? "1 order" : `${total.toLocaleString("en-GB")} orders`}</p>
          <OrdersTable orders={orders} caption="Your orders, newest first" />
          <SimplePagination path={href("/my-gazette/orders")} page={page} lastPage={lastPage} />
        </>
      )}
    </>
  );
}
