import { href, Link } from "react-router";
import { Table } from "../../../components/ui/table.tsx";
import { Tag } from "../../../components/ui/tag.tsx";
import { appContext } from "../../../context.ts";
import { productsForStaff } from "../../../features/shop/catalogue-admin-service.server.ts";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = () => [{ title: "Products and prices - Shop - The Gazette" }];

/** `/admin/products`: the catalogue with the price in force and any price scheduled. */
export async function loader({ context }: Route.LoaderArgs) {
  return { products: await productsForStaff(context.get(appContext).db) };
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
    </>
  );
}
