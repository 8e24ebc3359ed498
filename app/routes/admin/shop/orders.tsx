import { Form, href, Link } from "react-router";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { SelectField, TextField } from "../../../components/forms/fields.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { appContext } from "../../../context.ts";
import { ORDER_STATUSES } from "../../../db/schema/shop-values.ts";
import { STAFF_ORDERS_PAGE_SIZE, searchOrders } from "../../../features/orders/order-admin-service.server.ts";
import { orderSearchForm } from "../../../features/orders/order-search-form.ts";
import { ORDER_STATUS_LABELS } from "../../../features/orders/order-view.ts";
import { OrdersTable } from "../../../features/orders/orders-table.tsx";
import { ukDate } from "../../../lib/dates.ts";
import { fieldValue, parseForm } from "../../../lib/forms/parse-form.ts";
import { lastPageOf, pageFrom } from "../../../lib/paging.ts";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => [{ title: "Orders - Shop - The Gazette" }];

/** `/admin/orders`: staff find orders by reference, status and the days they were placed (a GET form). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  const page = pageFrom(url);
  const parsed = parseForm(orderSearchForm(ukDate(new Date()) ?? ""), url.searchParams);
  if (!parsed.ok)
    return { errors: parsed.errors, values: parsed.values, orders: [], total: 0, page, lastPage: 1 };
  const { orders, total } = await searchOrders(db, parsed.data, page);
  return {
    errors: [],
    values: parsed.values,
    orders,
    total,
    page,
    lastPage: lastPageOf(total, STAFF_ORDERS_PAGE_SIZE),
  };
}

const STATUS_OPTIONS = ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }));

export default function StaffOrdersPage({ loaderData }: Route.ComponentProps) {
  const { errors, values, orders, total, page, lastPage } = loaderData;
  const query = new URLSearchParams(
    Object.entries(values).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""),
  );
  const pageHref = (n: number) => {
    const q = new URLSearchParams(query);
    if (n > 1) q.set("page", String(n));
    const s = q.toString();
    return `${href("/admin/orders")}${s ? `?${s}` : ""}`;
  };
  return (
    <>
      <ErrorSummary errors={errors} />
      <span className="govuk-caption-l">Shop</span>
      <h1 className="govuk-heading-l">Orders</h1>
      <Form method="get" action={href("/admin/orders")} noValidate className="app-order-search">
        <TextField
          name="reference"
          label="Order reference"
          hint="For example, GZ-100001"
          width="govuk-input--width-10"
          value={fieldValue(values, "reference")}
          errors={errors}
          spellCheck={false}
        />
        <SelectField
          name="status"
          label="Status"
          placeholder="Any status"
          options={STATUS_OPTIONS}
          value={fieldValue(values, "status")}
          errors={errors}
        />
        <TextField
          name="placedFrom"
          label="Placed from"
          hint="For example, 01/03/2027"
          width="govuk-input--width-10"
          value={fieldValue(values, "placedFrom")}
          errors={errors}
        />
        <TextField
          name="placedTo"
          label="Placed to"
          hint="For example, 31/03/2027"
          width="govuk-input--width-10"
          value={fieldValue(values, "placedTo")}
          errors={errors}
        />
        <div className="govuk-button-group">
          <button type="submit" className="govuk-button" data-module="govuk-button">
            Search orders
          </button>
          <Link className="govuk-link" to={href("/admin/orders")}>
            Clear search
          </Link>
        </div>
      </Form>
      <p className="govuk-body" id="orders-count">
        {total === 1 ? "1 order" : `${total.toLocaleString("en-GB")} orders`}
      </p>
      <OrdersTable orders={orders} caption="Orders, newest first" forStaff />
      <Pagination pages={{ current: page, last: lastPage, href: pageHref }} />
    </>
  );
}
