import { href, Link } from "react-router";
import { Tag } from "../../components/ui/tag.tsx";
import { appContext } from "../../context.ts";
import { currentUserContext } from "../../features/accounts/current-user.ts";
import { basketOwnerForRequest } from "../../features/baskets/basket-owner.server.ts";
import { readBasket } from "../../features/baskets/basket-service.server.ts";
import { listProducts } from "../../features/shop/catalogue-service.server.ts";
import { ShopWidget } from "../../features/shop/shop-widget.tsx";
import { isOutOfStock, OUT_OF_STOCK } from "../../features/shop/stock-rules.ts";
import { formatPounds } from "../../lib/money.ts";
import type { Route } from "./+types/shop";

/**
 * `/shop`: the catalogue, each product with its price including VAT (spec §1), and the shop widget for
 * the items bought on their own. Products bought against an issue (copies, certificates) are bought from
 * the issue purchase. Reading the basket never creates one (no cookie for a visitor who only looks).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, secureCookies } = context.get(appContext);
  const user = context.get(currentUserContext);
  const { owner } = basketOwnerForRequest(request, user, { create: false, secureCookies });
  const [products, basket] = await Promise.all([listProducts(db), readBasket(db, owner)]);
  return {
    products,
    selected: new URL(request.url).searchParams.get("item"),
    basketHasItems: basket.totals.items > 0,
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Shop - The Gazette" }];

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { products, selected, basketHasItems } = loaderData;
  const forIssue = products.filter((p) => p.needsIssue);
  const onTheirOwn = products.filter((p) => !p.needsIssue);
  return (
    <>
      <h1 className="govuk-heading-l">Shop</h1>
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <p className="govuk-body-l">
            Printed copies of the Gazette, certificates of a gazetted entry and First World War
            commemoratives. Prices include VAT.
          </p>
          <h2 className="govuk-heading-m">Copies and certificates of an issue</h2>
          <p className="govuk-body">
            Choose the issue first:{" "}
            <Link className="govuk-link" to={href("/shop/buy-an-issue")}>
              buy a copy or certificate of an issue
            </Link>
            .
          </p>
          <ProductList products={forIssue} />
          <h2 className="govuk-heading-m">Commemoratives</h2>
          <ProductList products={onTheirOwn} />
        </div>
        <div className="govuk-grid-column-one-third">
          <h2 className="govuk-heading-m" id="shop-widget-title">
            Add to your basket
          </h2>
          <ShopWidget
            items={onTheirOwn.map((p) => ({
              id: p.id,
              name: p.name,
              pricePence: p.pricePence,
              outOfStock: isOutOfStock(p),
            }))}
            selected={selected}
            basketHasItems={basketHasItems}
            returnUrl={href("/shop")}
            fullRangeHref={href("/shop/full-range")}
          />
        </div>
      </div>
    </>
  );
}

function ProductList({
  products,
}: {
  products: readonly {
    id: string;
    name: string;
    description: string;
    pricePence: number;
    stock: number | null;
  }[];
}) {
  return (
    <dl className="app-product-list">
      {products.map((p) => (
        <div key={p.id} className="govuk-!-margin-bottom-4">
          <dt className="govuk-heading-s govuk-!-margin-bottom-1">
            {p.name}: {formatPounds(p.pricePence)}
            {isOutOfStock(p) ? (
              <>
                {" "}
                <Tag colour="grey">{OUT_OF_STOCK}</Tag>
              </>
            ) : null}
          </dt>
          <dd className="govuk-body govuk-!-margin-left-0">{p.description}</dd>
        </div>
      ))}
    </dl>
  );
}
