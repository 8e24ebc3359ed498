/**
 * The order confirmation (spec §2, §4 Other): a panel with the reference once paid; while a payment is
 * still being confirmed, a notice that disappears (spec: the status checker hides it) when the status
 * changes, read every 10 seconds (spec §9). The status is announced to screen readers when it changes.
 */
import { useEffect, useState } from "react";
import { href, Link } from "react-router";
import { Panel } from "../../components/ui/panel.tsx";
import { SummaryList } from "../../components/ui/summary-list.tsx";
import { Table } from "../../components/ui/table.tsx";
import type { OrderView } from "./order-view.ts";

/** Spec §9: the order confirmation's status check runs every 10 000 ms. */
export const STATUS_POLL_MS = 10_000;

function useOrderStatus(order: OrderView) {
  const [state, setState] = useState({
    status: order.status,
    label: order.statusLabel,
    pending: order.pending,
  });
  useEffect(() => {
    if (!state.pending) return;
    const url = href("/checkout/confirmation/:reference/status.json", { reference: order.reference });
    const timer = window.setInterval(async () => {
      try {
        const response = await fetch(url, { headers: { "X-Requested-With": "XMLHttpRequest" } });
        if (!response.ok) return;
        const next = (await response.json()) as typeof state;
        if (next.status !== state.status) setState(next);
      } catch {
        // The next tick asks again.
      }
    }, STATUS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [order.reference, state]);
  return state;
}

export function OrderConfirmation({ order }: { order: OrderView }) {
  const status = useOrderStatus(order);
  const paid = status.status === "paid" || status.status === "fulfilled";
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {paid ? (
          <Panel title="Order complete">
            Your reference
            <br />
            <strong>{order.reference}</strong>
          </Panel>
        ) : (
          <h1 className="govuk-heading-l">Confirmation</h1>
        )}
        <p className="govuk-body" aria-live="polite" data-order-status={status.status}>
          Status: <strong>{status.label}</strong>
        </p>
        {status.pending ? (
          <div className="govuk-inset-text" data-status-pending>
            <p className="govuk-body">
              We are waiting for your card provider to confirm your payment. This page will update by itself;
              you do not need to pay again.
            </p>
            <p className="govuk-body govuk-!-margin-bottom-0">
              <Link
                className="govuk-link"
                to={href("/checkout/confirmation/:reference", { reference: order.reference })}
              >
                Check again
              </Link>
            </p>
          </div>
        ) : null}
        {paid ? (
          <p className="govuk-body">
            We have sent a confirmation with your VAT invoice to <strong>{order.email}</strong>.
          </p>
        ) : null}
        <Table
          caption={`Order ${order.reference}`}
          captionSize="m"
          columns={[
            { header: "Item" },
            { header: "Quantity", numeric: true },
            { header: "Price", numeric: true },
          ]}
          rows={order.lines.map((line) => ({
            key: line.id,
            cells: [
              <>
                {line.name}
                {line.detail ? (
                  <span className="govuk-body-s govuk-!-display-block govuk-!-margin-bottom-0">
                    {line.detail}
                  </span>
                ) : null}
              </>,
              String(line.quantity),
              line.price,
            ],
          }))}
        />
        <SummaryList
          rows={[
            { key: "Placed on", value: order.placedOn },
            { key: "Payment", value: order.payment },
            { key: "Sub-total", value: order.totals.subTotal },
            order.totals.discount
              ? { key: `Discount (${order.discountCode})`, value: `-${order.totals.discount}` }
              : null,
            { key: "VAT", value: order.totals.vat },
            { key: "Total", value: <strong>{order.totals.total}</strong> },
          ]}
        />
        <p className="govuk-body">
          <Link className="govuk-link" to={href("/shop")}>
            Continue shopping
          </Link>
        </p>
      </div>
    </div>
  );
}
