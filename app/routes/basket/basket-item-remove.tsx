import { href } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { appContext } from "../../context.ts";
import { findBasketLine } from "../../features/baskets/basket-service.server.ts";
import { notFound } from "../../lib/http.server.ts";
import { parseId } from "../../lib/ids.ts";
import type { Route } from "./+types/basket-item-remove";
import { basketRequest } from "./basket-request.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Remove an item - Your basket - The Gazette" }];

/** Remove asks Keep or Remove (spec §4): without JavaScript, this page is the question. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const itemId = parseId(params.itemId);
  const { owner } = basketRequest(request, context, false);
  const line = itemId === null ? null : await findBasketLine(context.get(appContext).db, owner, itemId);
  if (!line) notFound();
  return { id: line.id, name: line.name, quantity: line.quantity };
}

export default function RemoveBasketItemPage({ loaderData }: Route.ComponentProps) {
  const { id, name, quantity } = loaderData;
  return (
    <>
      <h1 className="govuk-heading-l">Remove this item from your basket?</h1>
      <p className="govuk-body">
        {name} (quantity {quantity})
      </p>
      <form method="post" action={href("/my-gazette/basket/item/:itemId", { itemId: String(id) })}>
        <CsrfInput />
        <input type="hidden" name="_method" value="DELETE" />
        <div className="govuk-button-group">
          <a className="govuk-button govuk-button--secondary" href={href("/my-gazette/basket")}>
            Keep
          </a>
          <button type="submit" className="govuk-button govuk-button--warning">
            Remove
          </button>
        </div>
      </form>
    </>
  );
}
