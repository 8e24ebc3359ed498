import { data, Form, href, Link } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { SummaryList } from "../../../components/ui/summary-list.tsx";
import { Table } from "../../../components/ui/table.tsx";
import { Tag } from "../../../components/ui/tag.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { fulfilOrder, refundOrder, staffOrder } from "../../../features/orders/order-admin-service.server.ts";
import { OrderAddresses, OrderLinesTable } from "../../../features/orders/order-detail-parts.tsx";
import { ORDER_STATUS_COLOURS } from "../../../features/orders/order-detail-view.ts";
import { isDomainError } from "../../../lib/domain-errors.ts";
import { notFound } from "../../../lib/http.server.ts";
import { formatPounds } from "../../../lib/money.ts";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Order ${loaderData?.order.reference ?? ""} - Shop - The Gazette` },
];

/** `/admin/orders/{reference}`: the order, its payments, refunds and history, and what staff may do next. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await staffOrder(context.get(appContext).db, params.reference);
  if (!order) notFound();
  return { order };
}

/** "Mark as sent" (paid → fulfilled) or "Refund" (the whole amount left): a refusal is shown, nothing changed. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { db, payments, secureCookies } = context.get(appContext);
  const user = signedInUser(context);
  const intent = (await request.formData()).get("intent");
  const here = href("/admin/orders/:reference", { reference: params.reference.toUpperCase() });
  try {
    if (intent === "fulfil") {
      const order = await fulfilOrder(db, user.id, params.reference);
      return redirectWithFlash(here, `Order ${order.reference} has been marked as sent.`, {
        secure: secureCookies,
      });
    }
    if (intent === "refund") {
      const { order, amountPence, creditNote } = await refundOrder(db, payments, user.id, params.reference);
      const how = creditNote ? "with a credit note (a purchase order)" : "to the card it was paid with";
      return redirectWithFlash(
        here,
        `Order ${order.reference} has been refunded: ${formatPounds(amountPence)} ${how}.`,
        { secure: secureCookies },
      );
    }
  } catch (error) {
    if (isDomainError(error) && error.code !== "not-found")
      return data({ problem: error.message }, { status: error.status });
    throw error;
  }
  return data({ problem: "Choose what to do with the order." }, { status: 400 });
}

export default function StaffOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <>
      <Link className="govuk-back-link" to={href("/admin/orders")}>
        All orders
      </Link>
      <ErrorSummary errors={[]} problem={actionData?.problem ? { message: actionData.problem } : null} />
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
          { key: "Total", value: order.totals.total },
        ]}
      />
      {order.canFulfil || order.canRefund ? (
        <div className="govuk-button-group">
          {order.canFulfil ? (
            <Form method="post" noValidate>
              <CsrfInput />
              <input type="hidden" name="intent" value="fulfil" />
              <button type="submit" className="govuk-button" data-module="govuk-button">
                Mark as sent
              </button>
            </Form>
          ) : null}
          {order.canRefund ? (
            <Form method="post" noValidate>
              <CsrfInput />
              <input type="hidden" name="intent" value="refund" />
              <button
                type="submit"
                className="govuk-button govuk-button--warning"
                data-module="govuk-button"
                data-prevent-double-click="true"
              >
                Refund {order.refundable}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}

      <OrderLinesTable order={order} />
      <h2 className="govuk-heading-m">Customer</h2>
      <OrderAddresses order={order} />

      <Table
        caption="Payments"
        captionSize="m"
        emptyText={
          order.paymentType === "purchase-order"
            ? `Paid on account, purchase order ${order.purchaseOrderNumber ?? ""}: no card payment.`
            : "No card payment has been asked for."
        }
        columns={[
          { header: "Started" },
          { header: "Provider" },
          { header: "Provider's id" },
          { header: "State" },
          { header: "Amount", numeric: true },
        ]}
        rows={order.payments.map((p) => ({
          key: p.id,
          cells: [p.at, p.provider, <code key="id">{p.providerPaymentId}</code>, p.state, p.amount],
        }))}
      />
      <Table
        caption="Refunds"
        captionSize="m"
        emptyText="No refunds through the payment provider."
        columns={[
          { header: "Made" },
          { header: "By" },
          { header: "Provider's id" },
          { header: "State" },
          { header: "Amount", numeric: true },
        ]}
        rows={order.refunds.map((r) => ({
          key: r.id,
          cells: [r.at, r.by, <code key="id">{r.providerRefundId}</code>, r.state, r.amount],
        }))}
      />
      <Table
        caption="History"
        captionSize="m"
        columns={[{ header: "When" }, { header: "Change" }, { header: "By" }, { header: "Detail" }]}
        rows={order.history.map((e) => ({
          key: e.id,
          cells: [e.at, e.change, e.by, e.detail || "–"],
        }))}
      />
    </>
  );
}
