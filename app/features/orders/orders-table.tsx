/**
 * Orders as a table, newest first, each linking to its page: a person's in My Gazette (the account page's
 * latest, and all of them), and staff's search results, which add who ordered and how they paid.
 */
import { href, Link } from "react-router";
import { Table } from "../../components/ui/table.tsx";
import { Tag } from "../../components/ui/tag.tsx";
import { ORDER_STATUS_COLOURS, type OrderSummary } from "./order-detail-view.ts";

const PAYMENT_TYPE_LABELS: Record<OrderSummary["paymentType"], string> = {
  card: "Card",
  "purchase-order": "Purchase order",
};

function orderPage(reference: string, forStaff: boolean): string {
  return forStaff
    ? href("/admin/orders/:reference", { reference })
    : href("/my-gazette/orders/:reference", { reference });
}

export function OrdersTable({
  orders,
  caption,
  forStaff = false,
}: {
  orders: readonly OrderSummary[];
  caption: string;
  /** Staff's list: a visible caption, the customer's e-mail and payment type, and links to staff's pages. */
  forStaff?: boolean;
}) {
  return (
    <Table
      caption={caption}
      captionHidden={!forStaff}
      captionSize={forStaff ? "m" : undefined}
      emptyText={forStaff ? "No orders match your search." : undefined}
      columns={[
        { header: forStaff ? "Reference" : "Order" },
        { header: "Placed" },
        ...(forStaff ? [{ header: "Customer e-mail" }, { header: "Payment" }] : []),
        { header: "Status" },
        { header: "Total", numeric: true },
      ]}
      rows={orders.map((o) => ({
        key: o.reference,
        cells: [
          <Link key="ref" className="govuk-link" to={orderPage(o.reference, forStaff)}>
            {o.reference}
          </Link>,
          o.placedOn,
          ...(forStaff ? [o.email, PAYMENT_TYPE_LABELS[o.paymentType]] : []),
          <Tag key="status" colour={ORDER_STATUS_COLOURS[o.status]}>
            {o.statusLabel}
          </Tag>,
          o.total,
        ],
      }))}
    />
  );
}
