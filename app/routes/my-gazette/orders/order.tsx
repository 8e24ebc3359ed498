import { href, Link } from "react-router";
import { SummaryList } from "../../../components/ui/summary-list.tsx";
import { Tag } from "../../../components/ui/tag.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { OrderAddresses, OrderLinesTable } from "../../../features/orders/order-detail-parts.tsx";
import { ORDER_STATUS_COLOURS } from "../../../features/orders/order-detail-view.ts";
import { ownOrderDetail } from "../../../features/orders/order-history-service.server.ts";
import { notFound } from "../../../lib/http.server.ts";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Order ${loaderData?.order.reference ?? ""} - My Gazette - The Gazette` },
];

/**
 * `/my-gazette/orders/{reference}`: one of the person's own orders (someone else's is the same 404 as an
 * unknown one): its lines and totals, status, addresses, payment, and the VAT invoice once paid.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await ownOrderDetail(context.get(appContext).db, signedInUser(context).id, params.reference);
  if (!order) notFound();
  return { order };
}

export default function MyOrderPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <>
      <Link className="govuk-back-link" to={href("/my-gazette/orders")}>
        Your orders
      </Link>
      <span className="govuk-caption-l">Order</span>
      <h1 className="govuk-heading-l">{order.reference}</h1>
      <SummaryList
        rows={[
          {
            key: "Status",
            value: <Tag colour={ORDER_STATUS_COLOURS[order.status]}>{order.statusLabel}</Tag>,
          },
          { key: "Placed", value: order.placedOn },
          { key: "Payment", value: order.payment },
        ]}
      />
      {order.invoice ? (
        <p className="govuk-body">
          <a
            className="govuk-link"
            href={href("/my-gazette/orders/:reference/invoice.pdf", { reference: order.reference })}
            download
          >
            Download VAT invoice (PDF)
          </a>
        </p>
      ) : null}
      <OrderLinesTable order={order} />
      <h2 className="govuk-heading-m">Delivery and invoice</h2>
      <OrderAddresses order={order} />
    </>
  );
}
