/**
 * The parts of an order's page that the customer's (My Gazette) and staff's pages share: its lines with
 * their totals, and the addresses.
 */
import { SummaryList } from "../../components/ui/summary-list.tsx";
import { Table } from "../../components/ui/table.tsx";
import type { OrderDetailView } from "./order-detail-view.ts";

export function OrderLinesTable({ order }: { order: OrderDetailView }) {
  const { totals } = order;
  return (
    <>
      <Table
        caption="Items"
        captionSize="m"
        columns={[
          { header: "Item" },
          { header: "Quantity", numeric: true },
          { header: "Unit price", numeric: true },
          { header: "Price", numeric: true },
        ]}
        rows={order.lines.map((line) => ({
          key: line.id,
          cells: [
            <span key="item">
              {line.name}
              {line.detail ? <span className="govuk-body-s govuk-!-display-block">{line.detail}</span> : null}
            </span>,
            line.quantity,
            line.unitPrice,
            line.price,
          ],
        }))}
      />
      <SummaryList
        className="app-order-totals"
        rows={[
          { key: "Sub-total", value: totals.subTotal },
          totals.discount !== null && {
            key: `Discount${order.discountCode ? ` (${order.discountCode})` : ""}`,
            value: `-${totals.discount}`,
          },
          { key: "Net", value: order.net },
          { key: "VAT", value: totals.vat },
          { key: "Total", value: <strong>{totals.total}</strong> },
        ]}
      />
    </>
  );
}

function Address({ lines }: { lines: readonly string[] }) {
  return (
    <>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an address's lines are fixed and may repeat
        <span key={i} className="govuk-!-display-block">
          {line}
        </span>
      ))}
    </>
  );
}

export function OrderAddresses({ order }: { order: OrderDetailView }) {
  return (
    <SummaryList
      rows={[
        order.delivery.length > 0 && { key: "Delivery address", value: <Address lines={order.delivery} /> },
        { key: "Invoice address", value: <Address lines={order.invoiceAddress} /> },
        order.telephone !== "" && { key: "Telephone", value: order.telephone },
        { key: "E-mail", value: order.email },
      ]}
    />
  );
}
