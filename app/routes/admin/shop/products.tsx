import { href, Link } from "react-router";
import { Table } from "../../../components/ui/table.tsx";
import { Tag } from "../../../components/ui/tag.tsx";
import { appContext } from "../../../context.ts";
import { productsForStaff } from "../../../features/shop/catalogue-admin-service.server.ts";
import { type StaffStockRow, stockForStaff } from "../../../features/shop/stock-service.server.ts";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = () => [{ title: "Products and prices - Shop - The Gazette" }];

/**
 * `/admin/products`: the catalogue with the price in force and any price scheduled; then each counted
 * product's stock beside the paid orders not yet sent, with a warning where it cannot cover them.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const [products, stock] = await Promise.all([productsForStaff(db), stockForStaff(db)]);
  return { products, stock };
}

export default function StaffProductsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <span className="govuk-caption-l">Shop</span>
      <h1 className="govuk-heading-l">Products and prices</h1>
      <p className="govuk-body">
        Prices include VAT. A new price is added from a moment on; orders keep the prices they were made with.
      </p>
      <Table
        caption="Products, in catalogue order"
        captionHidden
        columns={[
          { header: "Product" },
          { header: "Id" },
          { header: "VAT", numeric: true },
          { header: "Stock", numeric: true },
          { header: "On sale" },
          { header: "Price now", numeric: true },
          { header: "Scheduled price" },
        ]}
        rows={loaderData.products.map((p) => ({
          key: p.id,
          data: { "data-product": p.id },
          cells: [
            <Link key="name" className="govuk-link" to={href("/admin/products/:id", { id: p.id })}>
              {p.name}
            </Link>,
            <code key="id">{p.id}</code>,
            p.vatRate,
            p.stock,
            <Tag key="active" colour={p.active ? "green" : "grey"}>
              {p.active ? "On sale" : "Withdrawn"}
            </Tag>,
            p.price,
            p.scheduled ?? "–",
          ],
        }))}
      />
      <StockTable rows={loaderData.stock} />
    </>
  );
}

/** Units are taken when an order is paid: what the stock still owes is what payments could not take. */
function StockTable({ rows }: { rows: readonly StaffStockRow[] }) {
  const short = rows.filter((row) => row.warning !== null);
  return (
    <>
      <h2 className="govuk-heading-m" id="stock">
        Stock
      </h2>
      <p className="govuk-body">
        Units are taken from stock when an order is paid, so “In stock” is what is left to sell. When two
        orders are paid for the last units, the later one takes what is left: its other units are “Still to
        take from stock” and must come out of stock before that order can be sent.
      </p>
      {short.length > 0 ? (
        <div className="govuk-warning-text">
          <span className="govuk-warning-text__icon" aria-hidden="true">
            !
          </span>
          <strong className="govuk-warning-text__text">
            <span className="govuk-visually-hidden">Warning</span>
            Paid orders are waiting for units that are not in stock:{" "}
            {short.map((row) => `${row.name} (${row.warning?.toLowerCase()})`).join(", ")}.
          </strong>
        </div>
      ) : null}
      <Table
        caption="Stock of the products that count their units"
        captionHidden
        columns={[
          { header: "Product" },
          { header: "In stock", numeric: true },
          { header: "In paid orders not yet sent", numeric: true },
          { header: "Still to take from stock", numeric: true },
          { header: "Enough to send them?" },
        ]}
        rows={rows.map((row) => ({
          key: row.id,
          data: { "data-stock": row.id },
          cells: [
            row.name,
            row.inStock,
            row.awaitingDispatch,
            row.stillToTake,
            row.warning ? (
              <Tag key="short" colour="red">
                {row.warning}
              </Tag>
            ) : (
              <Tag key="enough" colour="green">
                Enough
              </Tag>
            ),
          ],
        }))}
      />
    </>
  );
}
