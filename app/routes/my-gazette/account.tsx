import { href, Link } from "react-router";
import { SummaryList } from "../../components/ui/summary-list.tsx";
import { Table } from "../../components/ui/table.tsx";
import { appContext } from "../../context.ts";
import { signedInUser } from "../../features/accounts/area-guard.server.ts";
import { SimplePagination } from "../../features/my-gazette/confirm-removal.tsx";
import {
  findAccountOrganisation,
  placedNoticesPage,
} from "../../features/my-gazette/my-gazette-service.server.ts";
import { latestOrdersOf } from "../../features/orders/order-history-service.server.ts";
import { OrdersTable } from "../../features/orders/orders-table.tsx";
import { PlacingCapacitiesSummary } from "../../features/placement/placing-capacities-summary.tsx";
import { placingCapacityLabels } from "../../features/placement/placing-capacity-service.server.ts";
import { mayDeclareCapacities } from "../../features/placement/placing-policy.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { lastPageOf, pageFrom } from "../../lib/paging.ts";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [{ title: "Account - My Gazette - The Gazette" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const { db } = context.get(appContext);
  const page = pageFrom(new URL(request.url));
  const [organisation, placed, orders, capacities] = await Promise.all([
    user.organisationId ? findAccountOrganisation(db, user.organisationId) : Promise.resolve(null),
    placedNoticesPage(db, user.organisationId, page),
    latestOrdersOf(db, user.id),
    placingCapacityLabels(db, user),
  ]);
  return {
    person: { name: user.name, email: user.email, title: user.title },
    organisation,
    placed: placed.notices,
    page,
    lastPage: lastPageOf(placed.total),
    orders,
    capacities,
    canChangeCapacities: mayDeclareCapacities(user),
  };
}

const STATUS_LABELS: Record<string, string> = {
  pending: "Waiting for approval",
  approved: "Approved",
  declined: "Declined",
};

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { person, organisation, placed, page, lastPage, orders, capacities, canChangeCapacities } =
    loaderData;
  return (
    <>
      <h1 className="govuk-heading-l">Account</h1>
      <h2 className="govuk-heading-m">Your details</h2>
      <SummaryList
        rows={[
          { key: "Name", value: `${person.title ? `${person.title} ` : ""}${person.name}` },
          { key: "Email", value: person.email },
          organisation && {
            key: "Organisation",
            value: `${organisation.name} (${STATUS_LABELS[organisation.status] ?? organisation.status})`,
          },
        ]}
      />
      <ul className="govuk-list">
        <li>
          <Link className="govuk-link" to={href("/my-gazette/account/details")}>
            Change your details
          </Link>
        </li>
        <li>
          <Link className="govuk-link" to={href("/my-gazette/account/change-password")}>
            Change your password
          </Link>
        </li>
      </ul>

      <PlacingCapacitiesSummary capacities={capacities} canChange={canChangeCapacities} />

      <h2 className="govuk-heading-m" id="notices-placed">
        Notices placed
      </h2>
      {placed.length === 0 ? (
        <p className="govuk-body">
          {organisation
            ? "Your organisation has not placed any notices yet."
            : "You have not placed any notices yet."}
        </p>
      ) : (
        <>
          <Table
            caption="Notices placed, newest first"
            captionHidden
            columns={[
              { header: "Notice" },
              { header: "Type" },
              { header: "Status" },
              { header: "Published" },
            ]}
            rows={placed.map((n) => ({
              key: n.id,
              cells: [
                n.status === "published" ? (
                  <Link key="notice" className="govuk-link" to={href("/notice/:id", { id: String(n.id) })}>
                    {n.title}
                  </Link>
                ) : (
                  n.title
                ),
                n.noticeTypeName,
                n.status.replaceAll("-", " "),
                n.publishedAt ? formatLongDate(n.publishedAt) : "–",
              ],
            }))}
          />
          <SimplePagination path={href("/my-gazette/account")} page={page} lastPage={lastPage} />
        </>
      )}

      <h2 className="govuk-heading-m" id="purchased-items">
        Purchased items
      </h2>
      {orders.length === 0 ? (
        <p className="govuk-body">You have not bought anything yet.</p>
      ) : (
        <>
          <OrdersTable orders={orders} caption="Your latest orders, newest first" />
          <p className="govuk-body">
            <Link className="govuk-link" to={href("/my-gazette/orders")}>
              View all orders
            </Link>
          </p>
        </>
      )}

      <h2 className="govuk-heading-m">Payment methods</h2>
      <p className="govuk-body" id="payment-method">
        {organisation?.paymentMethod === "account"
          ? "Account: your organisation is invoiced on credit."
          : "Card: you pay by debit or credit card when you place a notice or buy an item."}
      </p>
    </>
  );
}
