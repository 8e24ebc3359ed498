/** A person's orders as My Gazette lists them (the account page's latest, and all of them): each links to its page. */
import { href, Link } from "react-router";
import { Table } from "../../components/ui/table.tsx";
import { Tag } from "../../components/ui/tag.tsx";
import { ORDER_STATUS_COLOURS, type OrderSummary } from "./order-detail-view.ts";

export function MyOrdersTable({
  orders,
  caption = "Your orders, newest first",
}: {
  orders: readonly OrderSummary[];
  caption?: string;
}) {
  return (
    <Table
      caption={caption}
      captionHidden
      columns={[
        { header: "Order" },
        { header: "Placed" },
        { header: "Status" },
        { header: "Total", numeric: true },
      ]}
      rows={orders.map((o) => ({
        key: o.reference,
        cells: [
          <Link
            key="ref"
            className="govuk-link"
            to={href("/my-gazette/orders/:reference", { reference: o.reference })}
          >
            {o.reference}
          </Link>,
          o.placedOn,
          <Tag key="status" colour={ORDER_STATUS_COLOURS[o.status]}>
            {o.statusLabel}
          </Tag>,
          o.total,
        ],
      }))}
    />
  );
}
