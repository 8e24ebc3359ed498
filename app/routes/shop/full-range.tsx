import { href, Link } from "react-router";
import { appContext } from "../../context.ts";
import { isAjax } from "../../features/accounts/require-user.server.ts";
import { listProducts } from "../../features/shop/catalogue-service.server.ts";
import { fullRangeFragmentResponse } from "../../features/shop/full-range-fragment.server.ts";
import { FullRangeList } from "../../features/shop/full-range-list.tsx";
import type { Route } from "./+types/full-range";

/**
 * `/shop/full-range`: every product with 'Select item' (spec §2). The shop widget's modal asks for it by
 * ajax (X-Requested-With) and gets the list as a fragment; without JavaScript it is a page whose 'Select
 * item' links go back to the shop with the item chosen.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (request.method !== "GET" || !isAjax(request)) return next();
    return fullRangeFragmentResponse(await listProducts(context.get(appContext).db));
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  return { products: await listProducts(context.get(appContext).db) };
}

export const meta: Route.MetaFunction = () => [{ title: "The full range - Shop - The Gazette" }];

export default function FullRange({ loaderData }: Route.ComponentProps) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <span className="govuk-caption-l">Shop</span>
        <h1 className="govuk-heading-l">The full range</h1>
        <FullRangeList products={loaderData.products} />
        <p className="govuk-body">
          <Link className="govuk-link" to={href("/shop")}>
            Back to the shop
          </Link>
        </p>
      </div>
    </div>
  );
}
