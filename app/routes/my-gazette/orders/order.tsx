import { data, Form, href, Link, redirect } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { TextField } from "../../../components/forms/fields.tsx";
import { SummaryList } from "../../../components/ui/summary-list.tsx";
import { Tag } from "../../../components/ui/tag.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { OrderAddresses, OrderLinesTable } from "../../../features/orders/order-detail-parts.tsx";
import { ORDER_STATUS_COLOURS } from "../../../features/orders/order-detail-view.ts";
import { ownOrderDetail } from "../../../features/orders/order-history-service.server.ts";
import {
  cancelPurchaseOrder,
  numberAndConfirmPurchaseOrder,
} from "../../../features/orders/purchase-order-service.server.ts";
import { isDomainError } from "../../../lib/domain-errors.ts";
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

/**
 * A purchase order made by the placement API and waiting (placement-api.md step 7) can be finished here
 * too: its number given and confirmed in one go, or cancelled. A refusal shows the form again with the
 * message; nothing is changed.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, secureCookies } = context.get(appContext);
  const userId = signedInUser(context).id;
  const form = await request.formData();
  const poNumber = String(form.get("poNumber") ?? "");
  const page = href("/my-gazette/orders/:reference", { reference: params.reference.toUpperCase() });
  try {
    if (form.get("intent") === "cancel") {
      await cancelPurchaseOrder(db, userId, params.reference);
      return redirectWithFlash(page, "Your order has been cancelled. The items are still in your basket.", {
        secure: secureCookies,
      });
    }
    await numberAndConfirmPurchaseOrder(db, userId, params.reference, poNumber);
  } catch (error) {
    if (!isDomainError(error) || error.code === "not-found") throw error;
    const field = error.code === "invalid-input" ? "poNumber" : "intent";
    return data({ errors: [{ field, message: error.message }], poNumber }, error.status);
  }
  throw redirect(
    href("/checkout/confirmation/:reference", { reference: params.reference.toUpperCase() }),
    303,
  );
}

export default function MyOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const errors = actionData?.errors ?? [];
  return (
    <>
      <Link className="govuk-back-link" to={href("/my-gazette/orders")}>
        Your orders
      </Link>
      <ErrorSummary errors={errors} />
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
      {order.waiting ? (
        <WaitingPurchaseOrder
          poNumber={actionData?.poNumber ?? order.purchaseOrderNumber ?? ""}
          errors={errors}
        />
      ) : null}
      <OrderLinesTable order={order} />
      <h2 className="govuk-heading-m">Delivery and invoice</h2>
      <OrderAddresses order={order} />
    </>
  );
}

/** The forms of a purchase order waiting for its number and confirmation. */
function WaitingPurchaseOrder({
  poNumber,
  errors,
}: {
  poNumber: string;
  errors: readonly { field: string; message: string }[];
}) {
  return (
    <>
      <h2 className="govuk-heading-m" id="confirm-order">
        Confirm your purchase order
      </h2>
      <p className="govuk-body">
        This order was made by your software and is waiting for your purchase order number. It is paid on your
        organisation's credit account when you confirm it.
      </p>
      <Form method="post" noValidate aria-labelledby="confirm-order">
        <CsrfInput />
        <TextField
          name="poNumber"
          label="Purchase order number"
          hint="Up to 10 digits"
          value={poNumber}
          errors={errors}
          width="govuk-input--width-10"
          constraints={{ type: "text", inputMode: "numeric", maxLength: 10 }}
        />
        <div className="govuk-button-group">
          <button
            type="submit"
            name="intent"
            value="confirm"
            className="govuk-button"
            data-module="govuk-button"
          >
            Confirm order
          </button>
          <button
            type="submit"
            name="intent"
            value="cancel"
            className="govuk-button govuk-button--warning"
            data-module="govuk-button"
          >
            Cancel order
          </button>
        </div>
      </Form>
    </>
  );
}
